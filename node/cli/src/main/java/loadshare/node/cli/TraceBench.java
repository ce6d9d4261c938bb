package loadshare.node.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;

/**
 * {@code loadshare bench --trace}: replaying a CSV trace against simulating as many Poisson jobs. Writes a CSV of
 * {@code jobs} jobs (Poisson arrivals at the load, exponential demands of mean 1, homes uniform) to a temporary
 * folder, then for each policy simulates the same number of Poisson jobs, and reads and replays the CSV, timing
 * both on one thread in CPU seconds (after a warm-up of each); the replay's time includes reading the file.
 */
final class TraceBench {

    /** Times are CPU seconds of this thread: steady on a machine busy with other work. */
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private TraceBench() {
    }

    static int run(PrintWriter out, List<String> policies, int nodes, long jobs, double load) throws Exception {
        Path dir = Files.createTempDirectory("loadshare-trace-bench");
        try {
            Path csv = write(dir.resolve("trace.csv"), jobs, nodes, load);
            Path experiment = Files.writeString(dir.resolve("trace.conf"), "loadshare.experiment {\n nodes = " + nodes
                    + "\n workload.trace { file = trace.csv, format = csv }\n run.replications = 1\n}\n");
            out.printf(Locale.ROOT, "# trace replay against Poisson: %d nodes, load %.2f, %,d jobs (a %,d MB CSV), one "
                    + "thread, jobs per CPU second; the replay's time includes reading the CSV%n", nodes, load, jobs, Files.size(csv) >> 20);
            out.printf("%-18s %16s %16s %14s %8s%n", "policy", "Poisson jobs/CPU-s", "trace jobs/CPU-s", "read CPU-s", "ratio");
            for (String name : policies) {
                String policy = "policies=[{name=" + name + "}]";
                ExperimentSettings poisson = ExperimentLoader.load("quickstart", List.of("nodes=" + nodes,
                        "workload.loads=[" + load + "]", policy, "run.warmup-jobs=0"));
                ResolvedPolicy resolved = PolicyRegistry.standard().resolve(poisson.policies().get(0));
                for (int warm = 0; warm < 2; warm++) {                                       // JIT warm-up
                    simulate(poisson, resolved, load, Math.min(jobs, 500_000));
                    replay(experiment, policy, resolved);
                }
                long start = CPU.getCurrentThreadCpuTime();
                simulate(poisson, resolved, load, jobs);
                double poissonSeconds = (CPU.getCurrentThreadCpuTime() - start) / 1e9;
                start = CPU.getCurrentThreadCpuTime();
                double read = replay(experiment, policy, resolved);
                double traceSeconds = (CPU.getCurrentThreadCpuTime() - start) / 1e9;
                out.printf(Locale.ROOT, "%-18s %16.0f %16.0f %14.2f %8.2f%n", name, jobs / poissonSeconds,
                        jobs / traceSeconds, read, poissonSeconds / traceSeconds);
                out.flush();
            }
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
        return 0;
    }

    private static void simulate(ExperimentSettings s, ResolvedPolicy policy, double load, long jobs) {
        new SimulatedCluster(RunSetup.model(s, policy, load, RunSetup.seed(s, 0)))
                .run(0, jobs, done -> { });
    }

    /** Reads and replays the trace experiment; returns the seconds reading took. */
    private static double replay(Path experiment, String policy, ResolvedPolicy resolved) {
        long start = CPU.getCurrentThreadCpuTime();
        ExperimentSettings s = ExperimentLoader.load(experiment.toString(), List.of(policy));
        double read = (CPU.getCurrentThreadCpuTime() - start) / 1e9;
        double load = s.workload().loads().get(0);
        RunMeasurement m = new SimulatedCluster(RunSetup.model(s, resolved, load, RunSetup.seed(s, 0)))
                .run(0, s.run().jobs(), done -> { });
        if (m.jobs() != s.run().jobs()) {
            throw new IllegalStateException("the replay measured " + m.jobs() + " of " + s.run().jobs() + " jobs");
        }
        return read;
    }

    /** A CSV of Poisson arrivals at {@code load} on {@code nodes} speed-1 nodes, exponential demands of mean 1. */
    private static Path write(Path file, long jobs, int nodes, double load) throws IOException {
        SplittableRandom random = new SplittableRandom(1);
        double rate = load * nodes;
        double t = 0;
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            w.write("submit,node,demand\n");
            for (long i = 0; i < jobs; i++) {
                t += -Math.log(1 - random.nextDouble()) / rate;
                double demand = -Math.log(1 - random.nextDouble());
                w.write(String.format(Locale.ROOT, "%.6f,%d,%.6f%n", t, random.nextInt(nodes), demand));
            }
        }
        return file;
    }
}
