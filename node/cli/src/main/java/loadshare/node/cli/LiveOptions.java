package loadshare.node.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.live.LiveRun;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.TraceReplays;
import loadshare.node.workload.BatchWorkload;
import loadshare.node.workload.TraceReplay;
import loadshare.policies.batch.CentralPolicy;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that say what a live run does, shared by {@code cluster} and {@code node}, and passed to children. */
final class LiveOptions {

    @Option(names = "--experiment", paramLabel = "EXPERIMENT",
            description = "experiment file or bundled experiment name (default: ${DEFAULT-VALUE})")
    String experiment = "quickstart";

    @Option(names = "--policy", paramLabel = "NAME",
            description = "the policy to run: a label or name of the experiment's policies, or any known policy "
                    + "(default: the experiment's first)")
    String policy;

    @Option(names = "--load", paramLabel = "RHO", description = "offered load per CPU, in (0, 1) (default: the experiment's first)")
    Double load;

    @Option(names = "--duration", paramLabel = "SECONDS", description = "model seconds of arrivals (default: "
            + DEFAULT_DURATION + ", or the whole trace when the experiment replays one)")
    Double duration;

    @Option(names = "--warmup", paramLabel = "SECONDS",
            description = "jobs arriving before this model time are not measured (default: a tenth of the duration; "
                    + "0 for a trace)")
    Double warmup;

    static final double DEFAULT_DURATION = 60;
    /**
     * The fastest time scale: a model second of one millisecond, Akka's scheduler tick. Faster, every service and
     * timer would end within one tick and the run would measure the scheduler, not the model.
     */
    static final double MIN_TIME_SCALE = 0.001;
    /** The longest a live run's arrivals may last, wall seconds (duration x time scale): 30 days. */
    static final double MAX_WALL_SECONDS = 30 * 86_400;

    @Option(names = "--time-scale", paramLabel = "S",
            description = "wall seconds one model second lasts; the arrivals (duration x time scale) may last at "
                    + "most 30 days; at least 0.001, Akka's 1 ms scheduler tick (default: ${DEFAULT-VALUE})")
    double timeScale = 0.05;

    @Option(names = "--real-migration", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "a running job's VM migrates with its real page bytes, checked at the target, before the job "
                    + "resumes there; --no-real-migration: it arrives after the modelled time (default: on)")
    boolean realMigration = true;

