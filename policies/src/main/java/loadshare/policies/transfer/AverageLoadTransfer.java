package loadshare.policies.transfer;

import loadshare.policies.information.LoadTable;

/**
 * The symmetric policy's adaptive threshold: the average load this node knows of (its own and what
 * messages told it of others), rounded, at least one. A node holding more than that is a sender, fewer a
 * receiver; as the cluster's load rises, so does the threshold.
 */
public final class AverageLoadTransfer implements TransferPolicy {

    private final LoadTable known;

    public AverageLoadTransfer(LoadTable known) {
        this.known = known;
    }

    /** The threshold now. */
    public double threshold() {
        return Math.max(1, Math.rint(known.average()));
    }

    @Override
    public boolean isSender(double load) {
        return load > threshold();
    }

    @Override
    public boolean isReceiver(double load) {
        return load < threshold();
    }
}
