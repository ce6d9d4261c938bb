package loadshare.node.owner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Test;

/** Condor machines whose owner policy is written as ClassAd expressions, on the bundled owners cluster. */
class CondorExpressionsIT {

    private static final ExperimentSettings OWNERS = ExperimentLoader.load("owners", List.of("workload.loads=[0.4]"));

    private static OwnerFigures owners(String parameters) {
        RunMeasurement m = run(parameters);
        assertTrue(!m.unstable(), parameters + " is stable at load 0.4");
        return m.owners();
    }

    /** A run that may be unstable: submitted jobs that wait for machines which (nearly) never start them. */
    private static RunMeasurement run(String parameters) {
        ResolvedPolicy policy = PolicyRegistry.standard().resolve(
                new PolicySpec("condor", ConfigFactory.parseString(parameters), "condor", "test"));
        return new SimulatedCluster(RunSetup.model(OWNERS, policy, 0.4, 11)).run(1_000, 8_000, done -> { });
    }

    private static String rejection(String policy) {
        ExperimentSettings settings = ExperimentLoader.load("owners", List.of("policies=[" + policy + "]"));
        return assertThrows(SettingsException.class,
                () -> new ExperimentRunner(PolicyRegistry.standard()).resolve(settings)).getMessage();
    }

    @Test
    void wantSuspendFalse_vacatesTheJobWhenTheOwnerReturns_insteadOfSuspendingIt() {
        OwnerFigures vacating = owners("want-suspend = \"false\"");
        assertEquals(0, vacating.suspensions());
        assertTrue(vacating.evictions() > 20, "evictions: " + vacating.evictions());
        assertEquals(0.0, vacating.interference(), "the owner never shares the CPU with a foreign job");
    }

    @Test
    void aStrictClockComparison_startsJobsJustAfterTheThreshold_withoutWaitingForAnotherEvent() {
        OwnerFigures strict = owners("start = \"!KeyboardBusy && KeyboardIdle > StartIdleTime && LoadAvg == 0\"");
        OwnerFigures desktop = owners("");
        assertEquals(desktop.foreignWorkOnIdle(), strict.foreignWorkOnIdle(), 0.02,
                "> and >= start the same machines: " + strict.foreignWorkOnIdle() + " vs " + desktop.foreignWorkOnIdle());
    }

    @Test
    void aMachineWhoseStartIsFalse_neverTakesAJob() {
        OwnerFigures never = run("start = \"false\"").owners();
        assertEquals(0.0, never.foreignWorkOnIdle());
        assertEquals(0, never.evictions() + never.suspensions());
    }

    @Test
    void nightOnlyMachines_doLessForeignWorkThanMachinesThatStartAnyTime() {
        OwnerFigures night = run("start = \"!KeyboardBusy && KeyboardIdle >= StartIdleTime && LoadAvg == 0"
                + " && (CurrentTime % 86400 >= 19 * 3600 || CurrentTime % 86400 < 7 * 3600)\"").owners();
        OwnerFigures any = owners("");
        assertTrue(night.foreignWorkOnIdle() > 0.05, "nights are used: " + night.foreignWorkOnIdle());
        assertTrue(night.foreignWorkOnIdle() < 0.8 * any.foreignWorkOnIdle(),
                night.foreignWorkOnIdle() + " vs " + any.foreignWorkOnIdle());
    }

    @Test
    void anExpressionThatDoesNotParse_orNamesAnAttributeNoAdHas_isRefusedWhenTheExperimentIsRead() {
        String syntax = rejection("{name = condor, start = \"KeyboardIdle >\"}");
        assertEquals("--set policies=[{name = condor, start = \"KeyboardIdle >\"}]: loadshare.experiment.policies: "
                + "policy 'condor': start = \"KeyboardIdle >\": at 15: expected an attribute, a number, a string, "
                + "a function, '{' or '(' but found the end", syntax);
        String name = rejection("{name = condor, preempt = \"Activity == \\\"Suspended\\\" && KeyboardIdel > 60\"}");
        assertTrue(name.startsWith("--set policies=[{name = condor, preempt = \"Activity == \\\"Suspended\\\" && "
                + "KeyboardIdel > 60\"}]: loadshare.experiment.policies: policy 'condor': preempt = \"Activity == "
                + "\\\"Suspended\\\" && KeyboardIdel > 60\": at 28: no attribute 'KeyboardIdel' in a machine ad or a job "
                + "ad (did you mean 'KeyboardIdle'?)"), name);
        String job = rejection("{name = condor, requirements = \"TARGET.Memory >= MY.Disk\"}");
        assertTrue(job.contains("requirements = \"TARGET.Memory >= MY.Disk\": at 18: no attribute 'Disk' in a job ad"), job);
    }
}
