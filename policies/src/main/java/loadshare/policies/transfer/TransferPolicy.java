package loadshare.policies.transfer;

import loadshare.policies.NodeContext;

/**
 * When to transfer: whether this node is, right now, a sender (should move work away) or a receiver
 * (should take work in). Asked at a job's arrival (not counting the arriving job) and after a departure.
 */
public interface TransferPolicy {

    boolean isSender(NodeContext node);

    boolean isReceiver(NodeContext node);
}
