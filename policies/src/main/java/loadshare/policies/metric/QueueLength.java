package loadshare.policies.metric;

import loadshare.policies.NodeContext;

/** The number of jobs a node holds, waiting plus in service: the lecture notes' CPU queue length. */
public final class QueueLength implements LoadMetric {

    @Override
    public double load(NodeContext node) {
        return node.load();
    }

    @Override
    public double loadWithArrival(NodeContext node) {
        return node.load() + 1;
    }
}
