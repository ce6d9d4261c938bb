package loadshare.policies.transfer;

/**
 * Two thresholds LT <= UT (the stable symmetric policy): a sender above UT, a receiver below LT, OK between.
 */
public record TwoThresholdTransfer(double lower, double upper) implements TransferPolicy {

    @Override
    public boolean isSender(double load) {
        return load > upper;
    }

    @Override
    public boolean isReceiver(double load) {
        return load < lower;
    }
}
