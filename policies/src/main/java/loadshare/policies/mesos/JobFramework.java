package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import loadshare.policies.batch.BatchJob;

/**
 * A job class as a framework: its jobs are its tasks, waiting in its own queue in submit order. Offered an agent's
 * free CPUs and memory, its scheduler launches the queued tasks that fit there, first fit in queue order (a task
 * that fits may pass a larger one that does not), up to its per-offer limit; it declines when none fits. What it
 * launched waits in {@link #placed} until the master's runtime sends it to the agents.
 */
final class JobFramework implements FrameworkScheduler {

    /** A task this framework launched on {@code agent}. */
    record Placement(BatchJob job, int agent) {
    }

    private final String name;
    private final double weight;
    private final int tasksPerOffer;
    private final LinkedList<BatchJob> queue = new LinkedList<>();
    private final List<Placement> placed = new ArrayList<>();

    JobFramework(String name, double weight, int tasksPerOffer) {
        this.name = name;
        this.weight = weight;
        this.tasksPerOffer = tasksPerOffer;
    }

    /** A task's demand: its processors as CPUs, and their memory, MiB. */
    static long[] demand(BatchJob job) {
        return new long[] {job.processors(), job.processors() * job.memoryPerProcessor()};
    }

    void enqueue(BatchJob job) {
        queue.add(job);
    }

    /**
     * {@code job}'s task was lost with its agent (TASK_LOST): the framework launches it again, from its place in the
     * queue by submit time.
     */
    void relaunch(BatchJob job) {
        ListIterator<BatchJob> it = queue.listIterator();
        while (it.hasNext()) {
            BatchJob queued = it.next();
            if (queued.submit() > job.submit() || queued.submit() == job.submit() && queued.id() > job.id()) {
                it.previous();
                break;
            }
        }
        it.add(job);
    }

    int queued() {
        return queue.size();
    }

    /** The tasks launched since the last call, in launch order. */
    List<Placement> placed() {
        List<Placement> out = List.copyOf(placed);
        placed.clear();
        return out;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public double weight() {
        return weight;
    }

    @Override
    public boolean wantsOffers() {
        return !queue.isEmpty();
    }

    @Override
    public List<long[]> accept(int agent, long[] free) {
        List<long[]> tasks = new ArrayList<>();
        Iterator<BatchJob> it = queue.iterator();
        while (it.hasNext() && tasks.size() < tasksPerOffer && free[0] > 0) {
            BatchJob job = it.next();
            long[] demand = demand(job);
            if (demand[0] <= free[0] && demand[1] <= free[1]) {
                it.remove();
                free[0] -= demand[0];
                free[1] -= demand[1];
                tasks.add(demand);
                placed.add(new Placement(job, agent));
            }
        }
        return tasks;
    }
}
