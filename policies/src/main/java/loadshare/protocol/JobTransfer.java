package loadshare.protocol;

/**
 * A job sent to another node to be run there.
 *
 * @param negotiation the negotiation this transfer answers (a receiver's work request), or 0 if unasked
 * @param load        the sender's load after the job left (information travels with every message)
 */
public record JobTransfer(Job job, long negotiation, double load) implements NodeMessage {

    /** A transfer that answers no request. */
    public static JobTransfer unasked(Job job, double load) {
        return new JobTransfer(job, 0, load);
    }
}
