package loadshare.config;

import java.io.Serializable;

/**
 * Linux CFS's two tunables ({@code hosts.cpu-scheduling.cfs}), used when {@code share = cfs}: the period in which
 * every runnable class should run once, and the shortest slice a class gets however many compete. A class's
 * slice is max(sched-latency x its weight / the runnable classes' weight, min-granularity).
 *
 * @param schedLatency   the target period, model seconds (Linux: 6 ms)
 * @param minGranularity the shortest slice, model seconds (Linux: 0.75 ms)
 */
public record CfsSettings(double schedLatency, double minGranularity) implements Serializable {

    /** Linux's defaults (sysctl_sched_latency, sysctl_sched_min_granularity), in model seconds. */
    public static final CfsSettings LINUX = new CfsSettings(0.006, 0.00075);
}
