package loadshare.node.live.workers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.live.JoinRefusal;
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
    @Timeout(120)
    void aRunnerOfAnotherBuild_isRefusedAtJoin_andTheWorkerStays() throws Exception {
        try (WorkerNode worker = WorkerNode.start("127.0.0.1", 0, List.of(), TestSecurity.tls(), 1, "1.0 (commit a)",
                SLOW, line -> { })) {
            awaitUp(worker);
            WorkerPool runner = WorkerPool.start("127.0.0.1", 0, List.of(worker.hostPort()), TestSecurity.tls(),
                    "1.1 (commit b)", SETTINGS, jobs -> { }, Duration.ofSeconds(60));
            try {
                JoinRefusal.await(runner.system(), worker.system());
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
                    + akka.cluster.typed.Cluster.get(worker.system()).state());
            Thread.sleep(100);
        }
    }
}
