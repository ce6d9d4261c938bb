package loadshare.node.live.join;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.cluster.MemberStatus;
import akka.cluster.typed.Cluster;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import loadshare.node.live.LiveNode;
import loadshare.node.live.StopNode;
import loadshare.node.live.TestSecurity;
import org.junit.jupiter.api.Test;

/**
 * A seed that is not the first founds the cluster when the first takes no connection for its quiet period, and only
 * then: while the first listens, it goes on waiting to be let in.
 */
class FoundingWatchTest {

    private static final Duration QUIET = Duration.ofSeconds(1);

    @Test
    void theSecondSeed_withNothingListeningAtTheFirst_foundsTheClusterAfterItsQuietPeriod_andSaysSo() throws Exception {
        String first = "127.0.0.1:" + closedPort();
        int port = closedPort();
        String self = "127.0.0.1:" + port;
        ActorTestKit node = ActorTestKit.create(LiveNode.SYSTEM_NAME,
                LiveNode.config("127.0.0.1", port, List.of(first, self), TestSecurity.tls()));
        try {
            List<String> said = new CopyOnWriteArrayList<>();
            long start = System.nanoTime();
            FoundingWatch watch = FoundingWatch.start(node.system(), List.of(first, self), self, QUIET, said::add);
            String line = watch.founded().get(60, TimeUnit.SECONDS);
            assertTrue(System.nanoTime() - start >= QUIET.toNanos(), "founded before its quiet period was over");
            assertEquals("founding the cluster: no seed before this node in --seeds (" + first + ") took a connection "
                    + "for 1 s", line);
            assertEquals(List.of(line), said);
            Cluster cluster = Cluster.get(node.system());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (cluster.selfMember().status() != MemberStatus.up() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertEquals(MemberStatus.up(), cluster.selfMember().status());
            int members = 0;
            for (var member : cluster.state().getMembers()) {
                members++;
            }
            assertEquals(1, members, "only the founder");
        } finally {
            StopNode.stop(node);
        }
    }

    @Test
    void theSecondSeed_whileTheFirstTakesConnections_doesNotFound() throws Exception {
        try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String first = "127.0.0.1:" + listening.getLocalPort();
            int port = closedPort();
            String self = "127.0.0.1:" + port;
            ActorTestKit node = ActorTestKit.create(LiveNode.SYSTEM_NAME,
                    LiveNode.config("127.0.0.1", port, List.of(first, self), TestSecurity.tls()));
            try {
                FoundingWatch watch = FoundingWatch.start(node.system(), List.of(first, self), self, QUIET, line -> { });
                Thread.sleep(QUIET.multipliedBy(2).toMillis());     // twice the quiet period after which it would found
                assertFalse(watch.founded().isDone(), () -> watch.founded().join());
                Cluster cluster = Cluster.get(node.system());
                assertFalse(cluster.state().getMembers().iterator().hasNext(), "a member without anyone letting it in");
            } finally {
                // the connections it holds open go with it, so the node's TLS streams end at once and it stops fast
                listening.close();
                StopNode.stop(node);
            }
        }
    }

    @Test
    void theFirstSeed_andANodeThatIsNoSeed_areNotWatched() {
        List<String> seeds = List.of("127.0.0.1:1", "127.0.0.1:2");
        assertSame(FoundingWatch.NONE, FoundingWatch.start(null, seeds, "127.0.0.1:1", QUIET, line -> { }));
        assertSame(FoundingWatch.NONE, FoundingWatch.start(null, seeds, "127.0.0.1:3", QUIET, line -> { }));
        assertFalse(FoundingWatch.mayFound(seeds, "127.0.0.1:1"));
        assertTrue(FoundingWatch.mayFound(seeds, "127.0.0.1:2"));
    }

    /** A loopback port nobody listens on (bound, then freed). */
    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
