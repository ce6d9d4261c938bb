package loadshare.node.live;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/** Connections from strangers to a node's port, written with plain Java sockets. */
final class Strangers {

    private Strangers() {
    }

    /**
     * The 109-byte frame that sets Akka 2.6.21's TCP framing looping when it reaches it: {@code AKKA}, a stream id,
     * a frame length of {@code length} (little-endian) and 100 bytes.
     */
    static byte[] badFrame(int length) {
        ByteBuffer frame = ByteBuffer.allocate(109).order(ByteOrder.LITTLE_ENDIAN);
        frame.put(new byte[] {'A', 'K', 'K', 'A'}).put((byte) 1).putInt(length);
        while (frame.hasRemaining()) {
            frame.put((byte) 0x41);
        }
        return frame.array();
    }

    /** Sends {@code bytes} to {@code host:port} and waits (at most 10 s) for the node to close the connection. */
    static void send(String hostPort, byte[] bytes) throws IOException {
        String[] hp = hostPort.split(":");
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(hp[0], Integer.parseInt(hp[1])), 5000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(bytes);
                out.flush();
                drain(socket.getInputStream());
            } catch (IOException reset) {
                // the node reset the connection: it did not listen
            }
        }
    }

    /**
     * A TLS client that trusts anyone and has no certificate of its own tries to talk to the node; the node must
     * refuse it and close the connection (an {@link AssertionError} if it keeps it open for 10 s).
     */
    static void tlsWithoutCertificate(String hostPort) throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new TrustManager[] {new TrustingAnyone()}, null);
        String[] hp = hostPort.split(":");
        try (SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket()) {
            socket.connect(new InetSocketAddress(hp[0], Integer.parseInt(hp[1])), 5000);
            socket.setSoTimeout(10_000);
            socket.startHandshake();
            // the server's refusal of a client without a certificate (TLS 1.3: arrives with the first read)
            socket.getOutputStream().write(badFrame(-5));
            socket.getOutputStream().flush();
            drain(socket.getInputStream());
        } catch (IOException refused) {
            // the handshake failed, or the node closed the connection: either way it did not listen
        }
    }

    private static void drain(InputStream in) throws IOException {
        byte[] buffer = new byte[4096];
        try {
            while (in.read(buffer) >= 0) {
                // whatever the node answers
            }
        } catch (java.net.SocketTimeoutException e) {
            throw new AssertionError("the node kept a stranger's connection open for 10 s", e);
        }
    }

    private static final class TrustingAnyone implements X509TrustManager {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }
}
