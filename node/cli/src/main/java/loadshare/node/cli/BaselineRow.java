package loadshare.node.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import loadshare.node.sim.MinimalLoop;
import loadshare.policies.ResolvedPolicy;

/**
 * {@code bench --baseline}: the {@link MinimalLoop} run beside a {@code none} (d = 1) or {@code power-of-d} (its d)
 * row, on the same nodes, load and jobs, in the same process, after a warm-up of its own; the ratio of the
 * policy's jobs per CPU second to the loop's is what the performance targets are stated in.
 */
final class BaselineRow {

    /** The loop's figures: jobs (warm-up included), events, wall and CPU seconds of the measuring thread. */
    record Figures(String label, long jobs, long events, double wall, double cpu) {

        double jobsPerCpuSecond() {
            return jobs / cpu;
        }
    }

    private BaselineRow() {
    }

    /** The d the loop compares for {@code policy}, or 0 if no minimal loop does the same work. */
    static int choices(ResolvedPolicy policy) {
        return switch (policy.descriptor().name()) {
            case "none" -> 1;
            case "power-of-d" -> policy.parameters().integer("d");
            default -> 0;
        };
    }

    /** Runs the loop for {@code jobs} measured jobs (and the bench's tenth more of warm-up), after a JIT warm-up. */
    static Figures measure(int nodes, double load, int d, long jobs, long seed) {
        long warm = Math.min(jobs / 4, 200_000L);
        new MinimalLoop(nodes, load, d, seed).run(warm / 10, warm);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long cpuBefore = cpu.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        MinimalLoop.Result r = new MinimalLoop(nodes, load, d, seed).run(jobs / 10, jobs);
        double wall = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (cpu.getCurrentThreadCpuTime() - cpuBefore) / 1e9;
        return new Figures(d == 1 ? "  minimal loop" : "  loop JSQ(" + d + ")", r.jobs(), r.events(), wall, cpuSeconds);
    }
}
