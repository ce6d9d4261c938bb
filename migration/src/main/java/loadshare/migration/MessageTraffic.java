package loadshare.migration;

/**
 * Messages sent to a migrating task: a Poisson stream of {@code rate} messages per second, whose senders
 * keep addressing the old host until {@code senderLearnDelay} seconds after the task resumed on the new
 * one. Messages to the old location are forwarded by the task's home node.
 */
public record MessageTraffic(double rate, double senderLearnDelay) {

    public static final MessageTraffic NONE = new MessageTraffic(0, 0);

    public MessageTraffic {
        if (!(rate >= 0) || Double.isInfinite(rate) || !(senderLearnDelay >= 0) || Double.isInfinite(senderLearnDelay)) {
            throw new IllegalArgumentException("message rate and sender learn delay are finite and >= 0");
        }
    }
}
