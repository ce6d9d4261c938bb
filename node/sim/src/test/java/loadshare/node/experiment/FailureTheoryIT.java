package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.ArrivalSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.Law;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outages;
import loadshare.config.ServiceDistribution;
import loadshare.config.ServiceSettings;
import loadshare.config.WorkloadSettings;
import loadshare.node.results.Aggregation;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.Section;
import loadshare.node.run.TestExperiments;
import loadshare.node.theory.Breakdowns;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/**
 * One host that fails at any time (exponential up times of mean 100, exponential repairs of mean 10) against the
 * queueing theory of servers that fail ({@link Breakdowns}): each figure within its replications' 95% interval.
 */
class FailureTheoryIT {

    private static final double MTBF = 100;
    private static final double MTTR = 10;
    private static final double ALPHA = 1 / MTBF;
    private static final double AVAILABILITY = MTBF / (MTBF + MTTR);

    private static FailureSettings failures(OnFailure onFailure, Checkpoints checkpoints) {
        return new FailureSettings(new Outages(MTBF, Law.EXPONENTIAL, 1, MTTR, Law.EXPONENTIAL, 0, List.of()),
                List.of(), List.of(), "", onFailure, checkpoints, 1.0);
    }

    private static PointSummary run(ExperimentSettings s) throws InterruptedException {
        ExperimentResult r = new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
        PointSummary p = r.summaries().get(0);
        double[] availability = r.replications().stream()
                .mapToDouble(row -> row.section(Section.FAILURES).orElseThrow().availability()).toArray();
        // every test draws the same failures (the same seeds): one check of availability, at about five standard
        // errors (twice the 95% half-width of six replications), not one at 95% per test
        double half = Aggregation.ci95HalfWidth(availability);
        assertTrue(Math.abs(Aggregation.mean(availability) - AVAILABILITY) < 2 * half,
                "measured availability " + Aggregation.mean(availability) + " ± " + half + " vs " + AVAILABILITY);
        return p;
    }

    private static void within(double expected, PointSummary p, String what) {
        double mean = p.response().mean();
        assertTrue(Math.abs(mean - expected) < p.ci95HalfWidth(),
                what + ": measured " + mean + " ± " + p.ci95HalfWidth() + ", theory " + expected);
        assertTrue(p.ci95HalfWidth() < 0.03 * expected, what + ": the interval is tight enough to mean something: ±"
                + p.ci95HalfWidth());
    }

    @Test
    void resume_isTheMM1QueueWithBreakdownsAtAnyTime() throws InterruptedException {
        ExperimentSettings s = TestExperiments.exponential(1, List.of(0.5), 400_000, 20_000, 8, "none")
                .withFailures(failures(OnFailure.RESUME, Checkpoints.NONE));
        PointSummary p = run(s);
        within(Breakdowns.mm1FailuresAnyTimeMeanResponse(0.5, 1, ALPHA, 1 / MTTR), p, "M/M/1 with breakdowns");
        FailureFigures f = p.section(Section.FAILURES).orElseThrow();
        assertEquals(1.0, f.goodput(), 1e-12, "resume loses no work");
        assertEquals(0.0, f.lostWork(), 1e-12);
    }

    /**
     * Alone on its host, a job waits for the repair if the host is down when it arrives, then runs. Jobs arrive
     * 50,000 model seconds apart on average, so about one in 2,000 finds another there: the wait that adds
     * (lambda E[X^2] / 2, under 0.01) is a tenth of the interval or less.
     */
    private static ExperimentSettings lone(double work, FailureSettings failures) {
        ServiceSettings fixed = new ServiceSettings(ServiceDistribution.DETERMINISTIC, work, 2, 2.0, 1.1, 0.1, 100.0);
        List<Double> load = List.of(work / 50_000);
        return TestExperiments.exponential(1, load, 20_000, 0, 6, "none")
                .withWorkload(new WorkloadSettings(load, ArrivalSettings.POISSON, fixed))
                .withFailures(failures);
    }

