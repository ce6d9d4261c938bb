package loadshare.policies.mesos;

import static loadshare.policies.mesos.MesosHarness.job;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.typesafe.config.ConfigFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import loadshare.config.JobClass;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import loadshare.policies.ClusterShape;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.policies.batch.CentralPolicy;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * The {@code static-partitions} policy: how the machines are split, that a framework runs only on its own, and
 * against the Mesos-like master on the same jobs — worked out by hand.
 */
class StaticPartitionsTest {

    private static final long GIB = 1024;

    private static CentralPolicy policy(String name, String parameters, int nodes) {
        return (CentralPolicy) PolicyRegistry.standard()
                .resolve(new PolicySpec(name, ConfigFactory.parseString(parameters), name, "x.conf:3"))
                .configure(new ClusterShape(nodes, 4));
    }

    private static CentralScheduler scheduler(String name, String parameters, int nodes, String... classes) {
        return policy(name, parameters, nodes).newScheduler(nodes, 4, 4 * GIB,
                Arrays.stream(classes).map(c -> new JobClass(c, 1, 0, 1, 1, 0, 0, 1)).toList());
    }

    private static String error(String parameters) {
        String message = assertThrows(SettingsException.class, () -> policy("static-partitions", parameters, 4))
                .getMessage();
        return message.substring(message.indexOf("loadshare.experiment.policies"));
    }

    @Test
    void machines_equalByDefault_theRemainderToTheFirst_fractionsRoundedDown_theRestSharedByClassesNotNamed() {
        List<String> abc = List.of("a", "b", "c");
        assertArrayEquals(new int[] {2, 2, 1}, PartitionShares.parse("").machines(abc, 5));
        assertArrayEquals(new int[] {1, 3}, PartitionShares.parse("a: 0.25, b: 0.75").machines(List.of("a", "b"), 4));
        assertArrayEquals(new int[] {3, 11}, PartitionShares.parse("a: 0.2, b: 0.7").machines(List.of("a", "b"), 16));
        assertArrayEquals(new int[] {5, 2, 2}, PartitionShares.parse("a: 0.5").machines(abc, 10));
        assertArrayEquals(new int[] {3, 7}, PartitionShares.parse("a: 0.3, b: 0.7").machines(List.of("a", "b"), 10));
    }

    @Test
    void badFractions_areOneLineEach() {
        assertEquals("loadshare.experiment.policies: policy 'static-partitions': fractions = \"a 0.5\": 'a 0.5' is "
                + "not NAME: FRACTION", error("fractions = \"a 0.5\""));
        assertEquals("loadshare.experiment.policies: policy 'static-partitions': fractions = \"a: x\": fraction of "
                + "'a' is not a number: 'x'", error("fractions = \"a: x\""));
        assertEquals("loadshare.experiment.policies: policy 'static-partitions': fractions = \"a: 0\": fraction of "
                + "'a' must be in (0, 1], not 0", error("fractions = \"a: 0\""));
        assertEquals("loadshare.experiment.policies: policy 'static-partitions': fractions = \"a: 1.5\": fraction "
                + "of 'a' must be in (0, 1], not 1.5", error("fractions = \"a: 1.5\""));
        assertEquals("loadshare.experiment.policies: policy 'static-partitions': fractions = \"a: 0.5, a: 0.5\": "
                + "'a' is named twice", error("fractions = \"a: 0.5, a: 0.5\""));
        assertEquals("loadshare.experiment.policies: policy 'static-partitions': fractions = \"a: 0.6, b: 0.6\": "
                + "the fractions add up to 1.2, more than 1", error("fractions = \"a: 0.6, b: 0.6\""));
    }

    @Test
    void theWorkload_mustHaveJobClasses_eachWithAMachine_andTheFractions_nameThem() {
        CentralPolicy equal = policy("static-partitions", "", 2);
        assertNull(equal.workloadProblem(false, true));
        assertEquals("runs job classes as frameworks, each on its own machines: give workload.job-classes (and no "
                + "workload.trace)", equal.workloadProblem(true, false));
        assertNull(equal.jobClassesProblem(List.of("a", "b")));
        assertEquals("cannot give each of the 3 job classes a machine of its own with 2 nodes",
                equal.jobClassesProblem(List.of("a", "b", "c")));
        CentralPolicy named = policy("static-partitions", "fractions = \"a: 0.1, b: 0.9\"", 4);
        assertEquals("gives job class 'a' no machine: 0.1 of 4 nodes, is less than one",
                named.jobClassesProblem(List.of("a", "b")));
        assertEquals("has a fraction for job class 'b', which workload.job-classes does not have (it has a, c)",
                named.jobClassesProblem(List.of("a", "c")));
        assertEquals("gives job class 'c' no machine: the share the named fractions leave it, 0.0 of 4 nodes, is "
                + "less than one", policy("static-partitions", "fractions = \"a: 0.5, b: 0.5\"", 4)
                .jobClassesProblem(List.of("a", "b", "c")));
    }

