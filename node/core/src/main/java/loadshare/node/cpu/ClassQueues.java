package loadshare.node.cpu;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import loadshare.protocol.Job;

/**
 * A queue per user class, in order within each, and how many tasks each class has here (waiting or running
 * from here): the part every proportional-share rule has in common. A subclass says which class runs next.
 */
abstract class ClassQueues implements ShareQueue {

    protected final int[] tickets;
    /** The ideal the classes' lag is measured against; the virtual-time rules also read its clock. */
    protected final FluidSystem fluid;
    private final ArrayDeque<Task>[] queues;
    /** Tasks of each class held here: waiting, or taken out to run and not yet back or gone. */
    private final int[] held;
    private int size;
    private int absent;

    @SuppressWarnings({"unchecked", "rawtypes"})
    ClassQueues(int[] tickets) {
        this.tickets = tickets.clone();
        this.fluid = new FluidSystem(tickets);
        this.queues = new ArrayDeque[tickets.length];
        for (int c = 0; c < tickets.length; c++) {
            queues[c] = new ArrayDeque<>();
        }
        this.held = new int[tickets.length];
        this.absent = tickets.length;
    }

    /** The class whose task runs next, among those with a task waiting (at least one has). */
    protected abstract int pickClass();

    /** Class {@code c} had no task here and now has one. */
    protected void joined(int c) {
    }

    /** Class {@code c} ran {@code cpuTime}. */
    protected void charged(int c, double cpuTime) {
    }

    /** Class {@code c} has no task here any more. */
    protected void emptied(int c) {
    }

    protected final boolean waiting(int c) {
        return !queues[c].isEmpty();
    }

    protected final boolean present(int c) {
        return held[c] > 0;
    }

    protected final int classes() {
        return tickets.length;
    }

    @Override
    public final void add(Task task, boolean fresh) {
        int c = task.userClass();
        if (fresh && held[c]++ == 0) {
            absent--;
            fluid.joined(c);
            joined(c);
        }
        queues[c].add(task);
        size++;
    }

    @Override
    public final Task next() {
        if (size == 0) {
            return null;
        }
        size--;
        return queues[pickClass()].poll();
    }

    @Override
    public final void charge(Task task, double cpuTime) {
        fluid.served(task.userClass(), cpuTime);
        charged(task.userClass(), cpuTime);
    }

    @Override
    public final void leave(Task task) {
        int c = task.userClass();
        if (--held[c] == 0) {
            absent++;
            fluid.left(c);
            emptied(c);
        }
    }

    @Override
    public final double lag(int c) {
        return fluid.lag(c);
    }

    @Override
    public final boolean contended() {
        return absent == 0;
    }

    @Override
    public final Task remove(Job job) {
        for (ArrayDeque<Task> queue : queues) {
            Task task = removeFrom(queue, job);
            if (task != null) {
                size--;
                return task;
            }
        }
        return null;
    }

    @Override
    public final Task oldest() {
        Task oldest = null;
        for (ArrayDeque<Task> queue : queues) {
            Task task = oldestOf(queue);
            if (task != null && (oldest == null || task.job().arrivalTime() < oldest.job().arrivalTime())) {
                oldest = task;
            }
        }
        return oldest;
    }

    @Override
    public final int size() {
        return size;
    }

    @Override
    public final void addTo(List<Task> to) {
        for (ArrayDeque<Task> queue : queues) {
            to.addAll(queue);
        }
    }

    /**
     * The lowest of {@code values} among the classes other than {@code c} that have a task here, or +infinity:
     * where a class that comes back starts its pass or virtual runtime, so it cannot claim the time it was away.
     */
    protected final double lowestOfOthers(double[] values, int c) {
        double lowest = Double.POSITIVE_INFINITY;
        for (int other = 0; other < classes(); other++) {
            if (other != c && present(other)) {
                lowest = Math.min(lowest, values[other]);
            }
        }
        return lowest;
    }

    /** Takes {@code job}'s task out of {@code tasks} (searched from the newest), or returns null. */
    static Task removeFrom(ArrayDeque<Task> tasks, Job job) {
        Iterator<Task> it = tasks.descendingIterator();
        while (it.hasNext()) {
            Task task = it.next();
            if (task.job() == job) {
                it.remove();
                return task;
            }
        }
        return null;
    }

    /** The task that arrived first, or null. */
    static Task oldestOf(Collection<Task> tasks) {
        Task oldest = null;
        for (Task task : tasks) {
            if (oldest == null || task.job().arrivalTime() < oldest.job().arrivalTime()) {
                oldest = task;
            }
        }
        return oldest;
    }
}
