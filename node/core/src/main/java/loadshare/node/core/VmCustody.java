package loadshare.node.core;

import loadshare.node.cpu.CpuScheduler;
import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;

/**
 * The VMs of the jobs a node holds (their memory must fit in the host's), and the running jobs the node offered
 * its policy as migration candidates. A node whose policy never moves a running job has {@link #NONE}: VMs are
 * not modelled, it holds no memory, offers no candidate, and a job stopped here moves by a plain transfer.
 */
interface VmCustody {

    /** VMs are not modelled. */
    VmCustody NONE = new VmCustody() {
    };

    /** Whether jobs run in VMs that migrate (with a {@link Migrator}). */
    default boolean modelled() {
        return false;
    }

    /** Physical memory of the host, for VMs (0 where VMs are not modelled). */
    default long memoryBytes() {
        return 0;
    }

    /** The memory of {@code job}'s VM (0 where VMs are not modelled). */
    default long vmBytes(Job job) {
        return 0;
    }

    /** Memory held by the VMs of this node's jobs. */
    default long heldBytes() {
        return 0;
    }

    /** {@code job} is now held here. */
    default void held(Job job) {
    }

    /** {@code job} is no longer held here. */
    default void left(Job job) {
    }

    /**
     * The running job most worth migrating, now recorded as a candidate: the oldest running job that is not a
     * candidate yet, if its age (its expected remaining work) is at least {@code minRatio} times the expected cost
     * of moving its VM; null otherwise.
     */
    default Job offerCandidate(CpuScheduler cpus, double now, double minRatio) {
        return null;
    }

    /** Whether {@code job} was handed out as a migration candidate and is still one. */
    default boolean isCandidate(Job job) {
        return false;
    }

    /** Ends {@code job}'s candidacy (it migrates or finished); false if it was no candidate. */
    default boolean dropCandidate(Job job) {
        return false;
    }

    /**
     * Plays out moving {@code job}'s VM from {@code from} (this node) to {@code to}: it has run {@code age} model
     * seconds here and has {@code remaining} model seconds of running left, starting at {@code now}.
     */
    default Migrator.Migration playOut(Job job, int from, int to, double age, double remaining, double now) {
        throw new IllegalStateException("VMs are not modelled: job " + job.id() + " cannot migrate");
    }

    /** The VMs of a node whose running jobs migrate with {@code migrator}. */
    static VmCustody of(Migrator migrator) {
        return migrator == null ? NONE : new HeldVms(migrator);
    }
}
