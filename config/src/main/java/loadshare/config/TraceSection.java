package loadshare.config;

import com.typesafe.config.ConfigValue;
import java.io.IOException;
import java.util.List;
import java.util.function.Predicate;
import loadshare.config.trace.Trace;
import loadshare.config.trace.TraceDemand;
import loadshare.config.trace.TraceFormat;
import loadshare.config.trace.TraceHomes;

/**
 * Reads {@code loadshare.experiment.workload.trace} and, when a file is named, the trace itself (relative to the
 * file that names it; a bundled experiment's trace is a class-path resource beside it), then settles what a trace
 * decides: the loads (its own pace unless {@code workload.loads} is given), {@code run.jobs} (default: every used
 * job) and {@code run.warmup-jobs} (default 0).
 */
final class TraceSection {

    private static final String PREFIX = "workload.trace.";

    private final Fields fields;

    TraceSection(Fields fields) {
        this.fields = fields;
    }

    /** The run's workload and run settings with the trace applied; unchanged when no trace file is named. */
    Applied apply(Predicate<String> userSets, int nodes, HostSettings hosts, WorkloadSettings workload, RunSettings run) {
        ConfigValue fileValue = fields.value(PREFIX + "file");
        String file = fields.string(PREFIX + "file");
        TraceFormat format = TraceFormat.byName(fields.string(PREFIX + "format")).orElseThrow(() ->
                unknown("format", TraceFormat.names()));
        TraceHomes homes = TraceHomes.byName(fields.string(PREFIX + "homes")).orElseThrow(() ->
                unknown("homes", TraceHomes.names()));
        TraceDemand demand = TraceDemand.byName(fields.string(PREFIX + "demand")).orElseThrow(() ->
                unknown("demand", TraceDemand.names()));
        if (file.isEmpty()) {
            return new Applied(workload, run);
        }
        fields.require(!workload.hasJobClasses(), "workload.job-classes", "a trace's jobs replace synthetic job "
                + "classes: set job-classes = [] or remove workload.trace.file");
        Trace trace = read(fileValue, file, format, demand, nodes);

        long wanted = userSets.test("run.jobs") ? run.jobs() : trace.jobs();
        int replayed = (int) Math.min(wanted, trace.jobs());
        long warmup = userSets.test("run.warmup-jobs") ? run.warmupJobs() : 0;
        fields.require(warmup < replayed, "run.warmup-jobs", "a trace's warm-up must be shorter than the "
                + replayed + " jobs it replays (every replayed job is measured by default: warmup-jobs = 0)");
        double capacity = 0;
        for (int i = 0; i < nodes; i++) {
            capacity += hosts.cpus() * hosts.speed(i);
        }
        boolean paced = userSets.test("workload.loads");
        fields.require(!paced || trace.span(replayed) > 0, "workload.loads", "the trace's " + replayed
                + " replayed jobs are all submitted at the same time, so no pace gives a load; remove loads");
        List<Double> loads = paced ? workload.loads() : List.of(trace.ownLoad(replayed, capacity));
        TraceSettings settings = new TraceSettings(file, format, homes, demand, paced, replayed, trace);
        return new Applied(workload.withTrace(loads, settings),
                new RunSettings(replayed - warmup, warmup, run.replications(), run.seed(), run.threads(), 0.0, 0,
                        run.jobLog()));
    }

    private SettingsException unknown(String key, List<String> known) {
        String given = fields.string(PREFIX + key);
        return ConfigErrors.problem(fields.value(PREFIX + key), fields.key(PREFIX + key),
                "unknown " + key + ConfigErrors.suggest(given, known));
    }

    /** Opens and reads the trace named where {@code value} was written. */
    private Trace read(ConfigValue value, String file, TraceFormat format, TraceDemand demand, int nodes) {
        try {
            String key = fields.key(PREFIX + "file");
            return Trace.read(ExperimentFile.open(value, file, key, "trace"), file, format, demand, nodes);
        } catch (IOException e) {
            throw new SettingsException(file + ": cannot read the trace: " + e.getMessage());
        }
    }

    /** The workload and run settings after the trace. */
    record Applied(WorkloadSettings workload, RunSettings run) {
    }
}
