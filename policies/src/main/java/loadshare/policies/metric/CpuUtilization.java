package loadshare.policies.metric;

import loadshare.policies.NodeContext;

/**
 * The fraction of the node's CPUs that were busy, exponentially weighted over {@code window} model seconds:
 * u(t) = u(s) e^{-(t-s)/w} + b (1 - e^{-(t-s)/w}) where b is the busy fraction held since s. A job that has
 * just arrived does not change it.
 */
public final class CpuUtilization implements LoadMetric {

    private final double window;
    private double value;
    private double since;
    private double busyFraction;

    public CpuUtilization(double window) {
        this.window = window;
    }

    @Override
    public void observe(NodeContext node) {
        double now = node.now();
        if (now > since) {
            double keep = Math.exp(-(now - since) / window);
            value = value * keep + busyFraction * (1 - keep);
            since = now;
        }
        busyFraction = (double) node.busyCpus() / node.cpus();
    }

    @Override
    public double load(NodeContext node) {
        observe(node);
        return value;
    }

    @Override
    public double loadWithArrival(NodeContext node) {
        return load(node);
    }
}
