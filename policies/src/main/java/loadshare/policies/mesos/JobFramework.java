package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.Set;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.locality.DataLocality;

/**
 * A job class as a framework: its jobs are its tasks, waiting in its own queue in submit order. Offered an agent's
 * free CPUs and memory, its scheduler launches the queued tasks that fit there, first fit in queue order (a task
 * that fits may pass a larger one that does not), up to its per-offer limit; it declines when none fits. What it
 * launched waits in {@link #placed} until the master's runtime sends it to the agents.
 *
 * <p>With input data ({@code workload.data}, a {@link DataLocality}) and {@code locality-delay}, it does delay
 * scheduling on offers (Zaharia et al., EuroSys 2010): a queued task that fits the offer but whose data the offered
 * agent is not near enough yet ({@link DataLocality#waits}) is skipped, and the tasks behind it are looked at; if none
 * is launched, the offer is declined. The first skip starts the task's wait: data-local agents only for the delay,
 * then rack-local ones for as long again, then any; the runtime's timers ({@link DataLocality#isTimer}) tell the
 * master to offer to it again at those moments ({@link #waitsFor}).
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
    /** Where its tasks' input data is, and delay scheduling; null: its tasks have none (every agent is as good). */
    private final DataLocality data;
    /** The ids of its queued tasks skipped for locality and still waiting. */
    private final Set<Long> skipped = new HashSet<>();
    /** The runtime of the offers being made ({@link #offersAt}): its clock, and the timers of delay scheduling. */
    private CoordinatorContext context;

    JobFramework(String name, double weight, int tasksPerOffer) {
        this(name, weight, tasksPerOffer, null);
    }

    /** @param data where its tasks' input data is, and delay scheduling (null: they have none) */
    JobFramework(String name, double weight, int tasksPerOffer, DataLocality data) {
        this.name = name;
        this.weight = weight;
        this.tasksPerOffer = tasksPerOffer;
        this.data = data;
    }

    /**
     * The offers that follow are made in {@code context} (its now; its timers for tasks it skips): the master's
     * runtime says so before each round of offers.
     */
    void offersAt(CoordinatorContext context) {
        this.context = context;
    }

    /** Whether task {@code job} is queued here, skipped for locality: its wait's timers concern this framework. */
    boolean waitsFor(long job) {
        return skipped.contains(job);
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
                if (data != null && data.delaying() && job.input().present()
                        && data.waits(job.id(), job.input(), data.rank(agent, job.input()), context)) {
                    skipped.add(job.id());
                    continue;   // delay scheduling: this agent is not near enough its data yet
                }
                skipped.remove(job.id());
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
