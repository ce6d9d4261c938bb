package loadshare.policies.location;

import loadshare.protocol.Job;

/**
 * A search that asks nodes one after another (threshold location, either side): the nodes to ask, which
 * one is being asked now, and the job it is about (null when a receiver looks for work).
 */
final class Sequence {

    private final Job job;
    private final int[] targets;
    private int next;

    Sequence(Job job, int[] targets) {
        this.job = job;
        this.targets = targets;
    }

    Job job() {
        return job;
    }

    /** The node being asked now. */
    int current() {
        return targets[next];
    }

    /** Moves on to the next node; false if there is none left. */
    boolean advance() {
        return ++next < targets.length;
    }
}
