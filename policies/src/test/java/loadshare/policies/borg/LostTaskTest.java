package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import org.junit.jupiter.api.Test;

/**
 * A task found lost after a hand-over, on three machines of 2 CPUs: P (4 CPUs, 100 s) runs on machines 0 and 1 as run
 * 0; at 30 its task on machine 1 is lost. P is rescheduled whole (its task on machine 0 stopped) and placed again at
 * once, first fit, on machines 0 and 1, which stayed up.
 */
class LostTaskTest {

    @Test
    void aLostTask_reschedulesItsJobWhole_onMachinesThatStayedUp() {
        BorgHarness h = new BorgHarness(BorgHarness.config(Placement.FIRST_FIT, true), 3, 2, 1024, new int[] {0, 200},
                1);
        h.partLostAt(30, 1, 0);
        BorgScheduler s = h.run(List.of(BorgHarness.job(0, 1, 0, 4, 0, 100)));
        assertEquals(List.of(new CentralHarness.Sent(30, 0, new Kill(0)), new CentralHarness.Sent(30, 1, new Kill(0))),
                h.sent().stream().filter(m -> m.message() instanceof Kill).toList());
        assertEquals(List.of(0L, 0L, 1L, 1L), h.launches().stream().map(Launch::job).toList());
        assertEquals(30.0, s.ledger().start(0));
        assertEquals(List.of(), s.partsOn(1));
        assertEquals(1, s.figures().jobs());
        assertEquals(1, s.ledger().requeues().requeues());
    }
}
