package loadshare.node.live.join;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.security.GeneralSecurityException;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509ExtendedTrustManager;
import loadshare.node.certs.NodeTls;
import loadshare.node.live.NodeSecurity;

/**
 * Connects to a seed the way the node does, to see why it was not let in: is the port reachable, does it speak
 * TLS, does the node trust the seed's certificate and the seed the node's. Over TLS it uses the node's own key
 * store and trust store; a node on plain TCP only looks whether the seed presents a certificate, and trusts none.
 * Nothing is sent beyond a TLS handshake, and the connection is closed at once.
 */
final class SeedProbe {

    /** The longest a connection or a handshake may take. */
    static final Duration TIMEOUT = Duration.ofSeconds(5);
    /**
     * The longest a look at whether a seed is up ({@link #answers}) waits for its connection: a host that drops packets
     * never refuses.
     */
    static final Duration LOOK = Duration.ofSeconds(1);
    /**
     * After a completed handshake, how long to listen for the seed's refusal of the node's certificate (TLS 1.3
     * sends it after the handshake, with the first data); silence means it took the node.
     */
    private static final Duration REFUSAL_AFTER_HANDSHAKE = Duration.ofSeconds(2);

    private SeedProbe() {
    }

    /** What {@code seed} ({@code host:port}) answers to a node of {@code security}. */
    static SeedAnswer probe(String seed, NodeSecurity security) {
        int colon = seed.lastIndexOf(':');
        String host = seed.substring(0, colon);
        int port = Integer.parseInt(seed.substring(colon + 1));
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(host, port), (int) TIMEOUT.toMillis());
            socket.setSoTimeout((int) TIMEOUT.toMillis());
        } catch (UnknownHostException e) {
            close(socket);
            return new SeedAnswer(seed, SeedAnswer.Kind.UNREACHABLE, "unknown host " + host);
        } catch (IOException e) {
            close(socket);
            return new SeedAnswer(seed, SeedAnswer.Kind.UNREACHABLE, message(e));
        }
        try {
            return security.isInsecure() ? plain(seed, socket, host, port) : tls(seed, socket, host, port, security.tls());
        } catch (GeneralSecurityException | IOException e) {
            return new SeedAnswer(seed, SeedAnswer.Kind.NOT_PROBED, message(e));
        } finally {
            close(socket);
        }
    }

    /** A node on plain TCP: does the seed present a TLS certificate? */
    private static SeedAnswer plain(String seed, Socket socket, String host, int port) throws GeneralSecurityException {
        Witness witness = new Witness(null);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new TrustManager[] {witness}, null);
        try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(socket, host, port, true)) {
            tls.startHandshake();
        } catch (IOException e) {
            // expected either way: it trusts no one, and a plain seed closes the connection
        }
        return witness.presented
                ? new SeedAnswer(seed, SeedAnswer.Kind.SPEAKS_TLS, "")
                : new SeedAnswer(seed, SeedAnswer.Kind.ANSWERS, "");
    }

    /** A node over TLS: a handshake with its own credentials. */
    private static SeedAnswer tls(String seed, Socket socket, String host, int port, NodeTls credentials)
            throws GeneralSecurityException, IOException {
        Witness witness = new Witness((X509ExtendedTrustManager) credentials.trustManagers()[0]);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(credentials.keyManagers(), new TrustManager[] {witness}, null);
        try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(socket, host, port, true)) {
            try {
                tls.startHandshake();
            } catch (IOException e) {
                if (witness.untrusted != null) {
                    return new SeedAnswer(seed, SeedAnswer.Kind.SEED_CERTIFICATE_UNTRUSTED, witness.untrusted);
                }
                return new SeedAnswer(seed, witness.presented ? SeedAnswer.Kind.NODE_CERTIFICATE_REFUSED
                        : SeedAnswer.Kind.NOT_TLS, message(e));
            }
            tls.setSoTimeout((int) REFUSAL_AFTER_HANDSHAKE.toMillis());
            try (InputStream in = tls.getInputStream()) {
                return in.read() < 0
                        ? new SeedAnswer(seed, SeedAnswer.Kind.NODE_CERTIFICATE_REFUSED, "it closed the connection")
                        : new SeedAnswer(seed, SeedAnswer.Kind.ANSWERS, "");
            } catch (SocketTimeoutException quiet) {
                return new SeedAnswer(seed, SeedAnswer.Kind.ANSWERS, "");
            } catch (IOException e) {
                return new SeedAnswer(seed, SeedAnswer.Kind.NODE_CERTIFICATE_REFUSED, message(e));
            }
        }
    }

    /**
     * Whether {@code seed} ({@code host:port}) takes a connection within {@code timeout}: something listens there. The
     * connection is closed at once, before anything is sent (Artery's TLS server sees a client that went away).
     */
    static boolean answers(String seed, Duration timeout) {
        int colon = seed.lastIndexOf(':');
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(seed.substring(0, colon), Integer.parseInt(seed.substring(colon + 1))),
                    (int) timeout.toMillis());
            return true;
        } catch (IOException | IllegalArgumentException e) {
            return false;       // refused, timed out, no route, unknown host; a port out of range
        }
    }

    private static String message(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closed either way
        }
    }

    /**
     * Sees the seed's certificate during the handshake: whether one was presented, and, with {@code trust} (the
     * node's trust store), why it was not trusted. Without {@code trust} it trusts no one: the probe only looks.
     */
    private static final class Witness extends X509ExtendedTrustManager {

        private final X509ExtendedTrustManager trust;
        volatile boolean presented;
        volatile String untrusted;

        Witness(X509ExtendedTrustManager trust) {
            this.trust = trust;
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws CertificateException {
            presented = true;
            if (trust == null) {
                throw new CertificateException("the probe trusts no one");
            }
            try {
                trust.checkServerTrusted(chain, authType, socket);
            } catch (CertificateException e) {
                untrusted = message(e);
                throw e;
            }
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws CertificateException {
            throw new CertificateException("the probe uses sockets");
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            checkServerTrusted(chain, authType, (Socket) null);
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
                throws CertificateException {
            throw new CertificateException("the probe is a client");
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
                throws CertificateException {
            throw new CertificateException("the probe is a client");
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            throw new CertificateException("the probe is a client");
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return trust == null ? new X509Certificate[0] : trust.getAcceptedIssuers();
        }
    }
}
