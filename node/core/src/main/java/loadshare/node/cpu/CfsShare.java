package loadshare.node.cpu;

import loadshare.config.CfsSettings;

/**
 * Linux's completely fair scheduler among user classes (as group scheduling does it, a class is a task group):
 * each class has a virtual runtime that advances by the CPU time it gets x 1024 / its weight (its tickets, or
 * the weight of its nice level), and the waiting class with the smallest runs. Its slice is its share of the
 * scheduling period, max(sched-latency x weight / weight of the classes with work, min-granularity); the
 * quantum is not used. A class that comes back starts at the smallest virtual runtime of those present (the
 * kernel's min_vruntime), so it cannot claim the time it was away; the kernel's credit to waking sleepers
 * (half a period) is left out.
 */
final class CfsShare extends ClassQueues {

    /** The weight of nice 0: a class of this weight's virtual runtime runs at the pace of real time. */
    private static final double NICE_0_WEIGHT = 1024;

    private final CfsSettings cfs;
    private final double[] vruntime;

    CfsShare(int[] tickets, CfsSettings cfs) {
        super(tickets);
        this.cfs = cfs;
        this.vruntime = new double[tickets.length];
    }

    @Override
    protected int pickClass() {
        int best = -1;
        for (int c = 0; c < classes(); c++) {
            if (waiting(c) && (best < 0 || vruntime[c] < vruntime[best])) {
                best = c;
            }
        }
        return best;
    }

    @Override
    public double slice(Task task, double quantum) {
        double share = (double) tickets[task.userClass()] / fluid.presentWeight();
        return Math.max(cfs.schedLatency() * share, cfs.minGranularity());
    }

    @Override
    protected void joined(int c) {
        double lowest = lowestOfOthers(vruntime, c);
        if (lowest < Double.POSITIVE_INFINITY) {
            vruntime[c] = Math.max(vruntime[c], lowest);
        }
    }

    @Override
    protected void charged(int c, double cpuTime) {
        vruntime[c] += cpuTime * NICE_0_WEIGHT / tickets[c];
    }
}
