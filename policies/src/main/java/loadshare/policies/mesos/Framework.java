package loadshare.policies.mesos;

/**
 * A framework as the master sees it: its weight, the shape of its tasks (one demand per resource), how many tasks
 * it still wants, and how many it accepts from one offer.
 *
 * @param name          for reports
 * @param weight        its share counts as dominant share / weight (weighted DRF), > 0
 * @param task          each task's demand, per resource (e.g. CPUs, MiB)
 * @param demand        tasks it still wants to launch ({@link Long#MAX_VALUE}: unbounded)
 * @param tasksPerOffer the most tasks it launches from one offer (1: the master's order decides every task)
 */
public record Framework(String name, double weight, long[] task, long demand, int tasksPerOffer) {

    /** A framework of weight 1 with unbounded demand that takes one task per offer. */
    public static Framework unbounded(String name, long... task) {
        return new Framework(name, 1, task, Long.MAX_VALUE, 1);
    }
}
