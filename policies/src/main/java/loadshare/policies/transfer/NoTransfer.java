package loadshare.policies.transfer;

import loadshare.policies.NodeContext;

/** Never a sender, never a receiver: the node keeps every job (the baseline, no load sharing). */
public final class NoTransfer implements TransferPolicy {

    @Override
    public boolean isSender(NodeContext node) {
        return false;
    }

    @Override
    public boolean isReceiver(NodeContext node) {
        return false;
    }
}
