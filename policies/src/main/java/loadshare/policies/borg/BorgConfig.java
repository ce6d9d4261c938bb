package loadshare.policies.borg;

/**
 * A Borg-like scheduler's settings, as the {@code borg} policy's parameters give them.
 *
 * @param placement  how a job's parts are placed on machines
 * @param preemption whether a job that does not fit preempts running jobs of lower bands
 * @param preempted  what happens to a preempted job: killed (its run starts over) or suspended in place
 * @param bands      the priority bands
 * @param allocs     the job classes' alloc sets (none by default)
 */
record BorgConfig(Placement placement, boolean preemption, Preempted preempted, Bands bands, Allocs allocs) {

    /** Preempted jobs are killed, as Borg does; no allocs. */
    BorgConfig(Placement placement, boolean preemption, Bands bands) {
        this(placement, preemption, Preempted.KILL, bands, Allocs.NONE);
    }

    /** No allocs. */
    BorgConfig(Placement placement, boolean preemption, Preempted preempted, Bands bands) {
        this(placement, preemption, preempted, bands, Allocs.NONE);
    }
}
