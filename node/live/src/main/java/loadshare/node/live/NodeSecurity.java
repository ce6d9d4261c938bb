package loadshare.node.live;

import java.util.regex.Pattern;
import loadshare.node.certs.NodeCredentials;
import loadshare.node.certs.NodeTls;
import loadshare.node.certs.TlsFiles;

/**
 * Who a live node lets in: over mutual TLS (Artery {@code tls-tcp}) only peers whose certificate the node's CA
 * signed, and, at join, only nodes of the same run ({@link RunIdChecker} compares {@value RunIdChecker#KEY}).
 * {@link #insecure} (plain TCP, anyone who reaches the port) only when asked for.
 *
 * @param tls   the node's credentials: a TLS directory's stores (Akka's own engine reads them) or credentials held
 *              in memory ({@link HeldCredentialsEngineProvider}); null for plain TCP
 * @param runId the run this node belongs to
 */
public record NodeSecurity(NodeTls tls, String runId) {

    /** What a run id may be: it is written into the node's settings unquoted-safe. */
    public static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    public NodeSecurity {
        if (runId == null || !RUN_ID.matcher(runId).matches()) {
            throw new IllegalArgumentException("run id '" + runId + "': 1 to 64 letters, digits, '.', '-' or '_'");
        }
    }

    public static NodeSecurity tls(NodeTls tls, String runId) {
        return new NodeSecurity(java.util.Objects.requireNonNull(tls), runId);
    }

    /** Plain TCP: no authentication, no encryption. */
    public static NodeSecurity insecure(String runId) {
        return new NodeSecurity(null, runId);
    }

    public boolean isInsecure() {
        return tls == null;
    }

    /**
     * The node's settings for this (HOCON): the transport, its TLS stores or the token of its credentials held in
     * memory (never a key), the run id.
     */
    String hocon() {
        StringBuilder s = new StringBuilder(RunIdChecker.KEY + " = \"" + runId + "\"\n");
        if (tls == null) {
            return s.append("akka.remote.artery.transport = tcp\n").toString();
        }
        s.append("akka.remote.artery.transport = tls-tcp\n");
        if (tls instanceof NodeCredentials held) {
            return s.append("akka.remote.artery.ssl.ssl-engine-provider = ")
                    .append(quoted(HeldCredentialsEngineProvider.class.getName())).append('\n')
                    .append(HeldCredentials.KEY).append(" = ").append(quoted(HeldCredentials.hold(held))).append('\n')
                    .toString();
        }
        TlsFiles files = (TlsFiles) tls;
        String engine = "akka.remote.artery.ssl.config-ssl-engine.";      // Akka's own engine reads the stores
        return s.append(engine).append("key-store = ").append(quoted(files.keyStore().toAbsolutePath().toString())).append('\n')
                .append(engine).append("trust-store = ").append(quoted(files.trustStore().toAbsolutePath().toString())).append('\n')
                .append(engine).append("key-store-password = ").append(quoted(files.password())).append('\n')
                .append(engine).append("key-password = ").append(quoted(files.password())).append('\n')
                .append(engine).append("trust-store-password = ").append(quoted(files.password())).append('\n')
                .toString();
    }

    private static String quoted(String s) {
        return com.typesafe.config.ConfigUtil.quoteString(s);
    }

    @Override
    public String toString() {
        String how = tls == null ? "plain TCP"
                : tls instanceof TlsFiles files ? "TLS " + files.keyStore()
                : "TLS held in memory, " + ((NodeCredentials) tls).certificate().getSubjectX500Principal();
        return "NodeSecurity[" + how + ", run " + runId + "]";
    }
}