    /**
     * Two machines of 4 CPUs, A owning machine 0 and B machine 1; at 0 A submits two 4-CPU tasks of 100 s. Statically
     * partitioned, the second waits for the first while machine 1 idles: A's mean wait 50 s, makespan 200 s, CPUs
     * 0.5 busy (A's machine 1.0, B's 0). The Mesos-like master runs both at once: no wait, makespan 100 s.
     */
    @Test
    void oneFrameworkBusy_theOtherIdle_staticPartitionsWait_whereDrfOffersUseTheIdleMachine() {
        List<BatchJob> jobs = List.of(job(0, 0, 0, 4, GIB / 4, 100), job(1, 0, 0, 4, GIB / 4, 100));
        CentralScheduler partitions = scheduler("static-partitions", "", 2, "A", "B");
        CentralHarness<CentralScheduler> harness = new MesosHarness(partitions, 2);
        harness.run(jobs);
        assertEquals(List.of(0, 0), harness.sent().stream().map(CentralHarness.Sent::node).toList());
        BatchFigures f = partitions.figures();
        assertEquals(200, f.makespan(), 1e-9);
        assertEquals(0.5, f.cpuUtilization(), 1e-12);
        Map<String, Double> extra = f.extra();
        assertEquals(1.0, extra.get("A.machines"));
        assertEquals(2.0, extra.get("A.tasks"));
        assertEquals(50.0, extra.get("A.meanWait"), 1e-12);
        assertEquals(1.0, extra.get("A.cpuUtilization"), 1e-12);
        assertEquals(0.0, extra.get("B.cpuUtilization"), 1e-12);
        assertEquals(Double.NaN, extra.get("B.meanWait"));

        CentralScheduler mesos = scheduler("mesos", "", 2, "A", "B");
        new MesosHarness(mesos, 2).run(jobs);
        assertEquals(100, mesos.figures().makespan(), 1e-9);
        assertEquals(0.0, mesos.figures().extra().get("A.meanWait"), 1e-12);
    }

    /**
     * Four machines, A owning one (0.25), B three. B's three 3-CPU tasks go first fit to machines 1, 2 and 3 (each
     * holds one: 4 CPUs); its fourth waits for the first to end at 10 s although machine 0, A's, is empty. A's 1-CPU
     * task takes machine 0; a 5-CPU task is rejected (no machine holds it), and so is one of a third class.
     */
    @Test
    void aFramework_firstFitOnItsOwnMachinesOnly_andTasksNoMachineHolds_areRejected() {
        CentralScheduler s = scheduler("static-partitions", "fractions = \"A: 0.25, B: 0.75\"", 4, "A", "B");
        MesosHarness harness = new MesosHarness(s, 4);
        harness.run(List.of(job(0, 1, 0, 3, 0, 10), job(1, 1, 0, 3, 0, 20), job(2, 1, 0, 3, 0, 20),
                job(3, 1, 0, 3, 0, 20), job(4, 0, 1, 1, 0, 5), job(5, 0, 1, 5, 0, 5), job(6, 2, 1, 1, 0, 5)));
        assertEquals(List.of(1, 2, 3, 0, 1), harness.sent().stream().map(CentralHarness.Sent::node).toList());
        assertEquals(List.of(0.0, 0.0, 0.0, 1.0, 10.0), harness.sent().stream().map(CentralHarness.Sent::time).toList());
        assertEquals(Map.of("framework", 1L, "processors", 1L), s.figures().rejected());
        assertEquals(10 / 4.0, s.figures().extra().get("B.meanWait"), 1e-12);
    }

    /**
     * A owns machines 0 and 1, B machines 2 and 3. A's 4-CPU task runs on machine 0, which fails at 5 s: the task is
     * lost, stopped there and launched again on machine 1 — A's — never on B's idle machines; back at 50 s, machine 0
     * takes A's next task at 60 s, and the one after when that ends (machine 1 is busy until 105 s).
     */
    @Test
    void aMachineLost_itsTaskIsLaunchedAgainInItsOwnPartition() {
        CentralScheduler s = scheduler("static-partitions", "", 4, "A", "B");
        MesosHarness harness = new MesosHarness(s, 4);
        harness.failAt(5, 0).repairAt(50, 0);
        harness.run(List.of(job(0, 0, 0, 4, 0, 100), job(1, 0, 60, 4, 0, 10), job(2, 0, 60, 4, 0, 10)));
        List<Launch> launches = harness.launches();
        assertEquals(List.of(0, 1, 0, 0), harness.sent().stream().filter(m -> m.message() instanceof Launch)
                .map(CentralHarness.Sent::node).toList());
        assertEquals(4, launches.size());
        assertEquals(3, s.figures().jobs());
        assertEquals(List.of(0.0, 5.0, 60.0, 70.0), harness.sent().stream().filter(m -> m.message() instanceof Launch)
                .map(CentralHarness.Sent::time).toList());
        assertEquals(5.0, s.figures().extra().get("A.meanWait"), 1e-12);   // waits 5, 0 and 10 s
    }
}
