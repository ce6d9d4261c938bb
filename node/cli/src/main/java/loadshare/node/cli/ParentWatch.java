package loadshare.node.cli;

import loadshare.config.SettingsException;
import loadshare.node.certs.BadCertificates;
import loadshare.node.certs.NodeCredentials;
import loadshare.node.live.Launcher;
import picocli.CommandLine.Option;

/**
 * The hidden options the launcher gives the child JVMs it starts: exit when the parent JVM exits, and, for a node
 * of the parent's run, read its TLS credentials from the stdin pipe first (they are never written to a file).
 */
final class ParentWatch {

    @Option(names = Launcher.WATCH_PARENT, hidden = true, description = "exit when the parent process exits")
    boolean exitWithParent;

    @Option(names = Launcher.TLS_ON_STDIN, hidden = true,
            description = "this node's TLS credentials come from the parent process on stdin")
    boolean tlsOnStdin;

    private NodeCredentials fromParent;

    /**
     * Reads the credentials the parent sends, if any, then starts watching the parent, if this JVM is a launched
     * child; Ctrl-C is then the parent's to handle.
     */
    void start() {
        if (tlsOnStdin) {
            try {
                fromParent = Launcher.credentialsFromParent();
            } catch (BadCertificates e) {
                throw new SettingsException(Launcher.TLS_ON_STDIN + ": " + e.getMessage());
            }
        }
        if (exitWithParent) {
            Signals.ignoreInterrupt();
            Launcher.exitWithParent();
        }
    }

    /** The node's credentials the parent sent on stdin ({@link #start} read them), or null. */
    NodeCredentials credentials() {
        return fromParent;
    }
}
