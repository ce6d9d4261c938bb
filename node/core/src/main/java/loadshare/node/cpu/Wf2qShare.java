package loadshare.node.cpu;

/**
 * Worst-case fair weighted fair queueing (WF2Q, Bennett and Zhang): as WFQ, but only classes whose next quantum
 * has started in the fluid system (start tag at most the virtual time) are eligible, and the eligible one that
 * would finish first runs; so no class runs ahead of the fluid system by more than a quantum. Where no class is
 * eligible (the fluid system here follows the real queue's classes, not its own) the virtual time is taken as
 * the smallest waiting start tag, as WF2Q+ does.
 */
final class Wf2qShare extends TaggedShare {

    Wf2qShare(int[] tickets, double quantum) {
        super(tickets, quantum);
    }

    @Override
    protected double virtualTime() {
        return fluid.virtualTime();
    }

    @Override
    protected int pickClass() {
        int best = smallest(true, fluid.virtualTime());
        return best >= 0 ? best : smallest(true, start(smallest(false, Double.POSITIVE_INFINITY)));
    }
}
