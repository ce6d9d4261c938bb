package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.CpuSchedulingSettings.UserClass;
import org.junit.jupiter.api.Test;

/** {@code hosts.cpu-scheduling} and {@code workload.users}: defaults, values, and one line for each mistake. */
class CpuSchedulingSettingsTest {

    private static CpuSchedulingSettings load(String... overrides) {
        return ExperimentLoader.load("quickstart", List.of(overrides)).hosts().cpuScheduling();
    }

    private static String error(String... overrides) {
        return assertThrows(SettingsException.class, () -> load(overrides)).getMessage();
    }

    @Test
    void byDefault_hostsRunOneCentralFcfsQueueToCompletion() {
        CpuSchedulingSettings s = load();
        assertEquals(CpuSchedulingSettings.DEFAULT, s);
        assertTrue(s.isDefault());
    }

    @Test
    void everyKey_isRead() {
        CpuSchedulingSettings s = load("hosts.cpu-scheduling={queues=per-cpu, balance=steal, quantum=0.1, "
                + "context-switch=0.01, affinity-penalty=0.05, share=stride, share-window=20}",
                "workload.users=[{name=a, tickets=1, share-of-arrivals=0.25}, {name=b, tickets=3, share-of-arrivals=0.75}]");
        assertEquals(new CpuSchedulingSettings(Queues.PER_CPU, Balance.STEAL, 0.1, 0.01, 0.05, Share.STRIDE, 20,
                List.of(new UserClass("a", 1, 0.25), new UserClass("b", 3, 0.75))), s);
    }

    @Test
    void anUnknownScheduling_namesTheKeyAndTheValidValues() {
        assertEquals("--set hosts.cpu-scheduling.share=lotery: loadshare.experiment.hosts.cpu-scheduling.share = "
                + "\"lotery\": must be one of fcfs, lottery, stride, drr, wfq, sfq, wf2q, vtrr, cfs (did you mean 'lottery'?)",
                error("hosts.cpu-scheduling.share=lotery"));
        assertTrue(error("hosts.cpu-scheduling.queues=many").endsWith("must be one of central, per-cpu"));
    }

    @Test
    void inconsistentChoices_areRejected() {
        assertTrue(error("hosts.cpu-scheduling.balance=steal").endsWith(
                "balancing is between per-CPU queues: set queues = per-cpu, or balance = none"));
        assertTrue(error("hosts.cpu-scheduling.share=drr").endsWith(
                "proportional share hands out quanta: set a quantum > 0, or share = fcfs (cfs cuts its own slices)"));
        assertTrue(error("hosts.cpu-scheduling.quantum=-1").endsWith("a quantum must be >= 0 (0: run to completion)"));
    }

    @Test
    void badUserClasses_areRejected_namingTheEntry() {
        assertEquals("--set workload.users=[{name=a, tickets=0, share-of-arrivals=1}]: "
                + "loadshare.experiment.workload.users[0].tickets = 0: tickets must be in 1..1000000",
                error("workload.users=[{name=a, tickets=0, share-of-arrivals=1}]"));
        assertTrue(error("workload.users=[{name=a, tickets=1, share-of-arrivals=0.5}]")
                .endsWith("the classes' share-of-arrivals must add up to 1 (they add up to 0.5)"));
        assertTrue(error("workload.users=[{name=a, tickets=1, share=1}]").contains(
                "loadshare.experiment.workload.users[0].share: unknown key"));
        assertTrue(error("workload.users=[{name=a, tickets=1, share-of-arrivals=0.5}, "
                + "{name=a, tickets=1, share-of-arrivals=0.5}]").endsWith("a user class needs a name of its own"));
    }

    @Test
    void cfs_readsItsTunables_andNiceLevelsAsLinuxWeights() {
        CpuSchedulingSettings s = load("hosts.cpu-scheduling={share=cfs, cfs={sched-latency=0.024, min-granularity=0.003}}",
                "workload.users=[{name=a, nice=0, share-of-arrivals=0.5}, {name=b, nice=5, share-of-arrivals=0.5}]");
        assertEquals(new CfsSettings(0.024, 0.003), s.cfs());
        assertEquals(List.of(new UserClass("a", 1024, 0.5), new UserClass("b", 335, 0.5)), s.users());
        assertEquals(CfsSettings.LINUX, load().cfs());
        assertEquals(Share.WF2Q, load("hosts.cpu-scheduling={share=wf2q, quantum=0.1}").share());
    }

    @Test
    void badCfsAndNice_areRejected_oneLineEach() {
        assertTrue(error("hosts.cpu-scheduling={share=cfs, cfs.sched-latency=0}").endsWith(
                "hosts.cpu-scheduling.cfs.sched-latency = 0: a period must be > 0 model seconds"));
        assertTrue(error("hosts.cpu-scheduling={share=cfs, cfs.min-granularity=-1}").endsWith(
                "hosts.cpu-scheduling.cfs.min-granularity = -1: a slice must be > 0 model seconds"));
        assertTrue(error("hosts.cpu-scheduling={share=cfs}", "workload.users=[{name=a, nice=20, share-of-arrivals=1}]")
                .endsWith("workload.users[0].nice = 20: nice must be in -20..19"));
        assertTrue(error("hosts.cpu-scheduling={share=stride, quantum=0.1}",
                "workload.users=[{name=a, nice=1, share-of-arrivals=1}]").endsWith(
                "workload.users[0].nice = 1: nice is Linux CFS's weight: set hosts.cpu-scheduling.share = cfs, or give"
                        + " tickets instead"));
        assertTrue(error("hosts.cpu-scheduling={share=cfs}",
                "workload.users=[{name=a, nice=1, tickets=2, share-of-arrivals=1}]").endsWith(
                "give tickets or nice, not both: nice sets the weight"));
        assertTrue(error("hosts.cpu-scheduling.share=wfq").endsWith(
                "proportional share hands out quanta: set a quantum > 0, or share = fcfs (cfs cuts its own slices)"));
    }
}
