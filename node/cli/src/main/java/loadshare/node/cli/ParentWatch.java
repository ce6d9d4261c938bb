package loadshare.node.cli;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import loadshare.config.SettingsException;
import loadshare.node.certs.BadCertificates;
import loadshare.node.certs.NodeCredentials;
import loadshare.node.live.ChildConsole;
import loadshare.node.live.Launcher;
import picocli.CommandLine.Option;

/**
 * The hidden options the launcher gives the child JVMs it starts: exit when the parent JVM exits (and end the run
 * when it asks, on the same pipe), and, for a node of the parent's run, read its TLS credentials from the stdin pipe
 * first (they are never written to a file) and mark what the user is to see ({@link ChildConsole}).
 */
final class ParentWatch {

    @Option(names = Launcher.WATCH_PARENT, hidden = true, description = "exit when the parent process exits")
    boolean exitWithParent;

    @Option(names = Launcher.TLS_ON_STDIN, hidden = true,
            description = "this node's TLS credentials come from the parent process on stdin")
    boolean tlsOnStdin;

    @Option(names = ChildConsole.OPTION, hidden = true,
            description = "mark the lines the launcher shows the user (console lines, the results' table)")
    boolean toLauncher;

    @Option(names = Launcher.HELD, hidden = true,
            description = "make ready, then wait for the parent's word before joining the run (a failed node's next "
                    + "incarnation, started before its repair)")
    boolean held;

    private NodeCredentials fromParent;
    private final RunEnding ending = new RunEnding();
    /** Takes the address of a node the parent killed, to down it; none until the node is up. */
    private volatile Consumer<String> downs = hostPort -> {
    };
    /** The nodes a held child is to join through, once its parent lets it; null if the run ended before. */
    private final CompletableFuture<List<String>> released = new CompletableFuture<>();

    /**
     * Reads the credentials the parent sends, if any, then starts watching the parent, if this JVM is a launched
     * child; Ctrl-C is then the parent's to handle, and it ends the run through {@link #ending()}.
     */
    void start() {
        if (tlsOnStdin) {
            try {
                fromParent = Launcher.credentialsFromParent();
            } catch (BadCertificates e) {
                throw new SettingsException(Launcher.TLS_ON_STDIN + ": " + e.getMessage());
            }
        }
        if (held && !exitWithParent) {
            throw new SettingsException(Launcher.HELD + ": only a node its launcher started (" + Launcher.WATCH_PARENT
                    + ") waits for its word");
        }
        if (exitWithParent) {
            Signals.ignoreInterrupt();
            Launcher.exitWithParent(cause -> {
                released.complete(null);
                ending.request(cause);
            }, hostPort -> downs.accept(hostPort), released::complete);
        }
    }

    /** Where the parent's request to end the run goes: give it the node once it is up. */
    RunEnding ending() {
        return ending;
    }

    /** Where the parent's word that a node it killed is dead goes: give it the node once it is up. */
    void onDown(Consumer<String> downs) {
        this.downs = downs;
    }

    /** Whether this node waits for its parent's word ({@link #awaitRelease}) before it joins the run. */
    boolean held() {
        return held;
    }

    /**
     * For a held node: waits until the parent lets it join the run, and returns the addresses ({@code host:port}) of
     * the nodes to join through; null if the run ended first (the parent asked for its end, or went).
     */
    List<String> awaitRelease() {
        return released.join();
    }

    /** Whether the launcher shows the user what this node marks. */
    boolean toLauncher() {
        return toLauncher;
    }

    /** The node's credentials the parent sent on stdin ({@link #start} read them), or null. */
    NodeCredentials credentials() {
        return fromParent;
    }
}
