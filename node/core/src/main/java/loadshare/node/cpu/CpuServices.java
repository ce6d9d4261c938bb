package loadshare.node.cpu;

import loadshare.protocol.Job;

/**
 * Where a {@link CpuScheduler} starts and stops its CPUs' services: the runtime that hosts the node times each
 * service and reports its end to the node (the node core's effects sink is one). Every call names the node it
 * comes from, so that one sink may serve many nodes.
 */
public interface CpuServices {

    /** CPU {@code cpu} of {@code node} is busy for {@code duration} model seconds, then report the completion. */
    void startService(int node, int cpu, double duration);

    /**
     * {@code job} got a CPU of {@code node} at {@code now}: its first service there, or a slice or thread of it
     * (for per-job logs; nothing to do by default).
     */
    default void jobStarted(int node, Job job, double now) {
    }

    /** The service started last on CPU {@code cpu} of {@code node} was stopped: its completion must not be reported. */
    void cancelService(int node, int cpu);
}
