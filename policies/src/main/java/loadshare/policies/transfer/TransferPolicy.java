package loadshare.policies.transfer;

/**
 * When to transfer: whether a node with a given load should shed work (a sender) or take work (a
 * receiver). The same tests classify this node (its own load, counting a job that has just arrived) and
 * other nodes (the load they reported), so every node of a cluster judges alike.
 */
public interface TransferPolicy {

    /** A node with this load has more work than it should. */
    boolean isSender(double load);

    /** A node with this load should take work from others. */
    boolean isReceiver(double load);
}
