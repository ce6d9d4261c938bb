package loadshare.node.live.workers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.CoordinatedShutdown;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.live.LiveNode;
import loadshare.node.live.TestSecurity;
import loadshare.node.run.Replication;
import loadshare.node.run.RunMeasurement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The workers' cluster's edges, in one JVM: a runner of another build is refused at join while the worker stays;
 * and a runner whose only worker leaves while it holds units names those units once no worker came back.
 */
class WorkersClusterIT {

    /** The timeouts of Akka's 14 coordinated-shutdown phases summed (85 s, reference.conf of 2.6.21), and a margin. */
    private static final long SHUTDOWN_BOUND_S = 90;

    private static final ExperimentSettings SETTINGS = ExperimentLoader.load("quickstart", List.of());
    /** A unit that takes a minute: the worker holds it until it goes. */
    private static final UnitWork SLOW = (settings, which, progress) -> {
        try {
            Thread.sleep(60_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new IllegalStateException("interrupted");
    };

    @Test
    @Timeout(240)
    void aRunnerOfAnotherBuild_isRefusedAtJoin_andTheWorkerStays() throws Exception {
        try (WorkerNode worker = WorkerNode.start("127.0.0.1", 0, List.of(), TestSecurity.tls(), 1, "1.0 (commit a)",
                SLOW, line -> { })) {
            awaitUp(worker);
            WorkerPool runner = WorkerPool.start("127.0.0.1", 0, List.of(worker.hostPort()), TestSecurity.tls(),
                    "1.1 (commit b)", SETTINGS, jobs -> { }, Duration.ofSeconds(60));
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (CoordinatedShutdown.get(runner.system()).getShutdownReason().isEmpty()) {
                    assertTrue(System.nanoTime() < deadline, () -> "the runner of another build was not refused in 60 s: "
                            + stateOf("runner", runner.system()) + "; " + stateOf("worker", worker.system()));
                    Thread.sleep(100);
                }
                assertEquals(Optional.of(CoordinatedShutdown.incompatibleConfigurationDetectedReason()),
                        CoordinatedShutdown.get(runner.system()).getShutdownReason());
                // refused, it shuts down: within the sum of Akka's phase timeouts, were every phase to time out
                runner.system().getWhenTerminated().toCompletableFuture().get(SHUTDOWN_BOUND_S, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                throw new AssertionError("the refused runner was still shutting down " + SHUTDOWN_BOUND_S + " s later: "
                        + stateOf("runner", runner.system()) + "\n" + threads(), e);
            } finally {
                runner.close();
            }
            int members = 0;
            for (akka.cluster.Member m : akka.cluster.typed.Cluster.get(worker.system()).state().getMembers()) {
                members++;
            }
            assertEquals(1, members, "only the worker is a member");
            assertFalse(worker.system().whenTerminated().isCompleted());
        }
    }

    @Test
    @Timeout(120)
    void unitsNoWorkerFinished_areNamed_whenNoWorkerIsLeft() throws Exception {
        WorkerPool runner = WorkerPool.start("127.0.0.1", 0, List.of(), TestSecurity.tls(), "1.0 (commit a)",
                SETTINGS, jobs -> { }, Duration.ofSeconds(3));
        try {
            WorkerNode worker = WorkerNode.start("127.0.0.1", 0, List.of(LiveNode.hostPort(runner.system())),
                    TestSecurity.tls(), 1, "1.0 (commit a)", SLOW, line -> { });
            Future<RunMeasurement> first = runner.submit(new Replication(0, 0, 0, 0), () -> null);
            Future<RunMeasurement> second = runner.submit(new Replication(1, 0, 2, 4), () -> null);
            awaitUp(worker);
            Thread.sleep(2000);         // the worker holds both units now (or, on a slow machine, not yet: either way
                                        // no worker computes them)
            worker.close();             // it leaves: its units go back, to no one
            ExecutionException gone = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> second.get(60, TimeUnit.SECONDS));
            assertTrue(gone.getCause() instanceof WorkersGone, String.valueOf(gone.getCause()));
            String line = gone.getCause().getMessage();
            assertTrue(line.startsWith("no worker was left for 3 s, and 2 replications were still to come"), line);
            assertTrue(line.contains("(policy 2, sweep point 1, load 3, replication 5)"), line);
            assertEquals(List.of(new Replication(0, 0, 0, 0), new Replication(1, 0, 2, 4)),
                    ((WorkersGone) gone.getCause()).missing());
            assertTrue(first.isDone());
        } finally {
            runner.close();
        }
    }

    private static void awaitUp(WorkerNode worker) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (akka.cluster.typed.Cluster.get(worker.system()).selfMember().status() != akka.cluster.MemberStatus.up()) {
            assertTrue(System.nanoTime() < deadline, () -> "the worker was not up 60 s after its start: "
                    + stateOf("worker", worker.system()));
            Thread.sleep(100);
        }
    }

    /** What a member knows of the cluster, and whether its system is shutting down and why: for a failure's message. */
    private static String stateOf(String who, akka.actor.typed.ActorSystem<?> system) {
        akka.cluster.typed.Cluster cluster = akka.cluster.typed.Cluster.get(system);
        return who + " " + cluster.selfMember().address() + " is " + cluster.selfMember().status() + ", sees "
                + cluster.state().getMembers() + ", unreachable " + cluster.state().getUnreachable()
                + ", shutdown reason " + CoordinatedShutdown.get(system).getShutdownReason()
                + ", terminated " + system.whenTerminated().isCompleted();
    }

    /** Every thread of this JVM that is not waiting for work: where a hang is held. */
    private static String threads() {
        StringBuilder out = new StringBuilder();
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            if (stack.length > 0 && thread.getState() != Thread.State.WAITING
                    && thread.getState() != Thread.State.TIMED_WAITING) {
                out.append(thread.getName()).append(' ').append(thread.getState()).append('\n');
                for (int i = 0; i < Math.min(stack.length, 12); i++) {
                    out.append("    at ").append(stack[i]).append('\n');
                }
            }
        });
        return out.toString();
    }
}
