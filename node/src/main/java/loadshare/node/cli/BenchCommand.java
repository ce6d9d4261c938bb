package loadshare.node.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.sim.RunMeasurement;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code loadshare bench}: how fast the simulated runtime is. For each policy and cluster size it runs one
 * simulation on one thread (after a warm-up run for the JIT), or {@code --threads} independent ones at once,
 * and reports simulated jobs and events per wall second, simulated jobs per CPU second of the simulating
 * threads (steady on a busy machine), and the peak heap.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure the simulator: simulated jobs/s and events/s per policy and cluster size.")
final class BenchCommand implements Callable<Integer> {

    @Option(names = "--nodes", split = ",", paramLabel = "N", description = "cluster sizes (default: ${DEFAULT-VALUE})")
    List<Integer> nodes = List.of(20, 1_000);

    @Option(names = "--policies", split = ",", paramLabel = "NAME",
            description = "policies (default: every policy but v-system, whose broadcasts cost 2(N-1) messages per job)")
    List<String> policies = PolicyRegistry.standard().descriptors().stream().map(PolicyDescriptor::name)
            .filter(name -> !name.equals("v-system")).toList();

    @Option(names = "--jobs", paramLabel = "N", description = "measured jobs per run (default: ${DEFAULT-VALUE})")
    long jobs = 2_000_000;

    @Option(names = "--load", paramLabel = "RHO", description = "offered load per node (default: ${DEFAULT-VALUE})")
    double load = 0.9;

    @Option(names = "--threads", paramLabel = "T", description = "independent simulations run at once (default: ${DEFAULT-VALUE})")
    int threads = 1;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PolicyRegistry registry = PolicyRegistry.standard();
        out.printf("# %s, %d cores, max heap %d MB, load %.2f, %,d jobs per run, %d simulation(s) at once%n",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20, load, jobs, threads);
        out.printf("%-18s %7s %12s %12s %14s %8s %8s %9s%n", "policy", "nodes", "jobs/s", "events/s", "jobs/CPU-s",
                "wall s", "CPU s", "heap MB");
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (String name : policies) {
                for (int n : nodes) {
                    ExperimentSettings s = ExperimentLoader.load("quickstart", List.of("nodes=" + n,
                            "workload.loads=[" + load + "]", "policies=[{name=" + name + "}]"));
                    PolicySpec spec = s.policies().get(0);
                    ResolvedPolicy policy = registry.resolve(spec);
                    runOnce(pool, s, policy, Math.min(jobs, 200_000L));      // warm the JIT up
                    resetPeaks();
                    long start = System.nanoTime();
                    Work work = runOnce(pool, s, policy, jobs);
                    double wall = (System.nanoTime() - start) / 1e9;
                    long totalJobs = (jobs + jobs / 10) * threads;
                    out.printf("%-18s %7d %12.0f %12.0f %14.0f %8.2f %8.2f %9d%n", name, n, totalJobs / wall,
                            work.events / wall, totalJobs / work.cpuSeconds, wall, work.cpuSeconds, peakHeap() >> 20);
                    out.flush();
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return 0;
    }

    /** Events simulated and CPU seconds the simulating threads used. */
    private record Work(long events, double cpuSeconds) {
    }

    /**
     * Runs {@code threads} simulations of {@code jobs} (plus 10% warm-up) at once. CPU time is measured per
     * simulating thread, so jobs per CPU second stays meaningful on a machine shared with other work.
     */
    private Work runOnce(ExecutorService pool, ExperimentSettings s, ResolvedPolicy policy, long jobs) throws Exception {
        List<Future<Work>> runs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            var model = ExperimentRunner.model(s, policy, load, ExperimentRunner.seed(s, t));
            runs.add(pool.submit(() -> {
                ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
                long before = cpu.getCurrentThreadCpuTime();
                RunMeasurement m = new SimulatedCluster(model).run(jobs / 10, jobs, done -> { });
                return new Work(m.events(), (cpu.getCurrentThreadCpuTime() - before) / 1e9);
            }));
        }
        long events = 0;
        double cpuSeconds = 0;
        for (Future<Work> run : runs) {
            events += run.get().events();
            cpuSeconds += run.get().cpuSeconds();
        }
        return new Work(events, cpuSeconds);
    }

    private static void resetPeaks() {
        System.gc();
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}
