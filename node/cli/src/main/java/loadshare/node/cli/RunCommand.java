package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.MigrationSweepSettings;
import loadshare.hardware.net.NetworkLink;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.migration.sweep.MigrationSweep;
import loadshare.migration.sweep.SweepRow;
import loadshare.migration.sweep.SweepSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.experiment.HeapEstimate;
import loadshare.node.experiment.JobLogFiles;
import loadshare.node.live.workers.WorkerFailure;
import loadshare.node.live.workers.WorkersGone;
import loadshare.node.report.ConsoleTable;
import loadshare.node.report.MigrationReports;
import loadshare.node.report.ReportWriter;
import loadshare.node.results.ExperimentResult;
import loadshare.policies.ResolvedPolicy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code loadshare run EXPERIMENT}: simulate every policy at every load and write the reports. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Simulate an experiment: every policy at every load, replicated; print a table and write "
                + "results.csv, summary.json, plots (PNG, SVG and PDF) and report.html to the output folder.",
                "EXPERIMENT is a file (my.conf) or the name of a bundled experiment (quickstart)."})
final class RunCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "EXPERIMENT", description = "experiment file or bundled experiment name")
    String experiment;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: the experiment's output.dir)")
    Path out;

    @Option(names = "--set", paramLabel = "KEY=VALUE",
            description = "override a setting, key relative to loadshare.experiment, value in HOCON; repeatable, "
                    + "e.g. --set nodes=3 --set 'workload.loads=[0.7]'")
    List<String> overrides = new ArrayList<>();

    @Option(names = "--no-progress", description = "do not show the progress bar")
    boolean noProgress;

    @Option(names = "--job-log", description = "also write one row per measured job (id, home, arrival, start, end, "
            + "nodes run on, transfers, migrations, restarts) to jobs/<point>_load<load>_r<replication>.csv.gz in the "
            + "output folder, gzip-compressed CSV streamed to disk; the same as --set run.job-log=true")
    boolean jobLog;

    @Option(names = "--force", description = "overwrite the output folder if it holds results already (default: "
            + "write to the first free DIR-2, DIR-3, ... instead)")
    boolean force;

    @CommandLine.Mixin
    PluginOptions plugins;

    @CommandLine.Mixin
    PlotOptions plots;

    @CommandLine.Mixin
    WorkerOptions distribution;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (jobLog) {
            overrides.add("run.job-log=true");
        }
        ExperimentSettings settings = ExperimentLoader.load(experiment, overrides);
        distribution.check(settings);
        ExperimentRunner runner = new ExperimentRunner(plugins.registry());
        List<ResolvedPolicy> policies = runner.resolve(settings);   // every policy checked before anything runs or is written
        HeapEstimate.require(settings, policies, Runtime.getRuntime().maxMemory(),
                Runtime.getRuntime().availableProcessors());
        for (var point : settings.sweep().points()) {   // a swept nodes = ... may not fit
            HeapEstimate.require(point.settings(), runner.resolve(point.settings()), Runtime.getRuntime().maxMemory(),
                    Runtime.getRuntime().availableProcessors());
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter outWriter = spec.commandLine().getOut();
        OutputFolder folder = OutputFolder.prepare(out != null ? out : Path.of(settings.output().dir()),
                out != null ? "--out" : settings.where("output.dir") + ": loadshare.experiment.output.dir =", force, err);
        Path dir = folder.dir();
        runner.logJobsTo(dir.resolve(JobLogFiles.FOLDER));
        err.println(Describe.experiment(settings));
        if (policies.stream().anyMatch(p -> ExperimentRunner.runsApplication(settings, p))) {
            err.printf("  an application of %,d work units: its runs end when it completes (the jobs above only cap them)%n",
                    settings.workload().application().tasks());
        }

        long started = System.nanoTime();
        ExperimentResult result;
        long total = ExperimentRunner.totalJobs(settings);
        double seconds;
        try (RunGuard guard = RunGuard.start(folder, total, err)) {
            try (Progress progress = Progress.start("simulating", total, !noProgress, err)) {
                result = distribution.distributed() ? runOnWorkers(runner, settings, guard.counting(progress), progress,
                        err) : runner.run(settings, guard.counting(progress));
            } catch (UncheckedIOException e) {
                throw new Main.CommandFailure(e.getMessage());
            }
            seconds = (System.nanoTime() - started) / 1e9;
            guard.writing();
            outWriter.println(ConsoleTable.render(result));
            try {
                ReportWriter.writeAll(result, RunProvenance.of(spec, settings.run().seed()), dir, plots.titles());
            } catch (IOException e) {
                throw new Main.CommandFailure("could not write the results to " + dir + ": " + e.getMessage());
            }
        }
        if (settings.run().jobLog()) {
            err.println("job logs in " + dir.resolve(JobLogFiles.FOLDER) + " (one .csv.gz per replication)");
        }
        if (result.applications().isEmpty()) {
            err.printf("simulated %,d jobs in %.1f s; results in %s (open %s)%n",
                    runner.simulatedJobs(),
                    seconds, dir, dir.resolve("report.html"));
        } else {
            // Application runs end with their application, not after a number of jobs: say what really ran.
            err.printf("simulated %,d own jobs and %,d work-unit replicas in %.1f s; results in %s (open %s)%n",
                    result.replications().stream().mapToLong(r -> r.jobs()).sum(),
                    result.applications().stream().mapToLong(a -> a.run().unitRuns()).sum(),
                    seconds, dir, dir.resolve("report.html"));
        }
        if (settings.migrationSweep().enabled()) {
            sweep(settings, dir, plots.titles(), outWriter, err);
        }
        return 0;
    }

    /** Runs the experiment's replications on workers ({@code --workers}, {@code --cluster}), and says who did what. */
    private ExperimentResult runOnWorkers(ExperimentRunner runner, ExperimentSettings settings, LongConsumer counted,
                                          Progress progress, PrintWriter err) throws InterruptedException {
        try (WorkerOptions.RunWorkers workers = distribution.start(settings, counted, plugins, err)) {
            progress.follow(workers::figures);
            try {
                ExperimentResult result = runner.run(settings, counted, workers.pool());
                progress.close();
                workers.pool().workers().forEach((worker, figures) -> err.printf(
                        "worker %s: %,d replications, %,d jobs%n", worker, figures.replications(), figures.jobs()));
                return result;
            } catch (WorkersGone | WorkerFailure e) {
                throw new Main.CommandFailure(e.getMessage() + "; nothing was written"
                        + (workers.logs() == null ? "" : " (the workers' output: " + workers.logs() + ")"));
            }
        } catch (IOException e) {
            throw new Main.CommandFailure("could not start the workers: " + e.getMessage());
        }
    }

    /** The experiment's migration sweep: every strategy over its VM sizes and dirty rates, on its network. */
    private static void sweep(ExperimentSettings settings, Path dir, boolean titles, PrintWriter out,
            PrintWriter err) {
        MigrationSweepSettings sweep = settings.migrationSweep();
        SweepSettings defaults = SweepSettings.defaults();
        List<SweepRow> rows = MigrationSweep.run(new SweepSettings(sweep.sizes(), sweep.dirtyRates(), sweep.workingSet(),
                new NetworkLink(settings.network().bandwidth(), settings.network().latency()), defaults.serverDisk(),
                defaults.warmup(), settings.run().seed(), MigrationStrategies.names()));
        out.println(MigrationSweep.table(rows));
        try {
            MigrationReports.writeAll(rows, dir, titles);
        } catch (IOException e) {
            throw new Main.CommandFailure("could not write the migration sweep to " + dir + ": " + e.getMessage());
        }
        err.println("migration sweep in " + dir
                + " (migration.csv; freeze-time, total-time and bytes-moved as .png, .svg and .pdf)");
    }
}
