package loadshare.policies.transfer;

import loadshare.policies.NodeContext;

/** Every arrival is handed to the location policy (a static policy: e.g. a central queue decides all placements). */
public final class AlwaysTransfer implements TransferPolicy {

    @Override
    public boolean isSender(NodeContext node) {
        return true;
    }

    @Override
    public boolean isReceiver(NodeContext node) {
        return false;
    }
}
