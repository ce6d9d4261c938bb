package loadshare.node.cli;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * The machine's load average, as the benchmarks print it: other processes on the same cores make wall-clock
 * figures vary and leave caches cold, so a figure means little without it.
 */
final class MachineLoad {

    private MachineLoad() {
    }

    /** The one-minute load average, or a negative number where the platform has none. */
    static double now() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** "machine load average 1.23" (or "machine load average unknown"). */
    static String describe(double load) {
        return load < 0 ? "machine load average unknown" : String.format(Locale.ROOT, "machine load average %.2f", load);
    }

    /**
     * A warning line when other processes already keep the cores busy (a load average above the cores less
     * one, the benchmark's own thread), or null.
     */
    static String warning(double load, int cores) {
        if (load < 0 || load <= cores - 1 + 0.5) {
            return null;
        }
        return String.format(Locale.ROOT, "# warning: the machine's load average is %.1f on %d cores: other processes share the CPUs,"
                + " so wall-clock figures vary from run to run; compare jobs/CPU-s (and x loop, measured in the same"
                + " run), or re-run on a quiet machine", load, cores);
    }
}
