package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code workload.job-classes}: defaults, every key, and one line for each mistake. */
class JobClassSettingsTest {

    private static final String TWO = "workload.job-classes=[{name=web, share-of-arrivals=0.75, priority=2, "
            + "processors=1, processors-max=4, memory=1GiB, memory-max=1.5GiB, run-time=300}, "
            + "{name=hpc, share-of-arrivals=0.25, processors=8, memory=100MB, run-time=1200}]";

    /** quickstart, whose warm-up job classes refuse. */
    private static ExperimentSettings load(String... overrides) {
        List<String> all = new java.util.ArrayList<>(List.of("run.warmup-jobs=0"));
        all.addAll(List.of(overrides));
        return ExperimentLoader.load("quickstart", all);
    }

    private static String error(String... overrides) {
        return assertThrows(SettingsException.class, () -> load(overrides)).getMessage();
    }

    @Test
    void byDefault_thereAreNone() {
        assertFalse(load().workload().hasJobClasses());
    }

    @Test
    void everyKey_isRead_memoryInWholeMiBRoundedUp_warmupZero() {
        ExperimentSettings s = load(TWO);
        assertEquals(List.of(new JobClass("web", 0.75, 2, 1, 4, 1024, 1536, 300),
                new JobClass("hpc", 0.25, 0, 8, 8, 96, 96, 1200)), s.workload().jobClasses());
        assertEquals(0, s.run().warmupJobs());
        assertEquals(2.5 * 300, s.workload().jobClasses().get(0).meanCpuSeconds());
    }

    @Test
    void mistakes_areOneLineNamingTheEntry() {
        assertTrue(error("workload.job-classes=[{name=a, share-of-arrivals=1, processors=0, memory=1GiB, "
                + "run-time=1}]").endsWith("loadshare.experiment.workload.job-classes[0].processors = 0: processors "
                + "must be in 1.." + JobClassReader.MAX_PROCESSORS));
        assertTrue(error("workload.job-classes=[{name=a, share-of-arrivals=0.5, processors=1, memory=1GiB, "
                + "run-time=1}]").endsWith("the classes' share-of-arrivals must add up to 1 (they add up to 0.5)"));
        assertTrue(error("workload.job-classes=[{name=a, share-of-arrivals=1, processors=2, processors-max=1, "
                + "memory=1GiB, run-time=1}]").contains("processors-max must be in processors (2).."));
        assertTrue(error("workload.job-classes=[{name=a, share-of-arrivals=1, processors=1, memory=1GiB}]")
                .contains("workload.job-classes[0].run-time: must be set: a job class is {"));
        assertTrue(error("workload.job-classes=[{name=a, share-of-arrivals=1, processor=1, memory=1GiB, "
                + "run-time=1}]").contains("workload.job-classes[0].processor: unknown key"));
        assertTrue(error("workload.job-classes=[{name=a, share-of-arrivals=0.5, processors=1, memory=1GiB, "
                + "run-time=1}, {name=a, share-of-arrivals=0.5, processors=1, memory=1GiB, run-time=1}]")
                .endsWith("a job class needs a name of its own"));
        assertTrue(error(TWO, "run.warmup-jobs=10").endsWith(
                "synthetic job classes are measured whole (the cluster starts empty): remove run.warmup-jobs"));
        assertEquals(1, error(TWO, "run.warmup-jobs=10").lines().count());
    }

    @Test
    void classesWithoutAShare_shareWhatTheOthersLeave_andNothingLeftIsOneLine() {
        ExperimentSettings s = load("workload.job-classes=[{name=a, share-of-arrivals=0.4, processors=1, memory=0, "
                + "run-time=1}, {name=b, processors=1, memory=0, run-time=1}, {name=c, processors=1, memory=0, "
                + "run-time=1}]");
        assertEquals(List.of(0.4, 0.3, 0.3), s.workload().jobClasses().stream().map(JobClass::shareOfArrivals)
                .map(x -> Math.round(x * 1e12) / 1e12).toList());
        assertTrue(error("workload.job-classes=[{name=a, share-of-arrivals=1, processors=1, memory=0, run-time=1}, "
                + "{name=b, processors=1, memory=0, run-time=1}]").endsWith("the classes' share-of-arrivals add up to "
                + "1.0, which leaves nothing for b (without share-of-arrivals: they share the rest)"));
    }

