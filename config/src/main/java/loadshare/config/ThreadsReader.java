package loadshare.config;

import java.math.BigDecimal;
import java.math.MathContext;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.ThreadSettings.Scheduling;

/** Reads and validates the parallel applications' keys: {@code workload.threads} and the rest of ThreadSettings. */
final class ThreadsReader {

    static final int MAX_THREADS = 256;
    static final int MAX_SECTIONS = 1_000_000;

    private final Fields fields;

    ThreadsReader(Fields fields) {
        this.fields = fields;
    }

    /** The settings; {@code queues} and {@code share} are the hosts' (co-scheduling needs a central FCFS queue). */
    ThreadSettings read(Queues queues, Share share, Scheduling scheduling) {
        long threads = fields.integer("workload.threads");
        fields.require(threads >= 1 && threads <= MAX_THREADS, "workload.threads",
                "threads must be in 1.." + MAX_THREADS + " (1: sequential jobs)");
        double critical = fields.number("workload.critical-section");
        fields.require(critical >= 0 && critical <= 1.0 / threads + 1e-12, "workload.critical-section",
                "the share of a thread's work in the critical section must be in 0..1/threads (here 0.."
                        + share(1.0 / threads) + "): at 1/threads the lock is never free");
        long sections = fields.integer("workload.critical-sections");
        fields.require(sections >= 1 && sections <= MAX_SECTIONS, "workload.critical-sections",
                "critical sections per thread must be in 1.." + MAX_SECTIONS);
        fields.require(threads == 1 || !fields.bool("hosts.owner.present"), "workload.threads",
                "a parallel job's threads stay on one node's CPUs; owners would suspend and evict them:"
                        + " set hosts.owner.present = false, or threads = 1");
        if (threads > 1 && scheduling == Scheduling.CO_SCHEDULING) {
            long cpus = fields.integer("hosts.cpus");
            fields.require(threads <= cpus, "workload.threads", "co-scheduling runs all threads of a job at once:"
                    + " threads must be <= hosts.cpus (" + cpus + "), or use threads = independent,"
                    + " relaxed-co-scheduling or smart");
            fields.require(queues == Queues.CENTRAL, "hosts.cpu-scheduling.queues",
                    "co-scheduling takes a job's CPUs together from one queue: set queues = central");
            fields.require(share == Share.FCFS, "hosts.cpu-scheduling.share",
                    "co-scheduling runs whole jobs in turn: set share = fcfs");
        }
        double skew = fields.number("hosts.cpu-scheduling.skew-threshold");
        fields.require(skew > 0 && skew <= Fields.MAX_TIME, "hosts.cpu-scheduling.skew-threshold",
                "a skew threshold must be > 0 (model seconds of CPU a thread may run ahead of its slowest sibling)"
                        + " and at most " + Fields.MAX_TIME_TEXT);
        return new ThreadSettings((int) threads, critical, (int) sections, scheduling, skew);
    }

    /** Short decimal text of a share (0.333). */
    private static String share(double x) {
        return new BigDecimal(x, new MathContext(3)).stripTrailingZeros().toPlainString();
    }
}