    @Option(names = "--job-log", description = "also write one row per measured job (id, home, arrival, start, end, "
            + "nodes it ran on, transfers, migrations, restarts) to jobs/ in the output folder, gzip-compressed CSV, "
            + "as run --job-log does; the same as --set run.job-log=true")
    boolean jobLog;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "override an experiment setting, as for run; repeatable")
    List<String> overrides = new ArrayList<>();

    @Mixin
    PluginOptions plugins;

    /**
     * The run these options describe, for a cluster of {@code nodes} nodes (null: the experiment's); with
     * {@code replaysFailures}, for a cluster whose launcher replays the experiment's host failures.
     */
    LiveRun toRun(Integer nodes, boolean replaysFailures) {
        if (duration != null && (!(duration > 0) || Double.isInfinite(duration))) {
            throw new SettingsException("--duration " + duration + ": must be a positive number of model seconds");
        }
        if (!(timeScale > 0) || Double.isInfinite(timeScale)) {
            throw new SettingsException("--time-scale " + timeScale + ": must be positive (wall seconds per model second)");
        }
        if (timeScale < MIN_TIME_SCALE) {
            throw new SettingsException("--time-scale " + timeScale + ": at least " + MIN_TIME_SCALE + " (a model second "
                    + "of 1 ms, the live scheduler's tick; faster, every service would end within one tick)");
        }
        if (nodes != null && nodes < 1) {
            throw new SettingsException("--nodes " + nodes + ": a cluster needs at least one node");
        }
        List<String> sets = new ArrayList<>(overrides);
        // The flags become settings, validated like any; errors then name the flag the user typed.
        Map<String, String> flags = new LinkedHashMap<>();
        if (nodes != null) {
            flags.put("nodes=" + nodes, "--nodes " + nodes);
        }
        if (load != null) {
            flags.put("workload.loads=[" + load + "]", "--load " + load);
        }
        if (jobLog) {
            flags.put("run.job-log=true", "--job-log");
        }
        sets.addAll(flags.keySet());
        ExperimentSettings settings = load(sets, flags);
        if (policy != null && settings.policies().stream().noneMatch(this::isChosen)) {
            String set = "policies=[{name=\"" + policy + "\"}]";
            flags.put(set, "--policy " + policy);
            sets.add(set);
            settings = load(sets, flags);
        }
        if (settings.sweep().enabled()) {
            throw new SettingsException("--experiment " + experiment + ": sweeps " + String.join(" and ",
                    settings.sweep().keys()) + ", and a live run runs one point: add --set 'sweep=[]' and set the "
                    + "value with --set KEY=VALUE");
        }
        if (settings.failures().present() && !replaysFailures) {
            String key = failuresKey(settings);
            throw new SettingsException(settings.where(key) + ": loadshare.experiment." + key + ": one node cannot "
                    + "replay host failures (loadshare cluster does: it kills and restarts its nodes' JVMs as the "
                    + "schedule says); remove the failures section to run this node");
        }
        if (settings.failures().present() && settings.failures().onFailure() != FailureSettings.OnFailure.RESTART) {
            String key = settings.origins().containsKey("failures.on-failure") ? "failures.on-failure"
                    : failuresKey(settings);
            throw new SettingsException(settings.where(key) + ": loadshare.experiment.failures.on-failure = "
                    + settings.failures().onFailure().configName() + ": the live cluster replays fail-stop failures "
                    + "only (a killed JVM keeps no job's work): set failures.on-failure = restart");
        }
        PolicySpec spec = policy == null ? settings.policies().get(0)
                : settings.policies().stream().filter(this::isChosen).findFirst().orElseThrow();
        double rho = settings.workload().loads().get(0);
        try {
            LiveRun probe = new LiveRun(settings, plugins.registry().resolve(spec), rho, DEFAULT_DURATION, 0,
                    timeScale, realMigration);
            // the policy built for this cluster: a bad combination (too few nodes...) fails here, not mid-run
            boolean central = BatchRuns.isBatch(probe.model().policy());
            String problem = central ? BatchRuns.problem(settings, probe.model().policy(), probe.policy().label())
                    : BatchRuns.loadSharingProblem(settings, probe.policy().label());
            try {
                ExperimentRunner.jobLogFollows(settings, probe.model().policy(), probe.policy().label());
                ExperimentRunner.parallelJobsStay(settings, probe.model().policy(), probe.policy().label());
            } catch (SettingsException e) {
                throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: " + e.getMessage());
            }
            if (problem == null && probe.model().policy() instanceof CentralPolicy c) {
                problem = c.liveProblem();
            }
            if (problem != null) {
                throw new SettingsException(spec.origin() + ": loadshare.experiment.policies: " + problem);
            }
            if (central && settings.failures().present()) {
                throw new SettingsException(settings.where(failuresKey(settings)) + ": loadshare.experiment."
                        + failuresKey(settings) + ": the live cluster does not replay host failures under a central "
                        + "scheduler (" + probe.policy().label() + ") yet: they are simulated only (loadshare run)");
            }
            // a trace (or a central scheduler's jobs) replays whole by default: arrivals until just after the last
            // submit time, all measured
            boolean whole = settings.workload().replaysTrace() || central;
            double length = duration != null ? duration : !whole ? DEFAULT_DURATION
                    : central ? lastSubmit(probe.batchWorkload()) : wholeTrace(settings, rho);
            if (central && warmup != null && warmup != 0) {
                throw new SettingsException("--warmup " + warmup + ": a central scheduler measures every job it "
                        + "gets (from an empty cluster): remove --warmup");
            }
            requireWallTime(length);
            double warm = warmup != null ? warmup : whole ? 0 : length / 10;
            if (!(warm >= 0 && warm < length)) {
                throw new SettingsException("--warmup " + warm + ": must be in [0, duration = " + length + ")");
            }
            return new LiveRun(settings, probe.policy(), rho, length, warm, timeScale, realMigration);
        } catch (SettingsException e) {
            throw inFlags(e, flags);
        }
    }

    /**
     * Refuses arrivals of {@code length} model seconds that would last longer than {@link #MAX_WALL_SECONDS} at the
     * time scale (a product that overflows, as 1e308 x 0.05 in nanoseconds, among them), naming the flags given.
     */
    private void requireWallTime(double length) {
        double wall = length * timeScale;
        if (!(wall <= MAX_WALL_SECONDS)) {
            String flags = (duration != null ? "--duration " + duration + " " : "") + "--time-scale " + timeScale;
            throw new SettingsException(String.format(java.util.Locale.ROOT, "%s: the arrivals would last %.3g wall "
                    + "seconds (%.6g model seconds x %s); a live run's last at most %,.0f (30 days)", flags, wall,
                    length, timeScale, MAX_WALL_SECONDS));
        }
    }

    /** The key of the failures section that makes hosts fail, as the experiment wrote it. */
    private static String failuresKey(ExperimentSettings settings) {
        return java.util.stream.Stream.of("failures.mtbf", "failures.groups", "failures.log")
                .filter(settings.origins()::containsKey).findFirst().orElse("failures");
    }

    /** Model seconds that submit every one of a central scheduler's jobs: just past the last submit time. */
    private static double lastSubmit(BatchWorkload jobs) {
        return Math.nextUp(Math.max(jobs.jobs() == 0 ? 0 : jobs.submit(jobs.jobs() - 1), 0));
    }

    /** Model seconds that replay every job of the experiment's trace at {@code load}: just past the last arrival. */
    private static double wholeTrace(ExperimentSettings settings, double load) {
        TraceReplay replay = TraceReplays.replay(settings, load);
        return Math.nextUp(Math.max(replay.arrival(replay.jobs() - 1), 0));
    }

    /** Loads the experiment; an error about a setting that stands for a flag names the flag instead. */
    private ExperimentSettings load(List<String> sets, Map<String, String> flags) {
        try {
            return ExperimentLoader.load(experiment, sets);
        } catch (SettingsException e) {
            throw inFlags(e, flags);
        }
    }

    /** {@code e} with each {@code --set} that stands for a flag written as that flag. */
    private static SettingsException inFlags(SettingsException e, Map<String, String> flags) {
        String message = e.getMessage();
        for (Map.Entry<String, String> flag : flags.entrySet()) {
            message = message.replace("--set " + flag.getKey(), flag.getValue());
        }
        return new SettingsException(message);
    }

    private boolean isChosen(PolicySpec spec) {
        return spec.label().equals(policy) || spec.name().equals(policy);
    }

    /**
     * A run id derived from what the run does (experiment, policy, load, times, nodes, seed, settings), the same on
     * every node started with the same options: nodes of another experiment are refused at join.
     */
    String derivedRunId(LiveRun run) {
        String what = String.join("|", run.settings().name(), run.policy().label(), Double.toString(run.load()),
                Double.toString(run.duration()), Double.toString(run.warmup()), Double.toString(run.timeScale()),
                Integer.toString(run.nodes()), Long.toString(run.seed()), Boolean.toString(run.realMigration()),
                String.join("|", overrides));
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(what.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return "settings-" + java.util.HexFormat.of().formatHex(digest, 0, 8);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    /** These options as arguments for a child's {@code node} command. */
    List<String> asArguments(LiveRun run) {
        List<String> args = new ArrayList<>(List.of("--experiment", experiment, "--policy", run.policy().label(),
                "--load", Double.toString(run.load()), "--duration", Double.toString(run.duration()),
                "--warmup", Double.toString(run.warmup()), "--time-scale", Double.toString(run.timeScale()),
                run.realMigration() ? "--real-migration" : "--no-real-migration"));
        if (plugins.classpath() != null) {
            args.add("--classpath");
            args.add(plugins.classpath());
        }
        if (jobLog) {
            args.add("--job-log");
        }
        for (String set : overrides) {
            args.add("--set");
            args.add(set);
        }
        return args;
    }
}
