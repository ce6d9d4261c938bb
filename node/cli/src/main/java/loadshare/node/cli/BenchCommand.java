package loadshare.node.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.node.live.BenchDriver;
import loadshare.node.live.BenchEcho;
import loadshare.node.live.LiveBench;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code loadshare bench}: how fast the simulated runtime is. For each policy and cluster size it runs one
 * simulation on one thread (after a warm-up run for the JIT), or {@code --threads} independent ones at once,
 * and reports simulated jobs and events per wall second, simulated jobs per CPU second of the simulating
 * threads (steady on a busy machine), the peak heap, and the live heap a node of the model takes (B/node). With {@code --forks N} each row is measured in N fresh
 * JVMs instead ({@link BenchForks}) and the median printed.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measure the simulator: simulated jobs/s and events/s per policy and cluster size, the peak heap "
                        + "and the live bytes per node (B/node: the heap after a full GC half-way through the run, "
                        + "less the heap without the model, over the nodes).",
                "With --live, measure the live runtime between two JVMs on loopback: probe round-trip latency "
                        + "(p50, p99) and sustained job transfers per second.",
                "With --migration, migrate a VM with each strategy between JVMs on loopback (source, target, file server): freeze and total time, "
                        + "bytes moved, bulk page throughput, peak heap of each JVM."})
final class BenchCommand implements Callable<Integer> {

    @Option(names = "--nodes", split = ",", paramLabel = "N", description = "cluster sizes (default: ${DEFAULT-VALUE})")
    List<Integer> nodes = List.of(20, 1_000);

    @Option(names = "--policies", split = ",", paramLabel = "NAME",
            description = "policies (default: every policy but v-system, whose broadcasts cost 2(N-1) messages per "
                    + "job, and condor, whose ClassAd matchmaking simulates some 50 times fewer jobs per second)")
    List<String> policies;      // null: every policy but those LEFT_OUT (defaultPolicies), looked up when bench runs

    /**
     * The policies bench measures without --policies. Looked up when bench runs, not when the command line is built:
     * every command's JVM built this command's model (a live node's too), and the registry was 7% of a node's main thread
     * at start (JFR; docs/performance.md, "a live node's start").
     */
    private static List<String> defaultPolicies() {
        return PolicyRegistry.standard().descriptors().stream().map(PolicyDescriptor::name)
                .filter(name -> !LEFT_OUT.contains(name)).toList();
    }

    /** Left out by default, so that the defaults finish within a minute; --policies names them. */
    private static final List<String> LEFT_OUT = List.of("v-system", "condor");

    @Option(names = "--jobs", paramLabel = "N", description = "measured jobs per run (default: ${DEFAULT-VALUE})")
    long jobs = 300_000;

    @Option(names = "--load", paramLabel = "RHO", description = "offered load per node (default: ${DEFAULT-VALUE})")
    double load = 0.9;

    @Option(names = "--threads", paramLabel = "T", description = "independent simulations run at once (default: ${DEFAULT-VALUE})")
    int threads = 1;

    @Option(names = "--live", description = "measure the live runtime instead: probe round trips and job transfers "
            + "between two JVMs on loopback")
    boolean live;

    @Option(names = "--migration", description = "measure live VM migration instead: each strategy between three JVMs on loopback")
    boolean migration;

    @Option(names = "--trace", description = "measure trace replay instead: read and replay a CSV of --jobs jobs "
            + "against simulating as many Poisson jobs, per policy, on the first --nodes size")
    boolean trace;

    @Option(names = "--baseline", description = "beside each none and power-of-d row, run a minimal allocation-free "
            + "event loop doing the same physical work (N M/M/1 queues, Poisson arrivals, join-the-shortest-of-d) "
            + "in the same process, and print the row's jobs per CPU second as a ratio of the loop's")
    boolean baseline;

    @Option(names = "--forks", paramLabel = "N", description = "measure each row in N fresh JVMs, one after "
            + "another, and print the median (by x loop with --baseline, else by jobs/CPU-s) with the range: one JVM's "
            + "compiled code can be a quarter faster or slower than the next one's (default: ${DEFAULT-VALUE}, this JVM)")
    int forks = 1;

    /** In a child JVM of --forks: print each row as one machine-readable line instead of the table. */
    @Option(names = "--emit-rows", hidden = true)
    boolean emitRows;

    @CommandLine.Mixin
    ParentWatch parent;

    @CommandLine.Mixin
    MigrationBenchOptions migrationOptions = new MigrationBenchOptions();

    @Option(names = "--insecure", description = "--live: plain TCP between the two JVMs instead of mutual TLS, to "
            + "see what TLS costs (a cluster runs this way only with --insecure)")
    boolean insecure;

    @Option(names = "--probes", paramLabel = "N", description = "--live: measured probe round trips (default: ${DEFAULT-VALUE})")
    int probes = 20_000;

