package loadshare.protocol;

/**
 * The probing protocol of the decentralized policies. Every message carries its sender's current load,
 * so that any node learns from every message it gets (the stable symmetric policy relies on it).
 * {@code negotiation} identifies, at the node that started it, the negotiation a message belongs to.
 */
public sealed interface LoadSharingMessage extends NodeMessage {

    long negotiation();

    /** The sender's load when it sent the message. */
    double load();

    /** "What is your load?" — answered at once with a {@link ProbeReply}. */
    record Probe(long negotiation, double load) implements LoadSharingMessage {
    }

    /** The probed node's load at the time the probe arrived (it may be stale by the time it is used). */
    record ProbeReply(long negotiation, double load) implements LoadSharingMessage {
    }

    /** A receiver asks for a job: answered by a {@link JobTransfer} if the asked node is a sender, else {@link NoWork}. */
    record WorkRequest(long negotiation, double load) implements LoadSharingMessage {
    }

    /** The asked node is not a sender (or has no job it may give). */
    record NoWork(long negotiation, double load) implements LoadSharingMessage {
    }

    /** Information policies: a node tells others its load (periodically or when it changed enough). */
    record LoadUpdate(long negotiation, double load) implements LoadSharingMessage {
        public LoadUpdate(double load) {
            this(0, load);
        }
    }
}
