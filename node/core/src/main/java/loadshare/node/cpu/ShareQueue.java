package loadshare.node.cpu;

import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.config.CfsSettings;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.protocol.Job;

/**
 * A run queue that shares a CPU among user classes: tasks come in ({@link #add}), the share rule picks the one
 * to run next ({@link #next}), is told how much CPU time it got ({@link #charge}) and when a task leaves for good
 * ({@link #leave}). Within a class, tasks are served in order (a preempted task goes to the back).
 */
interface ShareQueue {

    /**
     * Queues {@code task}: {@code fresh} if it arrives here (it may start its class's turn), false if it comes
     * back after a slice.
     */
    void add(Task task, boolean fresh);

    /** Takes out the task to run next, or null if none waits. */
    Task next();

    /** The task {@link #next} would take, still queued, or null; only where the next is not drawn (fcfs). */
    default Task peek() {
        throw new UnsupportedOperationException("this share rule draws its next task");
    }

    /** {@code task} (taken out by {@link #next}) ran {@code cpuTime} model seconds. */
    void charge(Task task, double cpuTime);

    /**
     * The CPU time of {@code task}'s next slice (taken out by {@link #next}): the {@code quantum} (0: to
     * completion), except where the rule cuts its own slices (cfs).
     */
    default double slice(Task task, double quantum) {
        return quantum;
    }

    /**
     * Class {@code c}'s lag: the CPU time it would have got since it has work here in the fluid system (every
     * class with work served at once in proportion to its tickets), minus what it got; 0 while it has none.
     */
    double lag(int c);

    /** {@code task}, no longer queued, leaves this queue for good (it finished or went elsewhere). */
    void leave(Task task);

    /** Takes out the waiting task of {@code job}, or returns null if it does not wait here. */
    Task remove(Job job);

    /** The task that arrived first among those waiting, still queued, or null. */
    Task oldest();

    /** Whether every user class has a task here (waiting or running): they all compete for the CPU. */
    boolean contended();

    /** Tasks waiting. */
    int size();

    /** Adds the waiting tasks to {@code to}. */
    void addTo(List<Task> to);

    /**
     * A queue sharing by {@code share} among classes with these tickets; {@code quantum} is the slice the
     * tickets buy per round (drr) or a quantum's length in tags (wfq, wf2q, vtrr), {@code random} the node's
     * stream for lottery draws, {@code cfs} the period and shortest slice of cfs.
     */
    static ShareQueue of(Share share, int[] tickets, double quantum, CfsSettings cfs, RandomGenerator random) {
        return switch (share) {
            case FCFS -> new FcfsShare(tickets);
            case LOTTERY -> new LotteryShare(tickets, random);
            case STRIDE -> new StrideShare(tickets, quantum);
            case DRR -> new DrrShare(tickets, quantum);
            case WFQ -> new WfqShare(tickets, quantum);
            case SFQ -> new SfqShare(tickets);
            case WF2Q -> new Wf2qShare(tickets, quantum);
            case VTRR -> new VtrrShare(tickets, quantum);
            case CFS -> new CfsShare(tickets, cfs);
        };
    }
}
