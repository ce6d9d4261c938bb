package loadshare.node.live.join;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.CoordinatedShutdown;
import akka.actor.testkit.typed.javadsl.ActorTestKit;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.node.live.LiveNode;
import loadshare.node.live.StopNode;
import loadshare.node.live.TestSecurity;
import org.junit.jupiter.api.Test;

/** A node whose seed nobody listens on gives up after its join timeout: one line, and its actor system stops. */
class JoinWatchTest {

    @Test
    void aNodeThatReachesNoSeed_givesUpAfterItsTimeout_saysSoInOneLine_andShutsDown() throws Exception {
        String seed = "127.0.0.1:" + closedPort();
        ActorTestKit node = ActorTestKit.create(LiveNode.SYSTEM_NAME,
                LiveNode.config("127.0.0.1", 0, List.of(seed), TestSecurity.tls()));
        try {
            JoinWatch watch = JoinWatch.start(node.system(), List.of(seed), TestSecurity.tls(), Duration.ofSeconds(1));
            String line = watch.gaveUp().get(60, TimeUnit.SECONDS);
            assertEquals("could not join the cluster (seeds " + seed + ") within 1 s: no seed can be reached (" + seed
                    + ": Connection refused); is node 0 running, and its --host and --port reachable from here?", line);
            node.system().getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
            assertTrue(CoordinatedShutdown.get(node.system()).getShutdownReason()
                    .map(CoordinatedShutdown.clusterJoinUnsuccessfulReason()::equals).orElse(false));
        } finally {
            StopNode.stop(node);
        }
    }

    /** A loopback port nobody listens on (bound, then freed). */
    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
