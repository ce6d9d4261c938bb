package loadshare.policies.metric;

import loadshare.policies.NodeContext;

/**
 * The measure of a node's load (the lecture notes: "must be easy to measure and must reflect performance"). One
 * instance per node: a metric may keep state between calls.
 */
public interface LoadMetric {

    /** The load now. */
    double load(NodeContext node);

    /** The load with a job that has just arrived counted in, for the sender test at arrival. */
    double loadWithArrival(NodeContext node);

    /** Called on every input before the node's state changes, so a time-averaged metric can integrate. */
    default void observe(NodeContext node) {
    }
}
