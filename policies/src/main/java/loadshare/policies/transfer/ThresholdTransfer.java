package loadshare.policies.transfer;

/**
 * One threshold T: a node holding more than T jobs is a sender (at an arrival: it already held T or more),
 * a node holding fewer than T is a receiver.
 */
public record ThresholdTransfer(double threshold) implements TransferPolicy {

    @Override
    public boolean isSender(double load) {
        return load > threshold;
    }

    @Override
    public boolean isReceiver(double load) {
        return load < threshold;
    }
}
