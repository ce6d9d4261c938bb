package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.BatchLedger;
import loadshare.policies.batch.CentralHarness;
import loadshare.protocol.BatchMessage.Kill;
import org.junit.jupiter.api.Test;

/**
 * The Borg-like scheduler meets a failed machine, on three machines of 2 CPUs with preemption, hearing of the
 * failure at once: production job P (priority 200, 4 CPUs, 100 s) runs on machines 0 and 1, best-effort job E
 * (priority 0, 2 CPUs, 100 s) on machine 2. Machine 1 fails at 30: P is rescheduled whole — its parts on 0 and 1
 * are stopped — and, in its band, comes first: it preempts E to run on machines 0 and 2 at once. E waits for
 * machine 1, back at 50, and runs there until 150.
 */
class FailedMachineTest {

    @Test
    void aFailedMachine_reschedulesTheWholeJobInItsBand_whichMayPreemptLowerBands() {
        BorgHarness h = new BorgHarness(BorgHarness.config(Placement.FIRST_FIT, true), 3, 2, 1024, new int[] {0, 200},
                1);
        h.failAt(30, 1).repairAt(50, 1);
        BorgScheduler s = h.run(List.of(BorgHarness.job(0, 1, 0, 4, 0, 100), BorgHarness.job(1, 0, 0, 2, 0, 100)));
        List<CentralHarness.Sent> kills = h.sent().stream().filter(m -> m.message() instanceof Kill).toList();
        assertEquals(List.of(new CentralHarness.Sent(30, 0, new Kill(0)), new CentralHarness.Sent(30, 1, new Kill(0)),
                new CentralHarness.Sent(30, 2, new Kill(1))), kills, "P's two parts, then E preempted");
        assertEquals(30.0, s.ledger().start(0));
        assertEquals(50.0, s.ledger().start(1));
        BatchFigures f = s.figures();
        assertEquals(2, f.jobs());
        assertEquals(1.0, f.extra().get("preemptions"));
        assertEquals(2 * 30.0, f.extra().get("lostCpuSeconds"), 1e-12, "E's preempted run; P's is the failure's");
        BatchLedger.Requeues r = s.ledger().requeues();
        assertEquals(1, r.requeues());
        assertEquals(4 * 30.0, r.lostCpuSeconds(), 1e-12);
        assertEquals(4 * 100.0 + 2 * 100.0, r.ownCpuSeconds(), 1e-12);
        assertEquals(130.0, r.hitResponseSum(), 1e-12);
    }
}
