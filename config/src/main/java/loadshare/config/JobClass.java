package loadshare.config;

import java.io.Serializable;

/**
 * A class of synthetic rigid jobs for central schedulers ({@code workload.job-classes}): its share of the arrivals,
 * a priority (a Borg-like scheduler's band), and the shape of its jobs, each drawn uniformly between a least and a
 * greatest value, with exponential run times.
 *
 * @param name            distinct among the classes (a Mesos-like scheduler's framework)
 * @param shareOfArrivals in (0, 1]; the classes' shares add up to 1 (a class written without one shares what the
 *                        others leave)
 * @param priority        higher is more important; 0 by default
 * @param processors      the fewest processors a job requests, >= 1
 * @param processorsMax   the most, >= processors (uniform integers in between)
 * @param memory          the least memory per processor, MiB, >= 0
 * @param memoryMax       the most, >= memory (uniform whole MiB in between)
 * @param runTime         mean run time, model seconds, > 0 (exponential; estimates are exact)
 * @param burstPeriod     0 (its jobs arrive evenly, the default), or the period, model seconds, at the start of
 *                        every one of which its jobs arrive in a burst
 * @param burstLength     how long each burst lasts, in (0, burstPeriod] (0 without bursts): its jobs arrive at
 *                        burstPeriod / burstLength times their mean rate then, and none between bursts
 * @param growth          how its jobs grow while they run ({@link JobGrowth#NONE} by default: they do not)
 */
public record JobClass(String name, double shareOfArrivals, int priority, int processors, int processorsMax,
                       long memory, long memoryMax, double runTime, double burstPeriod, double burstLength,
                       JobGrowth growth) implements Serializable {

    public JobClass {
        growth = growth == null ? JobGrowth.NONE : growth;
    }

    /** A class whose jobs do not grow. */
    public JobClass(String name, double shareOfArrivals, int priority, int processors, int processorsMax,
                    long memory, long memoryMax, double runTime, double burstPeriod, double burstLength) {
        this(name, shareOfArrivals, priority, processors, processorsMax, memory, memoryMax, runTime, burstPeriod,
                burstLength, JobGrowth.NONE);
    }

    /** A class whose jobs arrive evenly (no bursts). */
    public JobClass(String name, double shareOfArrivals, int priority, int processors, int processorsMax,
                    long memory, long memoryMax, double runTime) {
        this(name, shareOfArrivals, priority, processors, processorsMax, memory, memoryMax, runTime, 0, 0);
    }

    /** Whether its jobs arrive in bursts. */
    public boolean bursty() {
        return burstPeriod > 0;
    }

    /**
     * When a job of this class drawn at {@code t} in an even stream arrives: the same, or, with bursts, squeezed into
     * the burst of its period ({@code floor(t / period) * period + (t mod period) * length / period}), so that the
     * class keeps its jobs per period and its order.
     */
    public double arrival(double t) {
        if (!bursty()) {
            return t;
        }
        double start = Math.floor(t / burstPeriod) * burstPeriod;
        return start + (t - start) * burstLength / burstPeriod;
    }

    /** This class with another share of the arrivals. */
    JobClass withShareOfArrivals(double share) {
        return new JobClass(name, share, priority, processors, processorsMax, memory, memoryMax, runTime, burstPeriod,
                burstLength, growth);
    }

    /** The mean processor-seconds of one of its jobs. */
    public double meanCpuSeconds() {
        return (processors + processorsMax) / 2.0 * runTime;
    }
}
