package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.metric.LoadMetric;
import loadshare.protocol.Job;

/**
 * Send the job to one other node chosen without probing (uniformly at random, or the best a known-load
 * table suggests). Cheap, but blind: the job may land on a busy node, which may send it on again — the
 * transfer limit stops it floating around forever.
 */
public final class RandomLocation implements LocationPolicy {

    private final Candidates candidates;
    private final LoadMetric metric;

    public RandomLocation(Candidates candidates, LoadMetric metric) {
        this.candidates = candidates;
        this.metric = metric;
    }

    @Override
    public void place(Job job, NodeContext node) {
        int[] target = candidates.pick(node, 1, true);
        if (target.length == 0) {
            node.runLocally(job);
        } else {
            node.transfer(job, target[0], 0, metric.load(node));
        }
    }
}
