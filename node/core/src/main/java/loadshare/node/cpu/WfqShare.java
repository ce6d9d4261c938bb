package loadshare.node.cpu;

/**
 * Weighted fair queueing (Demers, Keshav and Shenker; Parekh and Gallager's PGPS): the virtual time is the fluid
 * system's ({@link FluidSystem}), and the waiting class whose next quantum would finish first there runs. A class
 * can run ahead of the fluid system by many quanta (its packets may finish early in virtual time while they start
 * far ahead of it), which is what WF2Q corrects.
 */
final class WfqShare extends TaggedShare {

    WfqShare(int[] tickets, double quantum) {
        super(tickets, quantum);
    }

    @Override
    protected double virtualTime() {
        return fluid.virtualTime();
    }

    @Override
    protected int pickClass() {
        return smallest(true, Double.POSITIVE_INFINITY);
    }
}
