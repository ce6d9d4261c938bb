package loadshare.node.live.join;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import loadshare.node.certs.NodeCredentials;
import loadshare.node.certs.NodeTls;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.NodeSecurity;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a probe finds at a seed, against plain Java servers that behave as Artery's do (a TLS server that requires
 * a client certificate of its CA; a plain one that closes a connection which does not speak its protocol), over
 * TLS 1.2 (what the nodes use) and TLS 1.3 (where a refused client certificate shows only after the handshake).
 */
class SeedProbeTest {

    private static RunCertificates cluster;
    private static RunCertificates other;
    private static NodeCredentials clusterNode;
    private static NodeCredentials clusterSeed;
    private static NodeCredentials otherNode;

    @BeforeAll
    static void certificates() throws IOException {
        cluster = RunCertificates.create("cluster");
        other = RunCertificates.create("other");
        clusterNode = cluster.node("node-1");
        clusterSeed = cluster.node("node-0");
        otherNode = other.node("stranger");
    }

    @ParameterizedTest
    @ValueSource(strings = {"TLSv1.2", "TLSv1.3"})
    void aTlsNode_ofTheSeedsCa_isAnswered(String protocol) throws Exception {
        try (Seed seed = Seed.tls(clusterSeed, clusterSeed, protocol)) {
            assertEquals(SeedAnswer.Kind.ANSWERS, probe(seed, NodeSecurity.tls(clusterNode, "r")).kind());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"TLSv1.2", "TLSv1.3"})
    void aTlsNode_ofAnotherCa_findsTheSeedsCertificateUntrusted(String protocol) throws Exception {
        try (Seed seed = Seed.tls(clusterSeed, clusterSeed, protocol)) {
            assertEquals(SeedAnswer.Kind.SEED_CERTIFICATE_UNTRUSTED, probe(seed, NodeSecurity.tls(otherNode, "r")).kind());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"TLSv1.2", "TLSv1.3"})
    void aTlsNode_whoseCertificateTheSeedDoesNotTrust_findsItRefused(String protocol) throws Exception {
        // the seed presents a certificate of the node's CA, but trusts only another CA
        try (Seed seed = Seed.tls(clusterSeed, otherNode, protocol)) {
            assertEquals(SeedAnswer.Kind.NODE_CERTIFICATE_REFUSED, probe(seed, NodeSecurity.tls(clusterNode, "r")).kind());
        }
    }

    @Test
    void aTlsNode_atAPlainSeed_findsItDoesNotSpeakTls() throws Exception {
        try (Seed seed = Seed.plain()) {
            assertEquals(SeedAnswer.Kind.NOT_TLS, probe(seed, NodeSecurity.tls(clusterNode, "r")).kind());
        }
    }

    @Test
    void anInsecureNode_atATlsSeed_findsItSpeaksTls_andAtAPlainSeedIsAnswered() throws Exception {
        try (Seed seed = Seed.tls(clusterSeed, clusterSeed, "TLSv1.2")) {
            assertEquals(SeedAnswer.Kind.SPEAKS_TLS, probe(seed, NodeSecurity.insecure("r")).kind());
        }
        try (Seed seed = Seed.plain()) {
            assertEquals(SeedAnswer.Kind.ANSWERS, probe(seed, NodeSecurity.insecure("r")).kind());
        }
    }

    @Test
    void aPortNobodyListensOn_isUnreachable() throws Exception {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        SeedAnswer answer = SeedProbe.probe("127.0.0.1:" + port, NodeSecurity.insecure("r"));
        assertEquals(new SeedAnswer("127.0.0.1:" + port, SeedAnswer.Kind.UNREACHABLE, "Connection refused"), answer);
    }

    @Test
    void aSeedThatTakesConnections_answers_andAPortNobodyListensOn_orAnUnknownHost_doesNot() throws Exception {
        try (Seed seed = Seed.plain()) {
            assertTrue(SeedProbe.answers("127.0.0.1:" + seed.socket.getLocalPort(), Duration.ofSeconds(5)));
        }
        // a port held (bound, not listening) so that no other socket of this JVM can take it: connections are refused
        try (Socket held = new Socket()) {
            held.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            assertFalse(SeedProbe.answers("127.0.0.1:" + held.getLocalPort(), Duration.ofSeconds(5)));
        }
        assertFalse(SeedProbe.answers("no-such-host.invalid:25520", Duration.ofSeconds(5)));
    }

    private static SeedAnswer probe(Seed seed, NodeSecurity security) {
        return SeedProbe.probe("127.0.0.1:" + seed.socket.getLocalPort(), security);
    }

    /** A seed's port on loopback, serving one connection after another until closed. */
    private static final class Seed implements AutoCloseable {

        private final ServerSocket socket;
        private final Thread thread;

        private Seed(ServerSocket socket) {
            this.socket = socket;
            this.thread = new Thread(this::serve, "seed-probe-test-seed");
            thread.setDaemon(true);
            thread.start();
        }

        /** Plain TCP: reads what comes, and closes the connection (it is never its protocol). */
        static Seed plain() throws IOException {
            return new Seed(new ServerSocket(0, 5, InetAddress.getLoopbackAddress()));
        }

        /** TLS with {@code own}'s certificate, requiring a client certificate that {@code trusting}'s CA signed. */
        static Seed tls(NodeTls own, NodeTls trusting, String protocol) throws GeneralSecurityException, IOException {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(own.keyManagers(), trusting.trustManagers(), null);
            SSLServerSocket server = (SSLServerSocket) context.getServerSocketFactory()
                    .createServerSocket(0, 5, InetAddress.getLoopbackAddress());
            server.setNeedClientAuth(true);
            server.setEnabledProtocols(new String[] {protocol});
            return new Seed(server);
        }

        private void serve() {
            while (!socket.isClosed()) {
                try (Socket connection = socket.accept()) {
                    connection.setSoTimeout(10_000);
                    if (connection instanceof SSLSocket tls) {
                        tls.startHandshake();
                    }
                    InputStream in = connection.getInputStream();
                    in.read();
                } catch (IOException e) {
                    // a refused handshake, a closed connection, or the seed closed
                }
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
