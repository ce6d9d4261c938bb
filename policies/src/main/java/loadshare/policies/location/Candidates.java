package loadshare.policies.location;

import loadshare.policies.NodeContext;

/** Which other nodes a location policy tries, best first. */
public interface Candidates {

    /**
     * Up to {@code count} distinct nodes other than this one. A sender ({@code forSender}) wants likely
     * receivers; a receiver wants likely senders.
     */
    int[] pick(NodeContext node, int count, boolean forSender);
}
