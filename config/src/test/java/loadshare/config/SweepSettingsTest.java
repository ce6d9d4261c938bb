package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sweeps: every point is the experiment re-read with the swept values; keys and values checked like any setting. */
class SweepSettingsTest {

    private static final String POLICIES = "  policies = [ { name = none }, { name = sender-threshold } ]";

    @TempDir
    Path dir;

    @Test
    void noSweep_isNone() {
        assertFalse(load(experiment(dir, POLICIES)).sweep().enabled());
    }

    @Test
    void oneKey_givesAPointPerValue_eachWithThatValueSet() {
        Path file = experiment(dir, POLICIES, "  sweep { key = \"network.latency\", values = [0, 0.01, 0.1] }");
        SweepSettings sweep = load(file).sweep();
        assertEquals(List.of("network.latency"), sweep.keys());
        assertEquals(List.of("0", "0.01", "0.1"), sweep.axes().get(0).values());
        assertEquals(3, sweep.points().size());
        assertEquals(0.01, sweep.points().get(1).settings().network().latency());
        assertEquals(List.of("0.1"), sweep.points().get(2).values());
        assertEquals(sweep.points().get(0).settings().run().seed(), sweep.points().get(2).settings().run().seed(),
                "the same seeds at every point");
    }

    @Test
    void twoKeys_giveEveryCombination_firstSlowest_andAPolicyParameterReachesOnlyItsPolicy() {
        Path file = experiment(dir, POLICIES, "  sweep = [",
                "    { key = \"policies[1].threshold\", values = [1, 3] }",
                "    { key = \"costs.transfer\", values = [0, 0.1, 0.2] }",
                "  ]");
        SweepSettings sweep = load(file).sweep();
        assertEquals(6, sweep.points().size());
        assertEquals(List.of("3", "0.1"), sweep.points().get(4).values());
        ExperimentSettings point = sweep.points().get(4).settings();
        assertEquals(3, point.policies().get(1).parameters().getInt("threshold"));
        assertFalse(point.policies().get(0).parameters().hasPath("threshold"));
        assertEquals("sender-threshold", point.policies().get(1).label());
        assertEquals(0.1, point.costs().transfer());
    }

    @Test
    void sweepFromTheCommandLine_isReadToo() {
        Path file = experiment(dir, POLICIES);
        SweepSettings sweep = load(file, "sweep={key=nodes, values=[4, 8]}").sweep();
        assertEquals(8, sweep.points().get(1).settings().nodes());
    }

    @Test
    void unknownKey_isOneLine_withFileLine_andDidYouMean() {
        Path file = experiment(dir, POLICIES, "  sweep { key = \"network.latancy\", values = [0, 0.1] }");
        assertEquals(at(file, 3) + "loadshare.experiment.sweep.key = \"network.latancy\": unknown setting "
                + "'network.latancy' (did you mean 'latency'?)", rejection(file));
    }

    @Test
    void valueOfTheWrongType_isOneLine_namingTheSettingAndTheValuesPlace() {
        Path file = experiment(dir, POLICIES, "  sweep {", "    key = \"network.latency\"",
                "    values = [0, fast]", "  }");
        assertEquals(at(file, 5) + "loadshare.experiment.network.latency = \"fast\": expected a number",
                rejection(file));
    }

    @Test
    void valueOutOfRange_isRejectedLikeTheSetting() {
        Path file = experiment(dir, POLICIES, "  sweep { key = nodes, values = [4, 0] }");
        assertTrue(rejection(file).startsWith(at(file, 3) + "loadshare.experiment.nodes = 0: nodes must be between 1"));
    }

    @Test
    void policyIndexOutOfRange_isRejected() {
        Path file = experiment(dir, POLICIES, "  sweep { key = \"policies[2].threshold\", values = [1] }");
        assertEquals(at(file, 3) + "loadshare.experiment.sweep.key = \"policies[2].threshold\": the experiment has 2 "
                + "policies, policies[0] to policies[1]", rejection(file));
    }

    @Test
    void loads_names_andThreeKeys_areNotSwept() {
        assertTrue(rejection(experiment(dir, POLICIES, "  sweep { key = workload.loads, values = [[0.5]] }"))
                .contains("'workload.loads' is not swept (every point runs at every load already)"));
        assertTrue(rejection(experiment(dir, POLICIES, "  sweep { key = \"policies[0].label\", values = [a] }"))
                .contains("a policy's name and label are not swept"));
        assertTrue(rejection(experiment(dir, POLICIES, "  sweep = [ {key = nodes, values = [2]}, "
                + "{key = hosts.cpus, values = [1]}, {key = costs.probe, values = [0]} ]"))
                .contains("sweep at most 2 keys at once"));
        assertTrue(rejection(experiment(dir, POLICIES, "  sweep { key = nodes, vals = [2] }"))
                .contains("loadshare.experiment.sweep.vals: unknown key (did you mean 'values'?)"));
        assertTrue(rejection(experiment(dir, POLICIES, "  sweep { key = nodes, values = [2, 2] }"))
                .contains("appears twice"));
    }

    @Test
    void aJobClassKey_isSwept_andAClassWithoutAShareTakesWhatTheOtherLeaves() {
        Path file = experiment(dir, "  policies = [ { name = mesos } ]", "  run.warmup-jobs = 0",
                "  workload.job-classes = [ { name = cpu, share-of-arrivals = 0.5, processors = 1, memory = 0, "
                        + "run-time = 1 },",
                "    { name = mem, processors = 1, memory = 1GiB, run-time = 1 } ]",
                "  sweep { key = \"workload.job-classes[0].share-of-arrivals\", values = [0.5, 0.9] }");
        SweepSettings sweep = load(file).sweep();
        assertEquals(2, sweep.points().size());
        List<JobClass> leaning = sweep.points().get(1).settings().workload().jobClasses();
        assertEquals(0.9, leaning.get(0).shareOfArrivals());
        assertEquals(0.1, leaning.get(1).shareOfArrivals(), 1e-12);
        assertEquals(0.5, sweep.points().get(0).settings().workload().jobClasses().get(1).shareOfArrivals());
    }

    @Test
    void jobClassKeys_outOfRange_orTheName_orWithoutAnIndex_areRejected() {
        String classes = "  workload.job-classes = [ { name = a, share-of-arrivals = 1, processors = 1, memory = 0, "
                + "run-time = 1 } ]";
        Path file = experiment(dir, POLICIES, classes, "  run.warmup-jobs = 0",
                "  sweep { key = \"workload.job-classes[1].share-of-arrivals\", values = [1] }");
        assertEquals(at(file, 5) + "loadshare.experiment.sweep.key = \"workload.job-classes[1].share-of-arrivals\": "
                + "the experiment has 1 job classes, workload.job-classes[0] to workload.job-classes[0]", rejection(file));
        assertTrue(rejection(experiment(dir, POLICIES, classes,
                "  sweep { key = \"workload.job-classes[0].name\", values = [b] }"))
                .contains("a job class's name is not swept"));
        assertTrue(rejection(experiment(dir, POLICIES, classes,
                "  sweep { key = \"workload.job-classes.share-of-arrivals\", values = [1] }"))
                .contains("a job class's key is swept as workload.job-classes[INDEX].KEY"));
        assertTrue(rejection(experiment(dir, POLICIES, "  sweep { key = \"workload.job-classes[0].run-time\", "
                + "values = [1] }")).contains("the experiment has 0 job classes"));
    }
}
