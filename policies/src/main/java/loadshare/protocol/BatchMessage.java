package loadshare.protocol;

/**
 * The batch protocol between a central batch scheduler (a coordinator that owns the queue) and the nodes that
 * execute: the scheduler launches a part of a job on a node (the CPUs and memory it holds there, for how long);
 * the node reports the part done. A rigid job of p processors runs as parts on one or more nodes, all at once.
 */
public sealed interface BatchMessage extends NodeMessage {

    /**
     * Run part of job {@code job} on this node: {@code cpus} CPUs and {@code memory} MiB for {@code duration} model
     * seconds (the job's run time, or its requested time if it would outrun it: then it is killed at it).
     */
    record Launch(long job, int cpus, long memory, double duration) implements BatchMessage {
    }

    /** This node's part of job {@code job} is done; its CPUs and memory are free again. */
    record Done(long job) implements BatchMessage {
    }
}
