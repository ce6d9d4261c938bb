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
 */
public record JobClass(String name, double shareOfArrivals, int priority, int processors, int processorsMax,
                       long memory, long memoryMax, double runTime) implements Serializable {

    /** This class with another share of the arrivals. */
    JobClass withShareOfArrivals(double share) {
        return new JobClass(name, share, priority, processors, processorsMax, memory, memoryMax, runTime);
    }

    /** The mean processor-seconds of one of its jobs. */
    public double meanCpuSeconds() {
        return (processors + processorsMax) / 2.0 * runTime;
    }
}
