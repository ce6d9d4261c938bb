package loadshare.node.cpu;

/**
 * The ideal a queue's share rule is measured against: the fluid system (generalized processor sharing) in which
 * every class with work here gets, at every instant, the queue's CPU time in proportion to its weight (its
 * tickets). Its virtual time advances by each slice's CPU time over the weight of the classes with work, so a
 * class present from virtual time v0 to v is owed weight x (v - v0); its lag is that minus what it got.
 *
 * <p>Two simplifications: the classes with work are those of the real queue (a class of the fluid system might
 * run dry a little earlier or later), and time is counted in the CPU time of the slices as they are charged
 * (the fluid system serves at the queue's own pace, not at a wall-clock rate). WFQ, WF2Q and VTRR take their
 * virtual time from here; every rule's lag is measured here.
 */
final class FluidSystem {

    private final int[] weights;
    private final boolean[] present;
    private final double[] joinedAt;
    private final double[] received;
    private long presentWeight;
    private double virtualTime;

    FluidSystem(int[] weights) {
        this.weights = weights.clone();
        this.present = new boolean[weights.length];
        this.joinedAt = new double[weights.length];
        this.received = new double[weights.length];
    }

    /** Class {@code c} has work again: it is owed its share from now on. */
    void joined(int c) {
        present[c] = true;
        presentWeight += weights[c];
        joinedAt[c] = virtualTime;
        received[c] = 0;
    }

    /** Class {@code c} (present) ran {@code cpuTime}: the fluid system served as much among the present classes. */
    void served(int c, double cpuTime) {
        received[c] += cpuTime;
        virtualTime += cpuTime / presentWeight;
    }

    /** Class {@code c} has no work left: what it was owed is settled (its lag is forgotten). */
    void left(int c) {
        present[c] = false;
        presentWeight -= weights[c];
    }

    double virtualTime() {
        return virtualTime;
    }

    /** The weight of the classes with work. */
    long presentWeight() {
        return presentWeight;
    }

    /** What class {@code c} would have got in the fluid system since it has work, minus what it got; 0 if absent. */
    double lag(int c) {
        return present[c] ? weights[c] * (virtualTime - joinedAt[c]) - received[c] : 0;
    }
}
