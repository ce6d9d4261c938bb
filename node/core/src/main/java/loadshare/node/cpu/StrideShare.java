package loadshare.node.cpu;

/**
 * Stride scheduling: each class has a stride inversely proportional to its tickets and a pass that advances by
 * its stride per quantum of CPU it gets; the waiting class with the lowest pass runs (ties: the first class). A
 * class that comes back after having no task starts at the lowest pass of those present, so it cannot claim
 * the time it was away. Any two always-busy classes stay within one quantum of their exact shares.
 */
final class StrideShare extends ClassQueues {

    private final double[] stride;
    private final double[] pass;
    private final double quantum;

    StrideShare(int[] tickets, double quantum) {
        super(tickets);
        this.quantum = quantum;
        this.stride = new double[tickets.length];
        this.pass = new double[tickets.length];
        for (int c = 0; c < tickets.length; c++) {
            stride[c] = 1.0 / tickets[c];
            pass[c] = stride[c];
        }
    }

    @Override
    protected int pickClass() {
        int best = -1;
        for (int c = 0; c < classes(); c++) {
            if (waiting(c) && (best < 0 || pass[c] < pass[best])) {
                best = c;
            }
        }
        return best;
    }

    @Override
    protected void joined(int c) {
        double lowest = lowestOfOthers(pass, c);
        if (lowest < Double.POSITIVE_INFINITY) {
            pass[c] = Math.max(pass[c], lowest);
        }
    }

    @Override
    protected void charged(int c, double cpuTime) {
        pass[c] += stride[c] * cpuTime / quantum;
    }
}
