package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.config.ArrivalSettings;
import loadshare.config.ServiceDistribution;
import loadshare.config.ServiceSettings;
import loadshare.config.WorkloadSettings;
import loadshare.node.results.Aggregation;
import loadshare.node.results.ExperimentResult;
import loadshare.node.run.TestExperiments;
import loadshare.policies.PolicyRegistry;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/**
 * P(idle & wait) without sharing, measured by the simulator for every service distribution loadshare offers,
 * against the exact M/G/1 value from the distribution's Laplace transform. Fixed seeds; the tolerance is the
 * 99.9% Student-t interval over the replications (small runs: a bigger check is in {@code IdleWhileWaitingIT}).
 */
class IdleWhileWaitingTheoryTest {

    static final List<ServiceSettings> EVERY_DISTRIBUTION = List.of(
            new ServiceSettings(ServiceDistribution.EXPONENTIAL, 1.0, 2, 2.0, 1.1, 0.1, 100.0),
            new ServiceSettings(ServiceDistribution.DETERMINISTIC, 1.0, 2, 2.0, 1.1, 0.1, 100.0),
            new ServiceSettings(ServiceDistribution.ERLANG, 1.0, 3, 2.0, 1.1, 0.1, 100.0),
            new ServiceSettings(ServiceDistribution.HYPEREXPONENTIAL, 1.0, 2, 4.0, 1.1, 0.1, 100.0),
            new ServiceSettings(ServiceDistribution.BOUNDED_PARETO, 1.0, 2, 2.0, 1.5, 0.1, 20.0));

    @Test
    void none_idleWhileWaiting_agreesWithTheExactMG1Value_forEveryServiceDistribution() throws InterruptedException {
        check(4, 0.6, 30_000, 8);
    }

    /** Runs {@code none} on {@code nodes} nodes at {@code load} and compares P(idle & wait) with the reference. */
    static void check(int nodes, double load, long jobs, int replications) throws InterruptedException {
        for (ServiceSettings service : EVERY_DISTRIBUTION) {
            ExperimentResult r = new ExperimentRunner(PolicyRegistry.standard()).run(
                    TestExperiments.exponential(nodes, List.of(load), jobs, jobs / 10, replications, "none")
                            .withWorkload(new WorkloadSettings(List.of(load), ArrivalSettings.POISSON, service)), done -> { });
            double[] xs = r.replications().stream().mapToDouble(row -> row.sharing().idleWhileWaiting()).toArray();
            double mean = Aggregation.mean(xs);
            double ss = 0;
            for (double x : xs) {
                ss += (x - mean) * (x - mean);
            }
            double tolerance = new TDistribution(null, xs.length - 1).inverseCumulativeProbability(0.9995)
                    * Math.sqrt(ss / (xs.length - 1) / xs.length);
            assertEquals(r.references().get(0).idleWhileWaitingNoSharing(), mean, tolerance,
                    service.distribution() + " (" + r.referenceModel().idleWhileWaiting() + ")");
        }
    }
}
