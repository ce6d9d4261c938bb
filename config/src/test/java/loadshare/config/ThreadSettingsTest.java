package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.ThreadSettings.Scheduling;
import org.junit.jupiter.api.Test;

/** Parallel applications ({@code workload.threads} and its keys): defaults, values, one line for each mistake. */
class ThreadSettingsTest {

    private static CpuSchedulingSettings load(String... overrides) {
        return ExperimentLoader.load("quickstart", List.of(overrides)).hosts().cpuScheduling();
    }

    private static String error(String... overrides) {
        return assertThrows(SettingsException.class, () -> load(overrides)).getMessage();
    }

    @Test
    void byDefault_jobsAreSequential_andHostsScheduleAsAlways() {
        assertEquals(ThreadSettings.SEQUENTIAL, load().threads());
        assertTrue(load("hosts.cpu-scheduling.threads=smart").isDefault(), "the thread scheduling of 1 thread is moot");
    }

    @Test
    void everyKey_isRead_andParallelJobsNeedTheTimeSharedScheduler() {
        CpuSchedulingSettings s = load("hosts.cpus=4", "workload.threads=3", "workload.critical-section=0.25",
                "workload.critical-sections=4", "hosts.cpu-scheduling.threads=co-scheduling");
        assertEquals(new ThreadSettings(3, 0.25, 4, Scheduling.CO_SCHEDULING), s.threads());
        assertFalse(s.isDefault());
        ThreadSettings relaxed = load("hosts.cpus=2", "workload.threads=3",
                "hosts.cpu-scheduling.threads=relaxed-co-scheduling", "hosts.cpu-scheduling.skew-threshold=0.02",
                "hosts.cpu-scheduling.queues=per-cpu").threads();
        assertEquals(new ThreadSettings(3, 0, 10, Scheduling.RELAXED_CO_SCHEDULING, 0.02), relaxed,
                "relaxed co-scheduling takes more threads than CPUs, and per-CPU queues");
    }

    @Test
    void mistakes_areOneLineNamingTheKey() {
        assertEquals("--set workload.threads=0: loadshare.experiment.workload.threads = 0: threads must be in 1..256"
                + " (1: sequential jobs)", error("workload.threads=0"));
        assertTrue(error("workload.threads=3", "workload.critical-section=0.5").endsWith(
                "the share of a thread's work in the critical section must be in 0..1/threads (here 0..0.333):"
                        + " at 1/threads the lock is never free"));
        assertTrue(error("workload.critical-sections=0").endsWith("critical sections per thread must be in 1..1000000"));
        assertTrue(error("hosts.cpu-scheduling.threads=gang").endsWith(
                "must be one of independent, co-scheduling, relaxed-co-scheduling, smart"));
        assertEquals("--set hosts.cpu-scheduling.skew-threshold=0: loadshare.experiment.hosts.cpu-scheduling"
                + ".skew-threshold = 0: a skew threshold must be > 0 (model seconds of CPU a thread may run ahead of"
                + " its slowest sibling) and at most 1e9", error("hosts.cpu-scheduling.skew-threshold=0"));
    }

    @Test
    void coScheduling_withMoreThreadsThanCpus_isRefused() {
        assertTrue(error("hosts.cpus=2", "workload.threads=3", "hosts.cpu-scheduling.threads=co-scheduling")
                .endsWith("co-scheduling runs all threads of a job at once: threads must be <= hosts.cpus (2),"
                        + " or use threads = independent, relaxed-co-scheduling or smart"));
        assertTrue(error("hosts.cpus=2", "workload.threads=2", "hosts.cpu-scheduling.threads=co-scheduling",
                "hosts.cpu-scheduling.queues=per-cpu").endsWith("set queues = central"));
        assertTrue(error("hosts.cpus=2", "workload.threads=2", "hosts.owner.present=true").contains(
                "a parallel job's threads stay on one node's CPUs"));
    }
}
