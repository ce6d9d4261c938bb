package loadshare.node.volunteer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.ApplicationSettings;
import loadshare.config.ArrivalSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.config.VmSettings;
import loadshare.config.WorkloadSettings;
import loadshare.node.run.ApplicationRun;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.Section;
import loadshare.node.run.TestExperiments;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.ApplicationFigures;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Test;

/** The volunteer system in the simulated runtime: the application completes, and the quorum keeps cheaters out. */
class VolunteerSimulationTest {

    private static final int NODES = 20;

    private static ExperimentSettings settings(int tasks) {
        ExperimentSettings base = TestExperiments.exponential(NODES, List.of(0.2), 1_000_000, 0, 1, "none");
        WorkloadSettings workload = new WorkloadSettings(base.workload().loads(), ArrivalSettings.POISSON, base.workload().service(),
                VmSettings.DEFAULT,
                new ApplicationSettings(tasks, TestExperiments.exponentialService()));
        return base.withWorkload(workload);
    }

    private static ApplicationRun run(int tasks, String parameters, long seed) {
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(
                new PolicySpec("volunteer", ConfigFactory.parseString(parameters), "volunteer", "test"));
        ExperimentSettings s = settings(tasks);
        RunMeasurement m = new SimulatedCluster(RunSetup.model(s, policy, 0.2, seed))
                .run(0, 1_000_000, done -> { });
        assertTrue(m.jobs() > 0, "the owners' own jobs keep running and are measured");
        return m.section(Section.APPLICATION).orElseThrow();
    }

    /** Every unit validated exactly once: each credited exactly quorum times, so credit = quorum x application work. */
    private static void assertEveryUnitValidatedOnce(ApplicationRun run, int quorum) {
        ApplicationFigures f = run.figures();
        assertTrue(f.complete(), "the application completes");
        assertEquals(f.tasks(), f.validatedUnits());
        assertEquals(quorum * f.applicationWork(), f.creditGranted(), 1e-6 * f.applicationWork());
        assertEquals(f.creditGranted(), f.validatedWork(), 1e-9);
        assertTrue(run.workDone() >= f.validatedWork() - 1e-9, "no credit without the work done");
        assertTrue(f.makespan() > 0 && Double.isFinite(f.makespan()));
    }

    @Test
    void vanishingVolunteers_theirUnitsAreReissuedAfterTheDeadline_andTheApplicationCompletes() {
        ApplicationRun run = run(500, "replication = 1, quorum = 1, vanish = 0.2, deadline = 5, absence = 30", 3);
        ApplicationFigures f = run.figures();
        assertEveryUnitValidatedOnce(run, 1);
        assertTrue(f.deadlinesMissed() > 50, "about a fifth of the replicas vanished: " + f.deadlinesMissed());
        assertTrue(f.reissuedAfterDeadline() >= f.deadlinesMissed() - f.lateResults(),
                "every unanswered replica was reissued");
        assertEquals(f.tasks() + f.reissuedAfterDeadline(), f.replicasIssued(), "only deadlines cause reissues here");
        assertTrue(run.wastedWork() > 0, "the lost results' work is wasted");
    }

    @Test
    void quorumTwo_withTenPercentCheaters_acceptsNoWrongResult_andCreditsNoCheater() {
        ApplicationRun run = run(3000, "replication = 2, quorum = 2, cheaters = 0.1", 5);
        ApplicationFigures f = run.figures();
        assertEveryUnitValidatedOnce(run, 2);
        assertEquals(0, f.wrongResultsAccepted());
        assertEquals(0.0, f.cheaterCredit());
        assertTrue(f.replicasIssued() > 2L * f.tasks(), "cheaters' disagreements cost extra replicas");
        assertTrue(run.redundancy() > 2.0, "a quorum of two costs more than twice the work: " + run.redundancy());
    }

    @Test
    void quorumOne_withTheSameCheaters_letsWrongResultsThrough() {
        ApplicationRun run = run(3000, "replication = 1, quorum = 1, cheaters = 0.1", 5);
        ApplicationFigures f = run.figures();
        assertEveryUnitValidatedOnce(run, 1);
        assertTrue(f.wrongResultsAccepted() > 0, "wrong results accepted: " + f.wrongResultsAccepted());
        assertTrue(f.cheaterCredit() > 0);
        // 2 of the 20 volunteers cheat and pull work at the others' rate: about a tenth of the units is theirs.
        double share = (double) f.wrongResultsAccepted() / f.tasks();
        assertTrue(share > 0.05 && share < 0.15, "wrong share " + share);
    }

    @Test
    void quorumTwo_colludingCheaters_canOutvoteIt_whenBothReplicasGoToThem() {
        ApplicationRun run = run(3000, "replication = 2, quorum = 2, cheaters = 0.3, collude = true", 5);
        assertEveryUnitValidatedOnce(run, 2);
        assertTrue(run.figures().wrongResultsAccepted() > 0);
        assertTrue(run.figures().cheaterCredit() > 0);
    }

    @Test
    void sameSeed_sameFigures_otherSeed_otherFigures() {
        String parameters = "replication = 2, quorum = 2, cheaters = 0.1, vanish = 0.05, deadline = 5";
        assertEquals(run(400, parameters, 11), run(400, parameters, 11));
        assertTrue(run(400, parameters, 11).figures().makespan() != run(400, parameters, 12).figures().makespan());
    }

    @Test
    void moreVolunteers_shorterMakespan() {
        double five = run(1000, "volunteers = 5", 2).figures().makespan();
        double twenty = run(1000, "volunteers = 20", 2).figures().makespan();
        assertTrue(twenty < five / 2, "5 volunteers " + five + ", 20 volunteers " + twenty);
    }
}
