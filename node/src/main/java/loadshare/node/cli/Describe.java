package loadshare.node.cli;

import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;

/** One-line descriptions for the console. */
final class Describe {

    private Describe() {
    }

    static String experiment(ExperimentSettings s) {
        return String.format("%s (%s): %d nodes x %d CPU, %s service, %d policies x %d loads x %d replications"
                        + " of %,d jobs (+%,d warm-up) = %,d simulated jobs",
                s.name(), s.source(), s.nodes(), s.hosts().cpus(), s.workload().service().distribution().configName(),
                s.policies().size(), s.workload().loads().size(), s.run().replications(), s.run().jobs(),
                s.run().warmupJobs(), ExperimentRunner.totalJobs(s));
    }
}
