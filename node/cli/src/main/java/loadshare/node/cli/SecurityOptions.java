package loadshare.node.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import loadshare.config.SettingsException;
import loadshare.node.certs.BadCertificates;
import loadshare.node.certs.NodeCredentials;
import loadshare.node.certs.TlsFiles;
import loadshare.node.live.Launcher;
import loadshare.node.live.NodeSecurity;
import picocli.CommandLine.Option;

/**
 * Who a node lets in: its TLS directory (or, for a node its parent started, the credentials the parent sent; or, only
 * when asked for, plain TCP) and its run's id.
 */
final class SecurityOptions {

    @Option(names = "--tls", paramLabel = "DIR",
            description = "this node's TLS directory, made by 'loadshare certs node': its key and certificate, and the "
                    + "CA it trusts; peers must present a certificate of the same CA (mutual TLS)")
    Path tls;

    @Option(names = "--insecure",
            description = "plain TCP instead of TLS: no authentication, no encryption; anyone who reaches the port "
                    + "can join and send messages. Only on a network you trust")
    boolean insecure;

    @Option(names = "--run-id", paramLabel = "ID",
            description = "the run this node belongs to; a node of another run id is refused at join. Give every node "
                    + "of a run the same, and each run a new one (default: derived from the run's settings)")
    String runId;

    /**
     * The node's security; {@code defaultRunId} when no {@code --run-id} was given; {@code fromParent} the
     * credentials the parent process sent ({@link ParentWatch#credentials()}), or null. Prints a warning line on
     * {@code err} if insecure.
     */
    NodeSecurity toSecurity(String defaultRunId, NodeCredentials fromParent, PrintWriter err) {
        String id = runId == null ? defaultRunId : runId;
        if (!NodeSecurity.RUN_ID.matcher(id).matches()) {
            throw new SettingsException("--run-id " + id + ": must be 1 to 64 letters, digits, '.', '-' or '_'");
        }
        if (insecure && tls != null) {
            throw new SettingsException("--insecure and --tls " + tls + ": give one of them");
        }
        if (fromParent != null) {
            if (insecure || tls != null) {
                throw new SettingsException(Launcher.TLS_ON_STDIN + " and " + (insecure ? "--insecure" : "--tls " + tls)
                        + ": give one of them");
            }
            return NodeSecurity.tls(fromParent, id);
        }
        if (insecure) {
            warnInsecure(err);
            return NodeSecurity.insecure(id);
        }
        if (tls == null) {
            throw new SettingsException("--tls DIR is required: this node's certificates (make them with 'loadshare certs "
                    + "init CA_DIR' and 'loadshare certs node NAME --ca CA_DIR'), or --insecure for plain TCP");
        }
        try {
            return NodeSecurity.tls(TlsFiles.in(tls), id);
        } catch (BadCertificates e) {
            throw new SettingsException("--tls " + e.getMessage());
        }
    }

    static void warnInsecure(PrintWriter err) {
        err.println("warning: --insecure: plain TCP, no authentication or encryption; anyone who can reach this "
                + "node's port can join the cluster and send it messages");
        err.flush();
    }
}
