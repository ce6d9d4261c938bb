package loadshare.node.cpu;

/**
 * Start-time fair queueing (Goyal, Vin and Cheng): the waiting class with the smallest start tag runs, and the
 * virtual time is the start tag of the quantum in service, so it needs no fluid system to follow (a class that
 * comes back starts where the one running started). Finish tags are never compared: the quantum's length does
 * not enter the choice.
 */
final class SfqShare extends TaggedShare {

    private double inService;

    SfqShare(int[] tickets) {
        super(tickets, 0);
    }

    @Override
    protected double virtualTime() {
        return inService;
    }

    @Override
    protected int pickClass() {
        int best = smallest(false, Double.POSITIVE_INFINITY);
        inService = start(best);
        return best;
    }
}
