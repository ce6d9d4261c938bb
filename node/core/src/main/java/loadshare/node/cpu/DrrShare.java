package loadshare.node.cpu;

/**
 * Deficit round robin: the classes take turns; at the start of its turn a class's deficit grows by quantum x
 * its weight (its tickets over the fewest tickets of any class), and it runs quanta while its deficit is
 * positive, each charging the CPU time it used. A class with no task left loses its deficit.
 */
final class DrrShare extends ClassQueues {

    private final double[] credit;
    private final double[] deficit;
    private int turn;
    private boolean credited;

    DrrShare(int[] tickets, double quantum) {
        super(tickets);
        int fewest = Integer.MAX_VALUE;
        for (int t : tickets) {
            fewest = Math.min(fewest, t);
        }
        this.credit = new double[tickets.length];
        for (int c = 0; c < tickets.length; c++) {
            credit[c] = quantum * tickets[c] / fewest;
        }
        this.deficit = new double[tickets.length];
    }

    @Override
    protected int pickClass() {
        while (true) {
            if (waiting(turn)) {
                if (!credited) {
                    deficit[turn] += credit[turn];
                    credited = true;
                }
                if (deficit[turn] > 1e-12) {
                    return turn;
                }
            }
            turn = (turn + 1) % classes();
            credited = false;
        }
    }

    @Override
    protected void charged(int c, double cpuTime) {
        deficit[c] -= cpuTime;
    }

    @Override
    protected void emptied(int c) {
        deficit[c] = 0;
    }
}
