package loadshare.policies.vsystem;

import loadshare.policies.information.LoadTable;
import loadshare.policies.transfer.TransferPolicy;

/**
 * The V-System's transfer policy: the M least loaded nodes (by the latest broadcasts) are receivers, all
 * others senders. A load ranks among the M least when fewer than M known loads are lower than it.
 */
public final class RankTransfer implements TransferPolicy {

    private final int receivers;
    private final LoadTable known;

    public RankTransfer(int receivers, LoadTable known) {
        this.receivers = receivers;
        this.known = known;
    }

    @Override
    public boolean isSender(double load) {
        return !isReceiver(load);
    }

    @Override
    public boolean isReceiver(double load) {
        return known.countBelow(load) < receivers;
    }
}
