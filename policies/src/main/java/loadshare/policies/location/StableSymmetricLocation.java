package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.Probe;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import loadshare.protocol.NodeMessage;

/**
 * The improved (stable) symmetric policy of Shivaratri and Krueger: every node keeps sender, receiver and
 * OK lists of the others, updated from the load that every probe and reply carries. A sender polls the
 * head of its receivers list, again and again, until it finds a receiver or the list is empty or the
 * probe limit is reached. A receiver polls its senders list from the head, then its OK list and its
 * receivers list from the tail (oldest knowledge first). At high load the receivers lists empty, so
 * senders stop polling: the policy cannot make things worse by probing a saturated cluster.
 */
public final class StableSymmetricLocation implements LocationPolicy {

    private final int probeLimit;
    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final NodeLists lists;
    private final Negotiations<SenderSearch> senderSearches = new Negotiations<>();
    private ReceiverSearch receiverSearch;

    private static final class SenderSearch {
        final Job job;
        int probes = 1;
        int polling;

        SenderSearch(Job job, int polling) {
            this.job = job;
            this.polling = polling;
        }
    }

    private static final class ReceiverSearch {
        final long id;
        final int[] polled;
        int probes;

        ReceiverSearch(long id, int probeLimit) {
            this.id = id;
            this.polled = new int[probeLimit];
        }

        boolean polled(int node) {
            return RandomCandidates.contains(polled, probes, node);
        }
    }

    public StableSymmetricLocation(int nodes, int self, int probeLimit, TransferPolicy transfer, LoadMetric metric) {
        this.probeLimit = probeLimit;
        this.transfer = transfer;
        this.metric = metric;
        this.lists = new NodeLists(nodes, self);
    }

    @Override
    public void observe(int other, double load) {
        int list = transfer.isSender(load) ? NodeLists.SENDERS
                : transfer.isReceiver(load) ? NodeLists.RECEIVERS : NodeLists.OK;
        lists.moveToHead(list, other);
    }

    // ---- the sender component ----

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
        int target = lists.head(NodeLists.RECEIVERS);
        if (target < 0) {
            return;
        }
        long id = node.nextNegotiation();
        senderSearches.put(id, new SenderSearch(job, target));
        node.sendProbe(target, new Probe(id, metric.load(node)));
    }

    private boolean onProbeReply(int from, ProbeReply reply, NodeContext node) {
        SenderSearch search = senderSearches.get(reply.negotiation());
        if (search == null) {
            return false;
        }
        if (transfer.isReceiver(reply.load())) {
            senderSearches.remove(reply.negotiation());
            if (node.withdraw(search.job)) {
                node.transfer(search.job, from, 0, metric.load(node));
            }
        } else {
            pollNext(reply.negotiation(), search, node);
        }
        return true;
    }

    /** Polls the head of the receivers list again, unless the limit is reached or the list is empty. */
    private void pollNext(long id, SenderSearch search, NodeContext node) {
        int target = lists.head(NodeLists.RECEIVERS);
        if (search.probes < probeLimit && target >= 0 && target != search.polling) {
            search.probes++;
            search.polling = target;
            node.sendProbe(target, new Probe(id, metric.load(node)));
        } else {
            senderSearches.remove(id);
        }
    }

    /** Node {@code peer} is gone: it leaves the lists, and a search waiting for it goes on. */
    @Override
    public void onPeerDown(int peer, NodeContext node) {
        lists.remove(peer);
        searchesGoOn(peer, node);
    }

    /**
     * Node {@code peer} is down for now: it is neither a sender nor a receiver, so it goes to the head of the OK list
     * (polled last), to be moved again by the next load it tells; a search waiting for it goes on.
     */
    @Override
    public void onNoAnswer(int peer, NodeContext node) {
        lists.moveToHead(NodeLists.OK, peer);
        searchesGoOn(peer, node);
    }

    /** Every search waiting for {@code peer}'s answer polls its next candidate. */
    private void searchesGoOn(int peer, NodeContext node) {
        for (long id : senderSearches.ids()) {
            SenderSearch search = senderSearches.get(id);
            if (search.polling == peer) {
                pollNext(id, search, node);
            }
        }
        if (receiverSearch != null && receiverSearch.polled[receiverSearch.probes - 1] == peer
                && !pollNext(receiverSearch, node)) {
            receiverSearch = null;
        }
    }

    // ---- the receiver component ----

    @Override
    public void findWork(NodeContext node) {
        if (receiverSearch != null) {
            return;
        }
        ReceiverSearch search = new ReceiverSearch(node.nextNegotiation(), probeLimit);
        if (pollNext(search, node)) {
            receiverSearch = search;
        }
    }

    /** Asks the next node in the receiver's order for work; false if there is none left or the limit is reached. */
    private boolean pollNext(ReceiverSearch search, NodeContext node) {
        if (search.probes == probeLimit) {
            return false;
        }
        int target = nextToPoll(search);
        if (target < 0) {
            return false;
        }
        search.polled[search.probes++] = target;
        node.sendProbe(target, new WorkRequest(search.id, metric.load(node)));
        return true;
    }

    /** Senders from the head (newest first), then OK and receivers from the tail (oldest first). */
    private int nextToPoll(ReceiverSearch search) {
        for (int node = lists.head(NodeLists.SENDERS); node >= 0; node = lists.next(node)) {
            if (!search.polled(node)) {
                return node;
            }
        }
        for (int list : new int[] {NodeLists.OK, NodeLists.RECEIVERS}) {
            for (int node = lists.tail(list); node >= 0; node = lists.previous(node)) {
                if (!search.polled(node)) {
                    return node;
                }
            }
        }
        return -1;
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof ProbeReply reply) {
            return onProbeReply(from, reply, node);
        }
        if (message instanceof NoWork noWork && receiverSearch != null && receiverSearch.id == noWork.negotiation()) {
            if (!transfer.isReceiver(metric.load(node)) || !pollNext(receiverSearch, node)) {
                receiverSearch = null;
            }
            return true;
        }
        return false;
    }

    @Override
    public void onTransferReceived(int from, JobTransfer transfer, NodeContext node) {
        if (receiverSearch != null && receiverSearch.id == transfer.negotiation()) {
            receiverSearch = null;
        }
    }

    /** The node's lists, for tests. */
    public NodeLists lists() {
        return lists;
    }
}