    @Test
    void restart_withAFixedDemand_isPreemptiveRepeat() throws InterruptedException {
        double work = 10;
        PointSummary p = run(lone(work, failures(OnFailure.RESTART, Checkpoints.NONE)));
        double waitForRepair = (1 - AVAILABILITY) * MTTR;
        double completion = Breakdowns.restartCompletionTimeMoments(work, ALPHA, MTTR, 2 * MTTR * MTTR).mean();
        within(waitForRepair + completion, p, "preemptive-repeat");
        double resumed = Breakdowns.completionTimeMoments(work, work * work, ALPHA, MTTR, 2 * MTTR * MTTR).mean();
        assertTrue(p.response().mean() - p.ci95HalfWidth() > waitForRepair + resumed,
                "restart is worse than resume: " + p.response().mean() + " vs " + (waitForRepair + resumed));
    }

    @Test
    void checkpoint_losesOnlyTheSegmentItWasIn() throws InterruptedException {
        double work = 20;
        PointSummary p = run(lone(work, failures(OnFailure.CHECKPOINT, new Checkpoints(5, 0.5))));
        double waitForRepair = (1 - AVAILABILITY) * MTTR;
        within(waitForRepair + Breakdowns.checkpointedCompletionTime(work, 5, 0.5, ALPHA, MTTR), p, "checkpointed");
        FailureFigures f = p.section(Section.FAILURES).orElseThrow();
        assertTrue(f.checkpointWork() > 0 && f.lostWork() > 0 && f.goodput() < 1, f.toString());
    }

    /**
     * Ten hosts (MTBF 500, MTTR 20) run jobs of 1,000 of work that checkpoint at a cost of 2: of the intervals 15,
     * 25, 45, 80 and 140, the one at which a job loses least work to failures and checkpoints is 45, the grid's
     * point nearest Young's optimum √(2 · 2 · 500) = 44.7 and Daly's 43.4.
     */
    @Test
    void theIntervalThatWastesLeast_isTheGridPointNearestYoungsAndDalysOptimum() throws InterruptedException {
        ServiceSettings fixed = new ServiceSettings(ServiceDistribution.DETERMINISTIC, 1000, 2, 2.0, 1.1, 0.1, 100.0);
        List<Double> intervals = List.of(15.0, 25.0, 45.0, 80.0, 140.0);
        double best = Double.NaN;
        double least = Double.POSITIVE_INFINITY;
        for (double interval : intervals) {
            FailureSettings f = new FailureSettings(new Outages(500, Law.EXPONENTIAL, 1, 20, Law.EXPONENTIAL, 0,
                    List.of()), List.of(), List.of(), "", OnFailure.CHECKPOINT, new Checkpoints(interval, 2), 1.0);
            ExperimentSettings s = TestExperiments.exponential(10, List.of(0.3), 3_000, 300, 4, "none")
                    .withWorkload(new WorkloadSettings(List.of(0.3), ArrivalSettings.POISSON, fixed)).withFailures(f);
            PointSummary p = new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { }).summaries().get(0);
            FailureFigures figures = p.section(Section.FAILURES).orElseThrow();
            double wastePerJob = (figures.lostWork() + figures.checkpointWork()) / (p.jobs() / p.replications());
            if (wastePerJob < least) {
                least = wastePerJob;
                best = interval;
            }
            assertEquals(Breakdowns.youngInterval(2, 500), figures.youngInterval(), 1e-12);
        }
        assertEquals(45.0, best, "the interval that wastes least");
        double young = Breakdowns.youngInterval(2, 500);
        double daly = Breakdowns.dalyInterval(2, 500);
        for (double optimum : List.of(young, daly)) {
            double nearest = intervals.stream().min((a, b) -> Double.compare(Math.abs(a - optimum),
                    Math.abs(b - optimum))).orElseThrow();
            assertEquals(nearest, best, "the grid point nearest " + optimum);
        }
    }
}
