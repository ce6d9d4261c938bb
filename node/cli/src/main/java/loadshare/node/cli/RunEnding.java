package loadshare.node.cli;

import java.util.function.Consumer;

/**
 * A request to end a run now with the results so far (the user pressed Ctrl-C, here or at the launcher), which may
 * come before the run is up: remembered, then passed on once it is. A node passes it to its {@code LiveNode}, the
 * {@code cluster} launcher to every node.
 */
final class RunEnding {

    private Consumer<String> run;
    private String cause;

    /**
     * Ends the run with {@code cause}: now if it is up, else as soon as it is. Returns false if the run was asked to
     * end before (the caller may then give up waiting).
     */
    synchronized boolean request(String cause) {
        boolean first = this.cause == null;
        if (first) {
            this.cause = cause;
        }
        if (run != null) {
            run.accept(cause);
        }
        return first;
    }

    /** The run is up: {@code end} ends it; a request that came before reaches it now. */
    synchronized void started(Consumer<String> end) {
        this.run = end;
        if (cause != null) {
            end.accept(cause);
        }
    }

    /** Whether the run is up. */
    synchronized boolean isStarted() {
        return run != null;
    }
}
