package loadshare.node.sim.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.BatchRuns;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.DelayTimeline;
import loadshare.node.run.RunSetup;
import loadshare.node.run.TwinLateness;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.batch.BatchJob;
import org.junit.jupiter.api.Test;

/**
 * A live run's simulated twin meets the live run's lateness when the live run met it: a message sent at a model
 * time is as late as the live messages to the same side sent then.
 */
class TwinLatenessTest {

    private static final double LOAD = 0.6;

    /** The Mesos-like master of {@code LiveCentralSchedulersIT}, on {@code jobs} jobs, with {@code more} set. */
    private static ExperimentSettings settings(int jobs, String... more) {
        List<String> overrides = new ArrayList<>(List.of("nodes=4", "hosts.memory=8GiB", "hosts.cpus=4",
                "workload.loads=[" + LOAD + "]", "run.warmup-jobs=0", "run.jobs=" + jobs,
                "workload.job-classes=[{name=cpu, share-of-arrivals=0.5, processors=2, processors-max=3, "
                        + "memory=256MiB, run-time=5}, {name=mem, share-of-arrivals=0.5, processors=1, memory=2GiB, "
                        + "memory-max=4GiB, run-time=5}]", "policies=[{name=mesos, offers=drf, weights=\"cpu: 2\"}]"));
        overrides.addAll(List.of(more));
        return ExperimentLoader.load("quickstart", overrides);
    }

    private static ClusterModel model(ExperimentSettings s) {
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(s.policies().get(0));
        return RunSetup.model(s, policy, LOAD, RunSetup.seed(s, 0));
    }

    private static DelayTimeline timeline(double... sentAtAndLateness) {
        DelayTimeline.Builder b = new DelayTimeline.Builder(1.0);
        for (int i = 0; i < sentAtAndLateness.length; i += 2) {
            b.add(sentAtAndLateness[i], sentAtAndLateness[i + 1]);
        }
        return b.timeline();
    }

    @Test
    void aTwinLateEvenly_isTheSimulationOfANetworkOfThatLatency() {
        ExperimentSettings even = settings(40);
        TwinLateness late = new TwinLateness(timeline(0.5, 0.3), timeline(0.5, 0.3), even.nodes());
        double twin = BatchCluster.simulateTwin(even, model(even), LOAD, late, done -> { }).meanResponseTime();
        ExperimentSettings network = settings(40, "network.latency=0.3");
        double simulated = BatchCluster.simulate(network, model(network), LOAD, done -> { }).meanResponseTime();
        assertEquals(simulated, twin, 0.0);
    }

    @Test
    void aStallAtTheStart_delaysTheFirstLaunchByIt_andNotTheReportsOnTime() {
        ExperimentSettings s = settings(1);
        BatchWorkload jobs = BatchRuns.workload(s, model(s), LOAD);
        BatchJob first = jobs.job(0);
        // launches sent in the first model second were 10 s late (a cold start); those much later, on time;
        // the nodes' reports were on time throughout
        TwinLateness stall = new TwinLateness(timeline(first.submit(), 10.0, 1000, 0.0), timeline(0.0, 0.0),
                s.nodes());
        double response = BatchCluster.simulateTwin(s, model(s), LOAD, stall, done -> { }).meanResponseTime();
        assertEquals(10.0 + first.duration(), response, 1e-9, "launched at once, 10 s late, reported at once");
    }
}