    @Test
    void bursts_areRead_andSqueezeAPeriodsJobsIntoItsStart() {
        ExperimentSettings s = load("workload.job-classes=[{name=a, share-of-arrivals=1, processors=1, memory=0, "
                + "run-time=1, burst-period=3600, burst-length=600}]");
        JobClass a = s.workload().jobClasses().get(0);
        assertEquals(new JobClass("a", 1, 0, 1, 1, 0, 0, 1, 3600, 600), a);
        assertTrue(a.bursty());
        assertEquals(100.0, a.arrival(600), 1e-9);             // a sixth of the way through the period
        assertEquals(7200 + 500.0, a.arrival(7200 + 3000), 1e-9);
        assertEquals(1234.5, new JobClass("b", 1, 0, 1, 1, 0, 0, 1).arrival(1234.5));
    }

    @Test
    void burstMistakes_areOneLineNamingTheKey() {
        String shape = "workload.job-classes=[{name=a, share-of-arrivals=1, processors=1, memory=0, run-time=1, ";
        assertTrue(error(shape + "burst-period=3600}]").endsWith("workload.job-classes[0].burst-period = 3600: a "
                + "burst period needs burst-length, how long each burst lasts"));
        assertTrue(error(shape + "burst-length=60}]").endsWith("workload.job-classes[0].burst-length = 60: "
                + "burst-length needs a burst-period > 0"));
        assertTrue(error(shape + "burst-period=60, burst-length=61}]").endsWith("workload.job-classes[0]"
                + ".burst-length = 61: a burst must last more than 0 and at most burst-period (60.0) model seconds"));
        assertTrue(error(shape + "burst-period=-1, burst-length=1}]").contains("workload.job-classes[0]"
                + ".burst-period = -1: a burst period must be in 0.."));
    }

    @Test
    void growth_isRead_andWithoutItJobsDoNotGrow() {
        ExperimentSettings s = load("workload.job-classes=[{name=a, share-of-arrivals=0.5, processors=2, memory=0, "
                + "run-time=100, grow-after=0.25, grow-by=3}, {name=b, processors=1, memory=0, run-time=1}]");
        assertEquals(new JobGrowth(0.25, 3), s.workload().jobClasses().get(0).growth());
        assertTrue(s.workload().jobClasses().get(0).growth().grows());
        assertEquals(JobGrowth.NONE, s.workload().jobClasses().get(1).growth());
        assertFalse(s.workload().jobClasses().get(1).growth().grows());
    }

    @Test
    void growthMistakes_areOneLineNamingTheKey() {
        String c = "workload.job-classes=[{name=a, share-of-arrivals=1, processors=1, memory=0, run-time=1, ";
        assertTrue(error(c + "grow-after=0.5}]").endsWith("loadshare.experiment.workload.job-classes[0].grow-after "
                + "= 0.5: grow-after needs grow-by, the CPUs a job asks for when it grows"));
        assertTrue(error(c + "grow-by=2}]").endsWith("loadshare.experiment.workload.job-classes[0].grow-by = 2: "
                + "grow-by needs grow-after, the share of its run time after which a job grows"));
        assertTrue(error(c + "grow-after=1, grow-by=2}]").endsWith("workload.job-classes[0].grow-after = 1: "
                + "grow-after is the share of a job's run time after which it grows: in (0, 1)"));
        assertTrue(error(c + "grow-after=0, grow-by=2}]").contains("grow-after = 0: grow-after is the share"));
        assertTrue(error(c + "grow-after=0.5, grow-by=0}]").endsWith("workload.job-classes[0].grow-by = 0: "
                + "grow-by is the CPUs a job asks for when it grows: in 1.." + JobClassReader.MAX_PROCESSORS));
        assertTrue(error(c + "grow-after=0.5, grow-by=1.5}]").contains("workload.job-classes[0].grow-by"));
        assertEquals(1, error(c + "grow-after=0.5, grow-by=0}]").lines().count());
    }
}
