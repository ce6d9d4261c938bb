package loadshare.node.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The owner's ledger integrates what it is told, and forgets it at the end of the warm-up. */
class OwnerLedgerTest {

    @Test
    void activeAndAwayTime_integrateTheWorkTheInterferenceAndTheForeignWork() {
        OwnerLedger ledger = new OwnerLedger();
        ledger.elapsed(2, true, 2, 1, 0.5);  // active, a foreign job among two running on a host of speed 0.5
        ledger.elapsed(3, false, 1, 1, 0.5); // away, one foreign job
        ledger.elapsed(1, true, 1, 0, 0.5);  // active, only the owner's job
        ledger.ownerJobsDelayed(1, 2);
        ledger.ownerJobFinished(4);
        ledger.evicted();
        ledger.suspended();
        ledger.suspended();
        assertEquals(new OwnerLedger.Totals(3, 2, 1.5, 2 + 1.5 + 0.5, 1, 2, 1, 4, 2), ledger.totals());
    }

    @Test
    void reset_forgetsEverything() {
        OwnerLedger ledger = new OwnerLedger();
        ledger.elapsed(2, true, 2, 1, 1);
        ledger.ownerJobsDelayed(1, 2);
        ledger.ownerJobFinished(4);
        ledger.evicted();
        ledger.suspended();
        ledger.reset();
        assertEquals(new OwnerLedger.Totals(0, 0, 0, 0, 0, 0, 0, 0, 0), ledger.totals());
    }
}
