package loadshare.node.live;

import java.util.regex.Pattern;
import loadshare.node.certs.TlsFiles;

/**
 * Who a live node lets in: over mutual TLS (Artery {@code tls-tcp}) only peers whose certificate the node's CA
 * signed, and, at join, only nodes of the same run ({@link RunIdChecker} compares {@value RunIdChecker#KEY}).
 * {@link #insecure} (plain TCP, anyone who reaches the port) only when asked for.
 *
 * @param tls   the node's key store, trust store and password; null for plain TCP
 * @param runId the run this node belongs to
 */
public record NodeSecurity(TlsFiles tls, String runId) {

    /** What a run id may be: it is written into the node's settings unquoted-safe. */
    public static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    public NodeSecurity {
        if (runId == null || !RUN_ID.matcher(runId).matches()) {
            throw new IllegalArgumentException("run id '" + runId + "': 1 to 64 letters, digits, '.', '-' or '_'");
        }
    }

    public static NodeSecurity tls(TlsFiles files, String runId) {
        return new NodeSecurity(java.util.Objects.requireNonNull(files), runId);
    }

    /** Plain TCP: no authentication, no encryption. */
    public static NodeSecurity insecure(String runId) {
        return new NodeSecurity(null, runId);
    }

    public boolean isInsecure() {
        return tls == null;
    }

    /** The node's settings for this (HOCON): the transport, its TLS stores, the run id. */
    String hocon() {
        StringBuilder s = new StringBuilder(RunIdChecker.KEY + " = \"" + runId + "\"\n");
        if (tls == null) {
            return s.append("akka.remote.artery.transport = tcp\n").toString();
        }
        String engine = "akka.remote.artery.ssl.config-ssl-engine.";
        return s.append("akka.remote.artery.transport = tls-tcp\n")
                .append(engine).append("key-store = ").append(quoted(tls.keyStore().toAbsolutePath().toString())).append('\n')
                .append(engine).append("trust-store = ").append(quoted(tls.trustStore().toAbsolutePath().toString())).append('\n')
                .append(engine).append("key-store-password = ").append(quoted(tls.password())).append('\n')
                .append(engine).append("key-password = ").append(quoted(tls.password())).append('\n')
                .append(engine).append("trust-store-password = ").append(quoted(tls.password())).append('\n')
                .toString();
    }

    private static String quoted(String s) {
        return com.typesafe.config.ConfigUtil.quoteString(s);
    }

    @Override
    public String toString() {
        return "NodeSecurity[" + (tls == null ? "plain TCP" : "TLS " + tls.keyStore()) + ", run " + runId + "]";
    }
}
