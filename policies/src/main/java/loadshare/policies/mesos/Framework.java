package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.List;

/**
 * A framework whose tasks all have one shape (the DRF paper's model): from an offer it launches as many tasks as
 * fit, up to its per-offer limit and its demand.
 */
public final class Framework implements FrameworkScheduler {

    private final String name;
    private final double weight;
    private final long[] task;
    private final long demand;
    private final int tasksPerOffer;
    private long launched;

    /**
     * @param weight        its share counts as dominant share / weight (weighted DRF), > 0
     * @param task          each task's demand, per resource (e.g. CPUs, MiB)
     * @param demand        tasks it launches in all ({@link Long#MAX_VALUE}: unbounded)
     * @param tasksPerOffer the most tasks it launches from one offer (1: the master's order decides every task)
     */
    public Framework(String name, double weight, long[] task, long demand, int tasksPerOffer) {
        this.name = name;
        this.weight = weight;
        this.task = task.clone();
        this.demand = demand;
        this.tasksPerOffer = tasksPerOffer;
    }

    /** A framework of weight 1 with unbounded demand that takes one task per offer. */
    public static Framework unbounded(String name, long... task) {
        return new Framework(name, 1, task, Long.MAX_VALUE, 1);
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
        return launched < demand;
    }

    @Override
    public List<long[]> accept(int agent, long[] free) {
        long fit = Math.min(demand - launched, tasksPerOffer);
        for (int r = 0; r < task.length; r++) {
            if (task[r] > 0) {
                fit = Math.min(fit, free[r] / task[r]);
            }
        }
        List<long[]> tasks = new ArrayList<>();
        for (long k = 0; k < fit; k++) {
            tasks.add(task.clone());
        }
        launched += fit;
        return tasks;
    }

    /** Each task's demand, per resource. */
    public long[] task() {
        return task.clone();
    }
}
