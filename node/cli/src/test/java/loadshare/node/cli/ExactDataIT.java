package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.live.workers.ExactData;
import loadshare.node.report.ResultsCsv;
import loadshare.node.report.SummaryJson;
import loadshare.node.results.ExperimentResult;
import loadshare.node.run.ReplicationPool;
import loadshare.node.run.RunMeasurement;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a worker sends back is what it measured, to the bit: an experiment run with every measurement and the
 * settings themselves passed through {@link ExactData} (as they cross JVMs under {@code run --workers}) gives the
 * same results.csv and summaries as the same run without. The experiments cover every section a measurement may
 * carry: a trace replay, a central scheduler, an application, the CPU schedulers, failures (checkpoints), migrations,
 * MSER warm-ups, a sweep and run.precision's rounds.
 */
class ExactDataIT {

    private static final PolicyRegistry REGISTRY = PolicyRegistry.standard();

    @ParameterizedTest
    @ValueSource(strings = {"quickstart", "nasa-ipsc", "batch-nasa", "volunteer", "fair-share", "migration",
            "thresholds", "heterogeneous", "checkpoints", "dispatchers", "owners", "packing"})
    void aRunThroughExactDataIsTheSameRun(String name) throws Exception {
        ExperimentSettings settings = ExperimentLoader.load(name, small(name));
        ExperimentSettings travelled = ExactData.read(ExactData.write(settings), ExperimentSettings.class);
        assertEquals(settings.rendered(), travelled.rendered());

        ExperimentResult local = new ExperimentRunner(REGISTRY).run(settings, jobs -> { });
        ReplicationPool roundTrip = (which, here) -> {
            RunMeasurement computed = ExperimentRunner.replicate(travelled, REGISTRY, which, jobs -> { });
            try {
                return CompletableFuture.completedFuture(ExactData.read(ExactData.write(computed), RunMeasurement.class));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
        ExperimentResult remote = new ExperimentRunner(REGISTRY).run(settings, jobs -> { }, roundTrip);

        assertEquals(ResultsCsv.render(local), ResultsCsv.render(remote));
        assertEquals(SummaryJson.render(local), SummaryJson.render(remote));
    }

    /** Overrides that keep each experiment to a second or so. */
    private static List<String> small(String name) {
        List<String> set = new ArrayList<>(List.of("run.replications=2"));
        switch (name) {
            case "volunteer" -> { }
            case "nasa-ipsc" -> set.add("run.jobs=3000");      // a trace's first 3,000 jobs
            case "batch-nasa" -> set.addAll(List.of("workload.loads=[0.85]", "run.replications=1", "run.jobs=3000"));
            case "packing" -> set.addAll(List.of("run.jobs=2000", "workload.loads=[0.9]"));
            default -> set.addAll(List.of("run.jobs=1500", "workload.loads=[0.7]"));
        }
        if (name.equals("heterogeneous")) {
            set.add("run.max-jobs=6000");       // run.precision's rounds: up to 4 replications
        }
        if (name.equals("quickstart")) {
            set.add("run.warmup-jobs=auto");    // MSER-5's warm-ups
        }
        return set;
    }
}
