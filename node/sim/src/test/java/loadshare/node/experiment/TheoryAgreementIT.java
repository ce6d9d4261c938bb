package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.ToDoubleFunction;
import loadshare.config.ArrivalSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.HostSettings;
import loadshare.config.ServiceDistribution;
import loadshare.config.ServiceSettings;
import loadshare.config.WorkloadSettings;
import loadshare.node.results.Aggregation;
import loadshare.node.results.AnalyticReference;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.TestExperiments;
import loadshare.node.theory.QueueingTheory;
import loadshare.policies.PolicyRegistry;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/**
 * The simulator against queueing theory, with fixed seeds. Each check allows the 99.9% Student-t interval
 * of the replications (a 95% one would fail one seed in twenty even when the simulator is right), so a
 * biased simulator fails and a correct one passes.
 */
class TheoryAgreementIT {

    private static final PolicyRegistry REGISTRY = PolicyRegistry.standard();

    private static ExperimentResult run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(REGISTRY).run(s, done -> { });
    }

    /** Half-width of the 99.9% interval of the mean of one metric over the replications of one point. */
    private static double tolerance(ExperimentResult r, String policy, double load,
                                    ToDoubleFunction<ReplicationResult> metric) {
        double[] xs = r.replications().stream()
                .filter(row -> row.policy().equals(policy) && row.load() == load)
                .mapToDouble(metric).toArray();
        double mean = Aggregation.mean(xs);
        double ss = 0;
        for (double x : xs) {
            ss += (x - mean) * (x - mean);
        }
        double t = new TDistribution(null, xs.length - 1).inverseCumulativeProbability(0.9995);
        return t * Math.sqrt(ss / (xs.length - 1)) / Math.sqrt(xs.length);
    }

    private static PointSummary point(ExperimentResult r, String policy, double load) {
        return r.summaries().stream().filter(p -> p.policy().equals(policy) && p.load() == load).findFirst().orElseThrow();
    }

    @Test
    void none_agreesWithMM1_andCentralQueue_withErlangC_atSeveralLoads() throws InterruptedException {
        List<Double> loads = List.of(0.3, 0.6, 0.85);
        ExperimentResult r = run(TestExperiments.exponential(8, loads, 150_000, 20_000, 6, "none", "central-queue"));
        for (int i = 0; i < loads.size(); i++) {
            double load = loads.get(i);
            AnalyticReference ref = r.references().get(i);
            assertEquals(1 / (1 - load), ref.mm1ResponseTime(), 1e-12);
            assertEquals(ref.mm1ResponseTime(), point(r, "none", load).response().mean(),
                    tolerance(r, "none", load, row -> row.response().mean()), "none at " + load);
            assertEquals(ref.mmkResponseTime(), point(r, "central-queue", load).response().mean(),
                    tolerance(r, "central-queue", load, row -> row.response().mean()), "central-queue at " + load);
            assertEquals(load, point(r, "none", load).flow().utilization(), 0.01, "utilization at " + load);
            assertFalse(point(r, "none", load).unstable());
        }
    }

    @Test
    void none_idleWhileWaiting_agreesWithTheClosedForm() throws InterruptedException {
        List<Double> loads = List.of(0.2, 0.5, 0.8);
        ExperimentResult r = run(TestExperiments.exponential(5, loads, 100_000, 10_000, 6, "none", "central-queue"));
        for (int i = 0; i < loads.size(); i++) {
            double load = loads.get(i);
            double expected = 1 - Math.pow(load, 5) - Math.pow(1 - load * load, 5) + Math.pow(load * (1 - load), 5);
            assertEquals(expected, r.references().get(i).idleWhileWaitingNoSharing(), 1e-12);
            assertEquals(expected, point(r, "none", load).sharing().idleWhileWaiting(),
                    tolerance(r, "none", load, row -> row.sharing().idleWhileWaiting()) + 1e-3, "at " + load);
            // A central queue never leaves a CPU idle while a job waits (zero latency).
            assertEquals(0.0, point(r, "central-queue", load).sharing().idleWhileWaiting(), 1e-9);
        }
    }

    @Test
    void nonExponentialService_agreesWithPollaczekKhinchine() throws InterruptedException {
        for (ServiceSettings service : List.of(
                new ServiceSettings(ServiceDistribution.DETERMINISTIC, 1.0, 2, 2.0, 1.1, 0.1, 100.0),
                new ServiceSettings(ServiceDistribution.ERLANG, 2.0, 3, 2.0, 1.1, 0.1, 100.0),
                new ServiceSettings(ServiceDistribution.HYPEREXPONENTIAL, 1.0, 2, 2.0, 1.1, 0.1, 100.0))) {
            ExperimentResult r = run(TestExperiments.exponential(4, List.of(0.7), 200_000, 20_000, 6, "none")
                    .withWorkload(new WorkloadSettings(List.of(0.7), ArrivalSettings.POISSON, service)));
            double s = service.effectiveMean();
            double scv = loadshare.hardware.random.Distributions.service(service).squaredCv();
            double expected = s + 0.7 * s * (1 + scv) / (2 * 0.3);
            assertEquals(expected, r.references().get(0).mm1ResponseTime(), 1e-9);
            assertEquals(expected, point(r, "none", 0.7).response().mean(),
                    tolerance(r, "none", 0.7, row -> row.response().mean()), service.distribution().toString());
        }
    }

    /**
     * Bursty arrivals: each node an MMPP/M/1 queue, whose mean response (matrix-geometric) is far above M/M/1's at
     * the same load; the simulator meets it. Pareto and diurnal arrivals keep the load's mean rate.
     */
    @Test
    void mmppArrivals_agreeWithTheMatrixGeometricMmppM1_andEveryProcessKeepsTheLoadsRate() throws InterruptedException {
        ServiceSettings exponential = new ServiceSettings(ServiceDistribution.EXPONENTIAL, 1.0, 2, 2.0, 1.1, 0.1, 100.0);
        ArrivalSettings mmpp = new ArrivalSettings(ArrivalSettings.Process.MMPP, 4, 5, 20, 2.5, 86_400, 0.5);
        ExperimentResult r = run(TestExperiments.exponential(8, List.of(0.6), 150_000, 20_000, 6, "none")
                .withWorkload(new WorkloadSettings(List.of(0.6), mmpp, exponential)));
        double calm = mmpp.calmRate(0.6);
        double expected = loadshare.node.theory.MmppQueue.meanResponse(calm, 4 * calm, 1 / 20.0, 1 / 5.0, 1);
        assertEquals(expected, r.references().get(0).mm1ResponseTime(), 1e-9);
        assertTrue(expected > 1.5 * (1 / (1 - 0.6)), "bursts make the queue far longer than M/M/1's: " + expected);
        assertEquals(expected, point(r, "none", 0.6).response().mean(),
                tolerance(r, "none", 0.6, row -> row.response().mean()), "none under MMPP arrivals");
        assertEquals(0.6, point(r, "none", 0.6).flow().utilization(), 0.01);
        for (ArrivalSettings other : List.of(
                new ArrivalSettings(ArrivalSettings.Process.PARETO, 4, 5, 20, 2.5, 86_400, 0.5),
                new ArrivalSettings(ArrivalSettings.Process.DIURNAL, 4, 5, 20, 2.5, 500, 0.8))) {
            ExperimentResult o = run(TestExperiments.exponential(8, List.of(0.6), 100_000, 10_000, 4, "none")
                    .withWorkload(new WorkloadSettings(List.of(0.6), other, exponential)));
            PointSummary p = point(o, "none", 0.6);
            assertEquals(0.6, p.flow().utilization(), 0.01, other.describe());
            assertTrue(Double.isNaN(o.references().get(0).mm1ResponseTime()), "no formula for " + other.describe());
        }
    }

    @Test
    void multiCpuHosts_areMMc_andFasterHosts_getProportionallyMoreWork() throws InterruptedException {
        ExperimentResult r = run(TestExperiments.exponential(6, List.of(0.75), 150_000, 20_000, 6, "none")
                .withHosts(new HostSettings(2, List.of(1.0, 3.0))));
        // Node of speed v with 2 CPUs is M/M/2 with service time 1/v; arrivals proportional to speed.
        double expected = (1 * QueueingTheory.responseTime(2, 0.75, 1.0, 1) + 3 * QueueingTheory.responseTime(2, 0.75, 1 / 3.0, 1)) / 4;
        assertEquals(expected, r.references().get(0).mm1ResponseTime(), 1e-12);
        assertEquals(expected, point(r, "none", 0.75).response().mean(),
                tolerance(r, "none", 0.75, row -> row.response().mean()));
        assertEquals(0.75, point(r, "none", 0.75).flow().utilization(), 0.01);
    }

    @Test
    void sameSeed_sameResults_andEveryPolicySeesTheSameJobs() throws InterruptedException {
        ExperimentSettings s = TestExperiments.exponential(4, List.of(0.6), 20_000, 1_000, 2, "none", "central-queue");
        assertEquals(run(s).replications(), run(s).replications());
        // Common random numbers: the same arrivals, so the measured throughput is alike across policies
        // far more closely than sampling noise between independent runs would allow.
        ExperimentResult r = run(s);
        double none = r.replications().get(0).flow().throughput();
        double central = r.replications().get(2).flow().throughput();
        assertTrue(Math.abs(none - central) / none < 0.01, none + " vs " + central);
    }
}
