package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * Sender-initiated, shortest: poll {@code probeLimit} distinct nodes in parallel and, when all have
 * answered, send the job to the least loaded of them if it is a receiver (ties broken at random). The job
 * waits in the local queue meanwhile.
 */
public final class SenderShortestLocation implements LocationPolicy {

    private final TransferPolicy transfer;
    private final LoadMetric metric;
    private final ParallelPoll polls;

    public SenderShortestLocation(int probeLimit, Candidates candidates, TransferPolicy transfer, LoadMetric metric) {
        this.transfer = transfer;
        this.metric = metric;
        this.polls = new ParallelPoll(probeLimit, candidates, metric, true, this::sendIfReceiver);
    }

    @Override
    public void place(Job job, NodeContext node) {
        node.runLocally(job);
        polls.start(job, node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        return polls.onMessage(from, message, node);
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        polls.onPeerDown(peer, node);
    }

    /** All answered: send the job to the least loaded if it is a receiver and the job has not started here. */
    private void sendIfReceiver(long id, Poll poll, NodeContext node) {
        if (poll.best() >= 0 && transfer.isReceiver(poll.bestLoad()) && node.withdraw(poll.job())) {
            node.transfer(poll.job(), poll.best(), 0, metric.load(node));
        }
    }
}
