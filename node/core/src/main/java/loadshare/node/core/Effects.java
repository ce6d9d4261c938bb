package loadshare.node.core;

import loadshare.node.cpu.CpuServices;
import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * Where a {@link NodeCore} puts the effects of an input: the runtime that hosts it carries them out. The
 * simulated runtime turns them into future events, the live runtime into {@code tell}s and Akka timers.
 * One sink may serve many cores, so every effect names the node it comes from. The node's CPU scheduler starts and
 * stops its services through it ({@link CpuServices}).
 */
public interface Effects extends CoordinatorEffects, CpuServices {

    /**
     * Deliver {@code message} from {@code from} to {@code to} {@code delay} model seconds from now; the delay
     * already includes the network (a migrated VM arrives when its last frozen byte has crossed the link).
     */
    void sendAfter(int from, int to, NodeMessage message, double delay);

    /** {@code node} migrated running {@code job}'s VM to {@code to} at this cost (for measurement). */
    default void migrated(int node, int to, Job job, Migrator.Migration migration) {
    }

    /**
     * {@code from} migrates running {@code job}'s VM to {@code to} at cost {@code m}; {@code message} carries it
     * there. By default the migration is measured now and the VM arrives when it resumes on {@code to},
     * {@code m.beforeFreeze() + m.freeze()} from now, as the migration was played out over an unshared link. A runtime
     * whose network shares links among transfers may instead send the migration's one bulk transfer
     * ({@code m.flowBytes()}) as a flow and deliver the VM when that has crossed, measuring the migration then.
     */
    default void shipVm(int from, int to, Job job, Migrator.Migration m, NodeMessage message) {
        migrated(from, to, job, m);
        sendAfter(from, to, message, m.beforeFreeze() + m.freeze());
    }

    /** A VM that {@code node} migrated came back: its target had no room for it (for measurement). */
    default void migrationRefused(int node) {
    }

    void cancelTimer(int node, long tag);

    /** {@code job} completed on {@code node} at model time {@code now}. */
    void jobFinished(int node, Job job, double now);
}
