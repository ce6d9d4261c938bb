package loadshare.protocol;

/**
 * The centralized information policy: nodes report their load to a coordinator, which answers location
 * queries from what it knows.
 */
public sealed interface LoadDirectoryMessage extends NodeMessage {

    /** A node's load, reported when it changed enough. */
    record LoadReport(double load) implements LoadDirectoryMessage {
    }

    /**
     * "Whom should I share with?" A sender ({@code sender = true}) asks for the least loaded node, a
     * receiver for the most loaded one.
     */
    record LocationQuery(long negotiation, boolean sender) implements LoadDirectoryMessage {
    }

    /** The coordinator's answer: a node and its last reported load, or node -1 if it knows none but the asker. */
    record LocationAnswer(long negotiation, int node, double load) implements LoadDirectoryMessage {
    }
}
