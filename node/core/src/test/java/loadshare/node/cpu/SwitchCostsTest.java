package loadshare.node.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** What switching a CPU to a task costs, and what the node's ledger counts of it, on a host of speed 2. */
class SwitchCostsTest {

    private static final double SWITCH = 0.01;
    private static final double PENALTY = 0.1;

    private final CpuPlan plan = CpuPlan.of(new CpuSchedulingSettings(Queues.PER_CPU, Balance.NONE, 1, SWITCH,
            PENALTY, Share.FCFS, 10, List.of()), 1, 0);
    private final SwitchCosts costs = new SwitchCosts(new Host(2, 2.0), plan);
    private final Task task = new Task(new Job(1, 0, 0, 1, 0), 0);

    @Test
    void aCpuResumingTheJobItRanLast_spendsNoSwitch_andItsCacheIsWarm() {
        costs.runs(0, task.job());
        task.firstStart(0);
        task.lastCpu(0);
        assertEquals(0, costs.contextSwitch(0, task));
        assertEquals(0, costs.resume(0, task));
        CpuFigures f = plan.ledger().figures();
        assertEquals(0, f.contextSwitches());
        assertEquals(0, f.cpuChanges());
        assertEquals(0, f.coldResumes());
    }

    @Test
    void aTaskResumingOnAnotherCpu_paysTheSwitchAndThePenalty_andResumesCold() {
        costs.runs(0, task.job());
        costs.runs(1, null); // overhead work ran on CPU 1 last
        task.firstStart(0);
        task.lastCpu(0);
        assertEquals(SWITCH / 2, costs.contextSwitch(1, task));
        assertEquals(PENALTY, costs.resume(1, task)); // work: the scheduler charges it at the host's speed
        CpuFigures f = plan.ledger().figures();
        assertEquals(1, f.contextSwitches());
        assertEquals(SWITCH / 2, f.switchTime());
        assertEquals(1, f.cpuChanges());
        assertEquals(PENALTY / 2, f.affinityTime());
        assertEquals(1, f.coldResumes());
    }

    @Test
    void aTaskBackOnItsCpuAfterAnotherJob_paysTheSwitch_andResumesColdWithoutPenalty() {
        costs.runs(0, new Job(2, 0, 0, 1, 0));
        task.firstStart(0);
        task.lastCpu(0);
        assertEquals(SWITCH / 2, costs.contextSwitch(0, task));
        assertEquals(0, costs.resume(0, task));
        CpuFigures f = plan.ledger().figures();
        assertEquals(0, f.cpuChanges());
        assertEquals(1, f.coldResumes());
    }
}
