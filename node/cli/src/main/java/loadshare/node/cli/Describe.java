package loadshare.node.cli;

import loadshare.config.ExperimentSettings;
import loadshare.config.TraceSettings;
import loadshare.config.trace.TraceFormat;
import loadshare.node.experiment.ExperimentRunner;

/** One-line descriptions for the console. */
final class Describe {

    private Describe() {
    }

    static String experiment(ExperimentSettings s) {
        String sweep = s.sweep().enabled()
                ? " x " + count(s.sweep().points().size(), "point", "points") + " of a sweep of "
                        + String.join(" and ", s.sweep().keys())
                : "";
        return String.format("%s (%s): %d nodes x %d CPU, %s, %s%s x %s x %s"
                        + " of %,d jobs (+%,d warm-up) = %,d simulated jobs",
                s.name(), s.source(), s.nodes(), s.hosts().cpus(), workload(s),
                count(s.policies().size(), "policy", "policies"), sweep,
                count(s.workload().loads().size(), "load", "loads"),
                count(s.run().replications(), "replication", "replications"), s.run().jobs(),
                s.run().warmupJobs(), ExperimentRunner.totalJobs(s));
    }

    /** "1 load", "4 loads". */
    static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** {@code exponential service}, the synthetic job classes, or the trace replayed and how many of its jobs were skipped. */
    private static String workload(ExperimentSettings s) {
        TraceSettings t = s.workload().trace();
        if (t == null && s.workload().hasJobClasses()) {
            return "job classes " + String.join(", ", s.workload().jobClasses().stream().map(c -> c.name()).toList());
        }
        if (t == null) {
            return s.workload().service().distribution().configName() + " service";
        }
        return String.format("trace %s (%,d of %,d used jobs replayed, %,d skipped; %s, %s homes, %s)", t.file(),
                t.jobs(), t.trace().jobs(), t.trace().skippedTotal(), t.paced() ? "paced to each load" : "own pace",
                t.trace().format() == TraceFormat.CSV ? "csv node" : t.homes().configName(), t.demand().configName());
    }
}
