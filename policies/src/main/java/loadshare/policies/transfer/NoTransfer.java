package loadshare.policies.transfer;

/** Never a sender, never a receiver: the node keeps every job (the baseline, no load sharing). */
public final class NoTransfer implements TransferPolicy {

    @Override
    public boolean isSender(double load) {
        return false;
    }

    @Override
    public boolean isReceiver(double load) {
        return false;
    }
}
