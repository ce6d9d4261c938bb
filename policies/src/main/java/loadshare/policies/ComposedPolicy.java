package loadshare.policies;

import loadshare.policies.information.InformationPolicy;
import loadshare.policies.information.LoadTable;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.selection.SelectionPolicy;
import loadshare.policies.transfer.TransferPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage.LoadUpdate;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.Probe;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import loadshare.protocol.NodeMessage;

/**
 * A node's policy made of the lecture notes' four components — the transfer policy says when this node is a
 * sender or a receiver, the selection policy which job moves, the location policy with whom, the
 * information policy when load information is exchanged — measured by one load metric.
 *
 * <p>The parts of the protocol every policy shares live here: a probe is answered with this node's load
 * at once; a work request is answered with a job (if this node is a sender) or a refusal; every message
 * carries its sender's load, which goes into the node's knowledge; a job that arrives by transfer is
 * treated as a new arrival until it has moved {@code transferLimit} times, then it stays.
 *
 * @param known what this node knows of the others' loads, or null if no component needs it
 */
public record ComposedPolicy(TransferPolicy transfer, SelectionPolicy selection, LocationPolicy location,
                             InformationPolicy information, LoadMetric metric, LoadTable known,
                             int transferLimit) implements Policy {

    @Override
    public void onStart(NodeContext node) {
        metric.observe(node);
        information.onStart(node, metric.load(node));
    }

    @Override
    public void onRejoin(NodeContext node) {
        metric.observe(node);
        information.onRejoin(node, metric.load(node));
    }

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        metric.observe(node);
        arrive(job, node);
        loadChanged(node);
    }

    private void arrive(Job job, NodeContext node) {
        Job moving = transfer.isSender(metric.loadWithArrival(node)) ? selection.select(job, node) : null;
        if (moving != job) {
            node.runLocally(job);
        }
        if (moving != null) {
            location.place(moving, node);
        }
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        metric.observe(node);
        information.onJobDeparture(node);
        loadChanged(node);
        if (transfer.isReceiver(metric.load(node))) {
            location.findWork(node);
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        metric.observe(node);
        if (message instanceof JobTransfer transferred) {
            learn(from, transferred.load(), node);
            location.onTransferReceived(from, transferred, node);
            Job job = transferred.job();
            if (job.transfers() < transferLimit) {
                arrive(job, node);
            } else {
                node.runLocally(job);
            }
            loadChanged(node);
            return true;
        }
        // Exact record types only (no interface instanceof): these checks run for every message.
        if (message instanceof Probe probe) {
            learn(from, probe.load(), node);
            node.send(from, new ProbeReply(probe.negotiation(), metric.load(node)));
            return true;
        }
        if (message instanceof WorkRequest request) {
            learn(from, request.load(), node);
            give(from, request, node);
            return true;
        }
        if (message instanceof LoadUpdate update) {
            learn(from, update.load(), node);
            return true;
        }
        if (message instanceof ProbeReply reply) {
            learn(from, reply.load(), node);
        } else if (message instanceof NoWork refusal) {
            learn(from, refusal.load(), node);
        }
        return location.onMessage(from, message, node) || information.onMessage(from, message, node);
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        location.onPeerDown(peer, node);
    }

    @Override
    public void onNoAnswer(int peer, NodeContext node) {
        location.onNoAnswer(peer, node);
    }

    @Override
    public void onTimer(long tag, NodeContext node) {
        metric.observe(node);
        information.onTimer(tag, node, metric.load(node));
    }

    /** A receiver asked for work: give a job if this node is a sender and has one it may give. */
    private void give(int to, WorkRequest request, NodeContext node) {
        double load = metric.load(node);
        Job job = transfer.isSender(load) ? selection.give(node) : null;
        if (job == null) {
            node.send(to, new NoWork(request.negotiation(), load));
        } else {
            node.transfer(job, to, request.negotiation(), metric.load(node));
            loadChanged(node);
        }
    }

    private void learn(int from, double load, NodeContext node) {
        if (known != null) {
            known.update(from, load, node.now());
        }
        location.observe(from, load);
    }

    private void loadChanged(NodeContext node) {
        double load = metric.load(node);
        if (known != null) {
            known.update(node.self(), load, node.now());
        }
        information.onLoadChange(node, load);
    }
}
