package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.Probe;
import loadshare.protocol.LoadSharingMessage.WorkRequest;

/**
 * The threshold location policy's search, for either side: ask up to {@code probeLimit} candidates one after
 * another — a sender probes for a receiver, a receiver asks for work — until the side's own policy says the
 * answer will do or the candidates run out. A node gone while asked counts as a refusal. The searches in
 * progress are kept by negotiation id.
 */
final class SequentialSearch {

    private final int probeLimit;
    private final Candidates candidates;
    private final LoadMetric metric;
    private final boolean forSender;
    private final Negotiations<Sequence> searches = new Negotiations<>();

    /** @param forSender a sender's search (probes); else a receiver's (work requests) */
    SequentialSearch(int probeLimit, Candidates candidates, LoadMetric metric, boolean forSender) {
        this.probeLimit = probeLimit;
        this.candidates = candidates;
        this.metric = metric;
        this.forSender = forSender;
    }

    /** Starts a search about {@code job} (null for a receiver) by asking the first candidate, if there is one. */
    void start(Job job, NodeContext node) {
        int[] targets = candidates.pick(node, probeLimit, forSender);
        if (targets.length == 0) {
            return;
        }
        long id = node.nextNegotiation();
        searches.put(id, new Sequence(job, targets));
        ask(targets[0], id, node);
    }

    /** The search with this id, or null if it has ended (or never was). */
    Sequence get(long id) {
        return searches.get(id);
    }

    /** Ends the search with this id (an answer that will do); returns it, or null if there was none. */
    Sequence end(long id) {
        return searches.remove(id);
    }

    /** The node asked now refused: ask the next candidate, or end the search if none is left. */
    void next(long id, Sequence search, NodeContext node) {
        if (search.advance()) {
            ask(search.current(), id, node);
        } else {
            searches.remove(id);
        }
    }

    /** Node {@code peer} is gone: every search waiting for its answer goes on as if it had refused. */
    void onPeerDown(int peer, NodeContext node) {
        for (long id : searches.ids()) {
            Sequence search = searches.get(id);
            if (search.current() == peer) {
                next(id, search, node);
            }
        }
    }

    boolean isEmpty() {
        return searches.isEmpty();
    }

    private void ask(int target, long id, NodeContext node) {
        double load = metric.load(node);
        node.sendProbe(target, forSender ? new Probe(id, load) : new WorkRequest(id, load));
    }
}
