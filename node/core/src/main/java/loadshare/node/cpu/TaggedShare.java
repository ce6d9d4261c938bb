package loadshare.node.cpu;

/**
 * What the fair-queueing rules (WFQ, SFQ, WF2Q) have in common: each quantum a class runs is a packet with a
 * start tag and a finish tag in virtual time. A class's start tag is the finish tag of its last quantum, or the
 * virtual time when it comes back after having no task (so it cannot claim the time it was away); the finish tag
 * is the start tag plus a quantum over the class's weight (its tickets). A quantum's tags are settled by the CPU
 * time it really used, charged when the slice ends. The rules differ in their virtual time and in which tag
 * they pick.
 */
abstract class TaggedShare extends ClassQueues {

    /** Slack for tags compared after floating-point sums. */
    private static final double EPSILON = 1e-12;

    private final double[] start;
    private final double quantum;

    TaggedShare(int[] tickets, double quantum) {
        super(tickets);
        this.start = new double[tickets.length];
        this.quantum = quantum;
    }

    /** The virtual time a class that comes back starts at. */
    protected abstract double virtualTime();

    protected final double start(int c) {
        return start[c];
    }

    protected final double finish(int c) {
        return start[c] + quantum / tickets[c];
    }

    /**
     * The waiting class with the smallest finish tag ({@code byFinish}) or start tag, among those whose start tag
     * is at most {@code eligibleBy}; ties: the first class; -1 if none is eligible.
     */
    protected final int smallest(boolean byFinish, double eligibleBy) {
        int best = -1;
        double bestTag = 0;
        for (int c = 0; c < classes(); c++) {
            if (waiting(c) && start[c] <= eligibleBy + EPSILON) {
                double tag = byFinish ? finish(c) : start[c];
                if (best < 0 || tag < bestTag - EPSILON) {
                    best = c;
                    bestTag = tag;
                }
            }
        }
        return best;
    }

    @Override
    protected void joined(int c) {
        start[c] = Math.max(start[c], virtualTime());
    }

    @Override
    protected void charged(int c, double cpuTime) {
        start[c] += cpuTime / tickets[c];
    }
}
