package loadshare.node.live;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import java.time.Duration;

/**
 * Stops a test's actor system without letting Akka's TLS streams fail the test: when every node of a cluster stops
 * at once, an outgoing connection's TLS stream can keep a system from terminating for a minute or more (see
 * docs/live-cluster.md, "Slow stops over TLS"), long after the test has checked what it tests. Production nodes
 * wait 20 s for the same reason ({@code LiveNode.close}); so do the tests, and then they go on.
 */
public final class StopNode {

    private static final Duration WAIT = Duration.ofSeconds(20);

    private StopNode() {
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