    @Option(names = "--transfers", paramLabel = "N", description = "--live: job transfers sent (default: ${DEFAULT-VALUE})")
    long transfers = 300_000;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (policies == null) {
            policies = defaultPolicies();
        }
        PrintWriter out = spec.commandLine().getOut();
        if (live && migration) {
            throw new SettingsException("bench: choose --live or --migration, not both");
        }
        if (forks < 1 || (forks > 1 && (live || migration || trace))) {
            throw new SettingsException("bench: --forks must be >= 1, and measures the simulator's rows only "
                    + "(not --live, --migration or --trace)");
        }
        if (insecure && !live) {
            throw new SettingsException("bench: --insecure applies to --live only");
        }
        if (live) {
            return liveBench(out);
        }
        if (migration) {
            return migrationOptions.run(out);
        }
        parent.start();
        if (trace) {
            return TraceBench.run(out, policies, nodes.get(0), jobs, load);
        }
        PolicyRegistry registry = PolicyRegistry.standard();
        for (String name : policies) {   // a model that would not fit the heap is refused before anything runs
            for (int n : nodes) {
                BenchFit.require(settings(name, n), registry, threads);
            }
        }
        if (emitRows) {
            for (String name : policies) {
                for (int n : nodes) {
                    out.println(measureHere(registry, name, n).line());
                }
            }
            return 0;
        }
        return table(out, registry);
    }

    /** The simulator's table: a row per policy and size, measured here or in --forks child JVMs. */
    private int table(PrintWriter out, PolicyRegistry registry) throws Exception {
        double machineLoad = MachineLoad.now();
        int cores = Runtime.getRuntime().availableProcessors();
        out.printf("# %s, %d cores, max heap %d MB, ρ %.2f, %,d jobs per run, %d simulation(s) at once, %s%s%n",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                cores, Runtime.getRuntime().maxMemory() >> 20, load, jobs, threads, MachineLoad.describe(machineLoad),
                forks > 1 ? ", each row the median of " + forks + " JVMs" : "");
        String busy = MachineLoad.warning(machineLoad, cores);
        if (busy != null) {
            out.println(busy);
        }
        out.printf("%-18s %7s %12s %12s %14s %8s %8s %9s %7s%s%n", "policy", "nodes", "jobs/s", "events/s",
                "jobs/CPU-s", "wall s", "CPU s", "heap MB", "B/node", baseline ? "   x loop" : "");
        PrintWriter err = spec.commandLine().getErr();
        boolean progress = System.console() != null;
        List<BenchRow> printed = new ArrayList<>();
        int total = policies.size() * nodes.size();
        int done = 0;
        for (String name : policies) {
            for (int n : nodes) {
                String label = String.format("[%d/%d] %s, %d nodes", ++done, total, name, n);
                if (progress) {
                    err.printf("\r%s ...%20s\r", label, "");
                    err.flush();
                }
                BenchRow row;
                String range = "";
                if (forks > 1) {
                    BenchForks.Measured m = BenchForks.measure(rowArgs(name, n), forks, i -> {
                        if (progress) {
                            err.printf("\r%s, JVM %d of %d ...%20s\r", label, i, forks, "");
                            err.flush();
                        }
                    });
                    row = m.median();
                    range = m.range();
                } else {
                    row = measureHere(registry, name, n);
                }
                if (progress) {
                    err.printf("%70s\r", "");
                    err.flush();
                }
                row.print(out, range);
                out.flush();
                printed.add(row);
            }
        }
        printed.stream().filter(BenchRow::application).map(BenchRow::policy).distinct().forEach(name ->
                out.println("# " + name + ": runs until its application completes, not for --jobs: its rows count the "
                        + "jobs it really simulated"));
        BenchScaling.notes(printed).forEach(out::println);
        if (!spec.commandLine().getParseResult().hasMatchedOption("--policies")) {
            out.println("# not run by default (--policies " + String.join(",", LEFT_OUT) + " to measure them): "
                    + "v-system broadcasts 2(N-1) messages per job; condor's ClassAd matchmaking simulates some 50 "
                    + "times fewer jobs per second (at 1,000 nodes it alone takes about two minutes)");
        }
        return 0;
    }

    /** The arguments that make a child JVM measure one row as this command would. */
    private List<String> rowArgs(String policy, int n) {
        List<String> args = new ArrayList<>(List.of("bench", "--nodes", Integer.toString(n), "--policies", policy,
                "--jobs", Long.toString(jobs), "--load", Double.toString(load), "--threads", Integer.toString(threads)));
        if (baseline) {
            args.add("--baseline");
        }
        return args;
    }

    /** Measures one row in this JVM: the minimal loop (--baseline), a warm-up run for the JIT, the measured run. */
    private BenchRow measureHere(PolicyRegistry registry, String name, int n) throws Exception {
        ExperimentSettings s = settings(name, n);
        ResolvedPolicy policy = registry.resolve(s.policies().get(0));
        int choices = baseline ? BaselineRow.choices(policy) : 0;
        BaselineRow.Figures loop = choices == 0 ? null
                : BaselineRow.measure(n, load, choices, jobs, RunSetup.seed(s, 0));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            runOnce(pool, s, policy, Math.min(jobs / 4, 200_000L));      // warm the JIT up
            resetPeaks();
            long start = System.nanoTime();
            Work work = runOnce(pool, s, policy, jobs);
            double wall = (System.nanoTime() - start) / 1e9 - work.gcSeconds();
            long peak = peakHeap() >> 20;
            return new BenchRow(name, n, work.jobs(), work.events(), work.cpuSeconds(), wall, peak,
                    Math.round(work.liveBytes() / ((double) n * threads)), work.application(), loop);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The model one row simulates: quickstart's, with this size, load and policy; a run per simulating thread. */
    private ExperimentSettings settings(String policy, int n) {
        return ExperimentLoader.load("quickstart", List.of("nodes=" + n, "workload.loads=[" + load + "]",
                "policies=[{name=" + policy + "}]", "run.replications=" + threads, "run.threads=" + threads));
    }

    private int liveBench(PrintWriter out) throws Exception {
        if (probes < 1 || transfers < BenchEcho.ACK_EVERY) {
            throw new SettingsException("--probes must be >= 1 and --transfers >= " + BenchEcho.ACK_EVERY);
        }
        out.printf("# %s, %d cores; two JVMs on loopback (Artery over %s; envelopes and probes field by field, "
                        + "the rest Jackson CBOR); %,d probes after %,d warm-up, %,d job transfers, window %,d%n",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), insecure ? "plain TCP, --insecure" : "mutual TLS", probes,
                probes / 2, transfers, TRANSFER_WINDOW);
        out.flush();
        BenchDriver.Figures f = LiveBench.run(probes / 2, probes, transfers, TRANSFER_WINDOW, Duration.ofMinutes(5),
                insecure);
        out.printf("probe round trip   p50 %8.1f us   p99 %8.1f us   mean %8.1f us   (%,d probes)%n",
                f.p50Micros(), f.p99Micros(), f.meanMicros(), f.probes());
        out.printf("job transfers      %,.0f per second   (%,d transfers)%n", f.transfersPerSecond(), f.transfers());
        return 0;
    }

    /** Unacknowledged job transfers the live benchmark keeps in flight. */
    private static final int TRANSFER_WINDOW = 2_000;

    /**
     * Jobs simulated (warm-up included), events and CPU seconds the simulating threads used; {@code liveBytes}: the
     * live heap half-way through the runs (after a full GC) less the live heap without them, and {@code gcSeconds}
     * the wall time that measurement took; {@code application}: the policy ran an application and ended with it,
     * whatever --jobs said.
     */
    private record Work(long jobs, long events, double cpuSeconds, long liveBytes, double gcSeconds,
                        boolean application) {
    }

    /**
     * Runs {@code threads} simulations of {@code jobs} (plus 10% warm-up) at once. CPU time is measured per
     * simulating thread, so jobs per CPU second stays meaningful on a machine shared with other work.
     */
    private Work runOnce(ExecutorService pool, ExperimentSettings s, ResolvedPolicy policy, long jobs) throws Exception {
        List<Future<Work>> runs = submit(pool, s, policy, jobs);   // no model is reachable from here
        long simulated = 0;
        long events = 0;
        double cpuSeconds = 0;
        long live = 0;
        double gcSeconds = 0;
        boolean application = false;
        for (Future<Work> run : runs) {
            Work work = run.get();
            simulated += work.jobs();
            events += work.events();
            cpuSeconds += work.cpuSeconds();
            live += work.liveBytes();
            gcSeconds += work.gcSeconds();
            application |= work.application();
        }
        long without = live > 0 ? liveHeap() : live;
        return new Work(simulated, events, cpuSeconds, live - without, gcSeconds, application);
    }

    /**
     * Starts the runs; the first measures the live heap (all runs' models included) once half of its jobs are done,
     * the clusters in their steady state, with their queued jobs and pending events.
     */
    private List<Future<Work>> submit(ExecutorService pool, ExperimentSettings s, ResolvedPolicy policy, long jobs) {
        List<Future<Work>> runs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            var model = RunSetup.model(s, policy, load, RunSetup.seed(s, t));
            boolean measures = t == 0;
            runs.add(pool.submit(() -> {
                ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
                long before = cpu.getCurrentThreadCpuTime();
                long half = (jobs + jobs / 10) / 2;
                long[] doneLiveNanos = new long[3];
                RunMeasurement m = new SimulatedCluster(model).run(jobs / 10, jobs, done -> {
                    doneLiveNanos[0] += done;
                    if (measures && doneLiveNanos[1] == 0 && doneLiveNanos[0] >= half) {
                        long start = System.nanoTime();
                        doneLiveNanos[1] = liveHeap();
                        doneLiveNanos[2] = System.nanoTime() - start;
                    }
                });
                boolean application = m.section(Section.APPLICATION).isPresent();
                return new Work(m.jobs() + (application ? 0 : jobs / 10), m.events(),
                        (cpu.getCurrentThreadCpuTime() - before) / 1e9, doneLiveNanos[1], doneLiveNanos[2] / 1e9,
                        application);
            }));
        }
        return runs;
    }

    /** The heap in use right after a full GC (the parallel collector that ./loadshare uses collects fully on request). */
    private static long liveHeap() {
        System.gc();
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getCollectionUsage() != null) {
                sum += pool.getCollectionUsage().getUsed();
            }
        }
        return sum;
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
