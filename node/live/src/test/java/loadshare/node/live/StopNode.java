package loadshare.node.live;

import akka.actor.CoordinatedShutdown;
import akka.actor.testkit.typed.javadsl.ActorTestKit;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Stops a test's actor system without letting Akka's TLS streams fail the test: when every node of a cluster stops
 * at once, an outgoing connection's TLS stream can keep a system from terminating for a minute or more (see
 * docs/live-cluster.md, "Slow stops over TLS"), long after the test has checked what it tests. Production nodes
 * wait 20 s for the same reason ({@code LiveNode.close}); so do the tests, and then they go on.
 *
 * <p>A test's whole cluster, once the test has checked its run, stops with {@link #stopAll}: every node at once,
 * skipping the graceful leave (Akka's coordinated shutdown from its {@code cluster-shutdown} phase on). Leaving, the
 * oldest node hands the cluster singletons (the results collector, the coordinator) over to the next oldest and waits
 * in the {@code cluster-exiting} phase, for at most 10 s, until it has taken them; with every node leaving, none
 * takes them: one run of LiveCentralSchedulersIT had six such 10 s stops (one stop in six). A test that stops one node of a
 * cluster that goes on ({@link #stop}) still has it leave gracefully.
 */
public final class StopNode {

    private static final Duration WAIT = Duration.ofSeconds(20);
    /** Why {@link #stopAll} stops a cluster: the test is over. */
    private static final CoordinatedShutdown.Reason TEST_OVER = new CoordinatedShutdown.Reason() {
    };

    private StopNode() {
    }

    /**
     * Stops every system in {@code kits} at once (a thread each) without leaving the cluster gracefully, each then
     * as {@link #stop} does; returns when all have stopped or been left behind.
     */
    public static void stopAll(Collection<ActorTestKit> kits) {
        List<Thread> stops = new ArrayList<>();
        for (ActorTestKit kit : kits) {
            Thread stop = new Thread(() -> {
                CoordinatedShutdown.get(kit.system().classicSystem()).run(TEST_OVER,
                        Optional.of(CoordinatedShutdown.PhaseClusterShutdown()));
                stop(kit);
            }, "stop-" + kit.system().address());
            stop.start();
            stops.add(stop);
        }
        for (Thread stop : stops) {
            try {
                stop.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Terminates {@code kit}'s system and waits up to 20 s for it; says so on the console if it is still stopping. */
    public static void stop(ActorTestKit kit) {
        long start = System.nanoTime();
        ActorTestKit.shutdown(kit.system(), WAIT, false);
        long ms = (System.nanoTime() - start) / 1_000_000;
        if (ms > 10_000) {
            System.out.println("SLOW-SHUTDOWN " + kit.system().address() + " after " + ms + " ms: "
                    + (kit.system().whenTerminated().isCompleted() ? "stopped" : "still stopping, left behind"));
        }
    }
}
