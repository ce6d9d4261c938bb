package loadshare.policies.transfer;

/**
 * Every arrival is handed to the location policy, which decides where it runs (a dispatcher: the central
 * queue, the power of d choices). Never a receiver.
 */
public final class AlwaysTransfer implements TransferPolicy {

    @Override
    public boolean isSender(double load) {
        return true;
    }

    @Override
    public boolean isReceiver(double load) {
        return false;
    }
}
