package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Join;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.Launcher;
import loadshare.node.live.LiveNode;
import loadshare.node.live.NodeSecurity;
import loadshare.node.live.StopNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code loadshare node} whose TLS handshake the cluster refuses does not retry forever: with
 * {@code --join-timeout 3}, a node with a certificate of another CA and one started {@code --insecure} against a TLS
 * cluster each exit with status 1, their log holding one {@code error:} line that says why. Each runs in a JVM of its
 * own, as a user runs it (two at once: a JVM's start is most of the test's time); the cluster's first node runs here.
 * (TLS against an {@code --insecure} seed and no seed at all: {@code SeedProbeTest} and {@code JoinWatchTest}.)
 */
class NodeJoinRefusedIT {

    private static final String RUN_ID = "join-refused-it";

    @TempDir
    Path tmp;

    @Test
    @Timeout(300)
    void aNodeOfAnotherCa_andAnInsecureNode_atATlsCluster_sayWhyInOneLine_andExitWithStatus1() throws Exception {
        RunCertificates cluster = RunCertificates.create(RUN_ID);
        RunCertificates other = RunCertificates.create("another-run");
        Path stranger = tmp.resolve("stranger");
        other.node("stranger").writeTo(stranger);     // a user's TLS directory, of another CA
        ActorTestKit tls = seed(NodeSecurity.tls(cluster.node("node-0"), RUN_ID));
        String tlsSeed = LiveNode.hostPort(tls.system());
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        try (Launcher launcher = new Launcher(logs)) {
            List<Process> nodes = List.of(
                    launcher.start(node(tlsSeed, "--tls", stranger.toString())),
                    launcher.start(node(tlsSeed, "--insecure")));
            List<List<String>> expected = List.of(
                    List.of("could not join the cluster (seeds " + tlsSeed + ") within 3 s: the cluster refused this "
                            + "node's TLS handshake", "another CA than the cluster's"),
                    List.of("could not join the cluster (seeds " + tlsSeed + ") within 3 s: the cluster refused this "
                            + "node's handshake (" + tlsSeed + " speaks TLS, this node was started --insecure"));
            for (int i = 0; i < nodes.size(); i++) {
                Process node = nodes.get(i);
                Path log = launcher.logOf(i);
                assertTrue(node.waitFor(100, TimeUnit.SECONDS), () -> "still trying to join:\n" + read(log));
                assertEquals(1, node.exitValue(), () -> read(log));
                List<String> errors = read(log).lines().filter(l -> l.startsWith("error: ")).toList();
                assertEquals(1, errors.size(), () -> read(log));
                for (String part : expected.get(i)) {
                    assertTrue(errors.get(0).contains(part), "expected '" + part + "' in:\n" + errors.get(0));
                }
                assertFalse(read(log).contains("\tat "), () -> "a stack trace:\n" + read(log));
            }
        } finally {
            StopNode.stop(tls);
        }
    }

    /** A cluster's first node, founding it. */
    private static ActorTestKit seed(NodeSecurity security) {
        ActorTestKit kit = ActorTestKit.create(LiveNode.SYSTEM_NAME, LiveNode.config("127.0.0.1", 0, List.of(), security));
        Cluster cluster = Cluster.get(kit.system());
        cluster.manager().tell(Join.create(cluster.selfMember().address()));
        return kit;
    }

    /** {@code loadshare node} as node 1 of 2 joining {@code seed}, giving up after 3 s. */
    private static List<String> node(String seed, String... security) {
        List<String> args = new ArrayList<>(List.of("node", "--host", "127.0.0.1", "--port", "0", "--seeds", seed,
                "--index", "1", "--nodes", "2", "--run-id", RUN_ID, "--join-timeout", "3"));
        args.addAll(List.of(security));
        return args;
    }

    private static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
