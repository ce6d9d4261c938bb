package loadshare.policies.mesos;

import static loadshare.policies.mesos.MesosHarness.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * The Mesos-like master loses an agent, hearing of it at once: two agents of 4 CPUs, one framework; tasks T0 and T1
 * (4 CPUs, 100 s) run on agents 0 and 1 from 0. Agent 0 is lost at 30: T0 is lost (TASK_LOST), its framework
 * launches it again, but nothing is offered until agent 0 is back at 50, where T0 runs under a new id until 150.
 */
class LostAgentTest {

    @Test
    void aLostAgent_losesItsTasks_whichTheFrameworkLaunchesAgain_whenResourcesAreOffered() {
        MesosScheduler s = new MesosScheduler(new MesosConfig(true, Map.of(), 5, 1), 2, 4, 4096, List.of("A"));
        MesosHarness h = new MesosHarness(s, 2);
        h.failAt(30, 0).repairAt(50, 0);
        h.run(List.of(job(0, 0, 0, 4, 0, 100), job(1, 0, 0, 4, 0, 100)), Double.POSITIVE_INFINITY);
        assertEquals(List.of(new CentralHarness.Sent(30, 0, new Kill(0))),
                h.sent().stream().filter(m -> m.message() instanceof Kill).toList());
        List<Launch> launches = h.launches();
        assertEquals(List.of(0L, 1L, 2L), launches.stream().map(Launch::job).toList());
        assertEquals(new CentralHarness.Sent(50, 0, launches.get(2)), h.sent().get(h.sent().size() - 1));
        assertEquals(50.0, s.ledger().start(0));
        BatchFigures f = s.figures();
        assertEquals(2, f.jobs());
        assertEquals(2.0, f.extra().get("A.tasks"), "a task launched again counts once");
        assertEquals(50 / 2.0, f.extra().get("A.meanWait"), 1e-12, "T0 waits from its submit time to its last launch");
        assertEquals(1, s.ledger().requeues().requeues());
        assertEquals(4 * 30.0, s.ledger().requeues().lostCpuSeconds(), 1e-12);
    }
}
