package loadshare.protocol;

import java.util.List;

/**
 * The batch protocol between a central batch scheduler (a coordinator that owns the queue) and the nodes that
 * execute: the scheduler launches a part of a job on a node (the CPUs and memory it holds there, for how long);
 * the node reports the part done. A rigid job of p processors runs as parts on one or more nodes, all at once.
 * A scheduler that preempts stops a running part ({@link Kill}): the node frees it and never reports it done. A
 * scheduler taken up on another node after its own died (the live cluster's hand-over) asks each node about the parts
 * it believes run there ({@link Reconcile}), and the node answers what it runs and which of those ended
 * ({@link PartStates}), as a Mesos master reconciles its tasks with the agents after a fail-over.
 */
public sealed interface BatchMessage extends NodeMessage {

    /**
     * Run part of job {@code job} (the scheduler's id of this run of it: a job that is preempted and started again
     * runs under a new id) on this node: {@code cpus} CPUs and {@code memory} MiB for {@code duration} model
     * seconds (the job's run time, or its requested time if it would outrun it: then it is killed at it).
     */
    record Launch(long job, int cpus, long memory, double duration) implements BatchMessage {
    }

    /** This node's part of job {@code job} is done; its CPUs and memory are free again. */
    record Done(long job) implements BatchMessage {
    }

    /**
     * Stop this node's part of job {@code job} now (it is preempted): its CPUs and memory are free at once, and the
     * node reports no {@link Done} for it. A part that has already ended (its {@code Done} on the way) is ignored.
     */
    record Kill(long job) implements BatchMessage {
    }

    /**
     * Suspend this node's part of job {@code job} now (a gang scheduler's time slice of its job is over): it keeps its
     * CPUs and memory but does no work, and keeps the work it has left until {@link Resume}. A part that is not
     * running here (it ended, or is suspended already) is ignored.
     */
    record Suspend(long job) implements BatchMessage {
    }

    /**
     * Resume this node's suspended part of job {@code job} now: it runs again for the work it had left. A part that
     * is not suspended here is ignored.
     */
    record Resume(long job) implements BatchMessage {
    }

    /**
     * Job {@code job}'s request to grow was granted: it now runs on {@code to} processors instead of {@code from}, so
     * the work this node's part has left takes {@code from / to} as long from now (the job's remaining work divided
     * among more CPUs); this node's part holds {@code cpus} more CPUs ({@code 0} on the job's other machines). A part
     * that is not here (it ended) is ignored; a suspended one keeps the shorter work left for its resume.
     */
    record Grow(long job, int cpus, int from, int to) implements BatchMessage {
    }

    /**
     * From a scheduler taken up after a hand-over: which of {@code runs} (those it believes have a part on this node
     * that has not reported {@link Done}) run here, and which ended here.
     */
    record Reconcile(List<Long> runs) implements BatchMessage {
    }

    /**
     * A node's answer to {@link Reconcile}: every run whose part runs here now, and those of the asked runs whose part
     * ended here (its {@code Done} was sent, and may have been lost with the scheduler that it went to).
     */
    record PartStates(List<Long> running, List<Long> ended) implements BatchMessage {
    }
}
