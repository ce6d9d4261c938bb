package loadshare.policies.mesos;

import static loadshare.policies.mesos.MesosHarness.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * A task found lost after a hand-over (TASK_LOST, its agent up): two agents of 4 CPUs, one framework; T0 and T1 (4
 * CPUs, 100 s) run on agents 0 and 1 from 0. At 30, T0's task on agent 0 is lost: its framework launches it again on
 * agent 0, which is offered at once, under a new id.
 */
class LostTaskTest {

    @Test
    void aLostTask_isLaunchedAgain_onItsAgent_whichStayedUp() {
        MesosScheduler s = new MesosScheduler(new MesosConfig(true, Map.of(), 5, 1), 2, 4, 4096, List.of("A"));
        MesosHarness h = new MesosHarness(s, 2);
        h.partLostAt(30, 0, 0).partLostAt(31, 1, 0);    // not agent 1's task: nothing happens
        h.run(List.of(job(0, 0, 0, 4, 0, 100), job(1, 0, 0, 4, 0, 100)), Double.POSITIVE_INFINITY);
        assertEquals(List.of(new CentralHarness.Sent(30, 0, new Kill(0))),
                h.sent().stream().filter(m -> m.message() instanceof Kill).toList());
        List<Launch> launches = h.launches();
        assertEquals(List.of(0L, 1L, 2L), launches.stream().map(Launch::job).toList());
        assertEquals(new CentralHarness.Sent(30, 0, launches.get(2)), h.sent().get(h.sent().size() - 1));
        assertEquals(List.of(), s.partsOn(0), "every task ended");
        assertEquals(2, s.figures().jobs());
        assertEquals(1, s.ledger().requeues().requeues());
    }
}
