package loadshare.node.steady;

import java.io.Serializable;

/**
 * The load a run really offered: the CPU work a job brings — its own demand plus the work load sharing charged for
 * it (probes, transfers, migrations), as the run measured it per arriving job — times the arrival rate, over the
 * cluster's capacity (the sum over hosts of CPUs x speed; all work is on a CPU of speed 1). At 1 or more the queues
 * grow without bound however long the run: the cluster gets more work than it can do.
 *
 * @param value  the effective load
 * @param costs  the costs of load sharing it includes, in words ("transfer", "probe and transfer"); empty if none
 */
public record EffectiveLoad(double value, String costs) implements Serializable {

    /** Not measured (a trace replay, an application's run): never judged. */
    public static final EffectiveLoad NONE = new EffectiveLoad(Double.NaN, "");

    /**
     * The effective load of a run.
     *
     * @param arrivalRate  jobs per model second, cluster-wide
     * @param meanDemand   a job's mean demand, work on a CPU of speed 1
     * @param overheadWork work load sharing charged while measuring
     * @param arrivals     jobs that arrived while measuring
     * @param capacity     the sum over hosts of CPUs x speed
     * @param costs        the costs configured, in words; empty if none
     */
    public static EffectiveLoad of(double arrivalRate, double meanDemand, double overheadWork, long arrivals,
                                   double capacity, String costs) {
        double overheadPerJob = arrivals == 0 ? 0 : overheadWork / arrivals;
        return new EffectiveLoad(arrivalRate * (meanDemand + overheadPerJob) / capacity, costs);
    }

    /** The costs configured, in words: the names of those above 0, e.g. "probe and transfer"; empty if none. */
    public static String costs(double probe, double transfer, double migration) {
        StringBuilder words = new StringBuilder();
        String[] names = {"probe", "transfer", "migration"};
        double[] values = {probe, transfer, migration};
        int count = 0;
        for (double v : values) {
            count += v > 0 ? 1 : 0;
        }
        int seen = 0;
        for (int i = 0; i < names.length; i++) {
            if (values[i] > 0) {
                words.append(seen == 0 ? "" : seen == count - 1 ? " and " : ", ").append(names[i]);
                seen++;
            }
        }
        return words.toString();
    }

    /** Whether the cluster got as much work as it can do, or more. */
    public boolean overloaded() {
        return value >= 1;
    }

    /** E.g. "effective load 1.006 with transfer costs". */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "effective load %.3f", value)
                + (costs.isEmpty() ? "" : " with " + costs + " costs");
    }
}
