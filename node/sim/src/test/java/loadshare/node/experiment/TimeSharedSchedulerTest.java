package loadshare.node.experiment;

import static loadshare.node.experiment.CpuSchedulingExperiments.ONE_CLASS;
import static loadshare.node.experiment.CpuSchedulingExperiments.scheduling;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.CostSettings;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.HostSettings;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.TestExperiments;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/** The time-shared scheduler where it must behave exactly like the default one, and where it must not. */
class TimeSharedSchedulerTest {

    private static ExperimentResult run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
    }

    private static ExperimentSettings cluster(CpuSchedulingSettings scheduling) {
        return TestExperiments.exponential(6, List.of(0.8), 5_000, 500, 2, "none", "sender-threshold")
                .withCosts(new CostSettings(0.05, 0.1, 0))
                .withHosts(new HostSettings(2, List.of(1.0, 2.0)).withCpuScheduling(scheduling));
    }

    @Test
    void centralQueue_runToCompletion_oneClass_schedulesExactlyAsTheDefault() throws InterruptedException {
        ExperimentResult plain = run(cluster(CpuSchedulingSettings.DEFAULT));
        ExperimentResult shared = run(cluster(scheduling(Queues.CENTRAL, Balance.NONE, 0, Share.FCFS, ONE_CLASS)));
        for (int i = 0; i < plain.replications().size(); i++) {
            ReplicationResult a = plain.replications().get(i);
            ReplicationResult b = shared.replications().get(i);
            assertEquals(a.response(), b.response(), a.policy());
            assertEquals(a.sharing(), b.sharing(), a.policy());
        }
    }

    @Test
    void roundRobin_withCostlySwitches_isSlowerThanWithFreeOnes() throws InterruptedException {
        CpuSchedulingSettings free = scheduling(Queues.CENTRAL, Balance.NONE, 0.1, Share.FCFS, List.of());
        CpuSchedulingSettings costly = new CpuSchedulingSettings(Queues.CENTRAL, Balance.NONE, 0.1, 0.02, 0.05,
                Share.FCFS, 10, List.of());
        double cheap = run(cluster(free)).summaries().get(0).response().mean();
        double dear = run(cluster(costly)).summaries().get(0).response().mean();
        assertTrue(dear > cheap * 1.1, "switches and cold caches cost: " + dear + " vs " + cheap);
    }

    @Test
    void perCpuQueues_balanced_beatUnbalanced() throws InterruptedException {
        double none = run(cluster(scheduling(Queues.PER_CPU, Balance.NONE, 0, Share.FCFS, List.of())))
                .summaries().get(0).response().mean();
        double push = run(cluster(scheduling(Queues.PER_CPU, Balance.PUSH, 0, Share.FCFS, List.of())))
                .summaries().get(0).response().mean();
        double steal = run(cluster(scheduling(Queues.PER_CPU, Balance.STEAL, 0, Share.FCFS, List.of())))
                .summaries().get(0).response().mean();
        assertTrue(push < none && steal < none, "none " + none + ", push " + push + ", steal " + steal);
    }
}
