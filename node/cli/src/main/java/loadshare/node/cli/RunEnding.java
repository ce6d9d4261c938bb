package loadshare.node.cli;

import loadshare.node.live.LiveNode;

/**
 * A request to end a node's run now with the results so far (its launcher asked: the user pressed Ctrl-C there),
 * which may come before the node is up: remembered, then passed on once it is.
 */
final class RunEnding {

    private LiveNode node;
    private String cause;

    /** Ends the run with {@code cause}: now if the node is up, else as soon as it is. */
    synchronized void request(String cause) {
        if (node != null) {
            node.interrupt(cause);
        } else if (this.cause == null) {
            this.cause = cause;
        }
    }

    /** The node is up: a request that came before it reaches it now. */
    synchronized void started(LiveNode node) {
        this.node = node;
        if (cause != null) {
            node.interrupt(cause);
        }
    }
}
