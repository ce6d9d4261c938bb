package loadshare.node.live;

import loadshare.node.cpu.CpuFigures;
import loadshare.node.cpu.CpuPlan;

/**
 * A live node's time-shared CPU scheduler as its status reports show it: the scheduler's ledger forgets what it
 * counted before the warm-up ended (at the node's first input after it, as a simulated run forgets it when
 * measuring starts), and its figures go to the collector with the node's status. Nothing where hosts run FCFS.
 */
final class LiveCpuLedger {

    private final CpuPlan plan;
    private final double warmup;
    private boolean measuring;

    /** @param plan the node's CPU plan, or null where hosts run FCFS to completion */
    LiveCpuLedger(CpuPlan plan, double warmup) {
        this.plan = plan;
        this.warmup = warmup;
        this.measuring = plan == null || warmup <= 0;
    }

    /** The node handled an input at model time {@code now}. */
    void at(double now) {
        if (!measuring && now >= warmup) {
            plan.ledger().reset();
            measuring = true;
        }
    }

    /** What the scheduler counted since the warm-up, or null where hosts run FCFS. */
    CpuFigures figures() {
        return plan == null ? null : plan.ledger().figures();
    }
}
