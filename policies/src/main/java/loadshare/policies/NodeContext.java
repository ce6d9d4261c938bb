package loadshare.policies;

import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.config.CostSettings;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * A workstation as its policy sees it: its own state, the cluster's shape, and the actions a policy may
 * take. Implemented by the node core; every action becomes an effect that the runtime (simulated or
 * live) carries out. A policy never keeps a reference to it beyond the call it was given in.
 */
public interface NodeContext {

    /** This node's index, 0..nodeCount()-1. */
    int self();

    int nodeCount();

    /** Participant index of the coordinator, or -1 if the policy has none. */
    int coordinator();

    /**
     * How far participant {@code to} is from this node: the one-way delay of a message between them, in model
     * seconds, as the network's topology has it (the same for every other node on a flat network). Pure: the
     * model's figure, not a measurement.
     */
    double distance(int to);

    /** Model time now, in seconds. */
    double now();

    /** This node's stream for policy decisions (independent of arrivals and service demands). */
    RandomGenerator random();

    CostSettings costs();

    /** Jobs this node holds: waiting plus in service (overhead work is not a job). */
    int load();

    /** Jobs waiting here, not started. */
    int queued();

    int idleCpus();

    int cpus();

    /** CPUs running a job or overhead work. */
    default int busyCpus() {
        return cpus() - idleCpus();
    }

    /** A fresh id for a negotiation started by this node (unique at this node). */
    long nextNegotiation();

    /** Run the job here: start it on a free CPU or queue it (FCFS). */
    void runLocally(Job job);

    /**
     * Send the job to another node to run there, counting one more move of the job; charges
     * {@code costs.transfer} CPU time here. {@code negotiation} is the request this answers (0 if none) and
     * {@code load} this node's load to tell the receiver.
     */
    void transfer(Job job, int to, long negotiation, double load);

    /** Take a waiting (not started) job out of the queue; false if it is no longer waiting here (or, for a
     *  {@link #migrationCandidate}, no longer running here). */
    boolean withdraw(Job job);

    /** Take the job that has waited longest out of the queue, or null if none waits. */
    Job takeOldestWaiting();

    /**
     * The running job most worth migrating, still running: the one with the most expected remaining work (its
     * age here — a job that has run long is likely to run long), if that is at least {@code minRatio} times the
     * expected cost of moving its VM; null otherwise. {@link #transfer} of this job migrates it (its VM moves
     * while frozen; {@code costs.migration} CPU time is charged here), {@link #runLocally} leaves it running and
     * {@link #withdraw} says whether it still runs here.
     */
    Job migrationCandidate(double minRatio);

    /** Send a probe (or any message whose sending costs {@code costs.probe} CPU time here). */
    void sendProbe(int to, NodeMessage probe);

    /** Send a message that costs no CPU time here. */
    void send(int to, NodeMessage message);

    /** Occupy one of this node's CPUs for {@code work} model seconds of work before the next waiting job. */
    void chargeCpu(double work);

    /** Fire {@link Policy#onTimer} with {@code tag} after {@code delay} model seconds, replacing a timer with that tag. */
    void setTimer(long tag, double delay);

    void cancelTimer(long tag);

    /** This host's speed: work per model second of one CPU. */
    double speed();

    /** This host's memory in bytes (0 where VMs are not modelled). */
    long memoryBytes();

    /** The memory of {@code job}'s VM in bytes (0 where VMs are not modelled). */
    long vmBytes(Job job);

    // ---- the workstation's owner (hosts.owner) and the jobs of others ----

    /** Whether the owner is at the keyboard now; always false on a host without an owner. */
    boolean ownerActive();

    /** How long the owner has been away: 0 while active, +Infinity on a host without an owner. */
    double ownerAwayFor();

    /** Jobs here whose home is another node: running, suspended and waiting. */
    List<Job> foreignJobs();

    /**
     * Sends {@code job} (held here: running, suspended or waiting) to {@code to}: a waiting job is transferred, a
     * running or suspended one migrates its VM (the target always admits a job coming home). Counted as an
     * eviction.
     */
    void evict(Job job, int to);

    /**
     * Stops {@code job} without losing it: a running job keeps its memory but no CPU until {@link #resume}; a
     * waiting job does not start until then.
     */
    void suspend(Job job);

    /** A suspended job runs again: on a free CPU, else last in the queue. */
    void resume(Job job);

    /** Jobs suspended here. */
    List<Job> suspendedJobs();
}
