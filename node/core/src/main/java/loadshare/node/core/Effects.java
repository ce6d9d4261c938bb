package loadshare.node.core;

import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * Where a {@link NodeCore} puts the effects of an input: the runtime that hosts it carries them out. The
 * simulated runtime turns them into future events, the live runtime into {@code tell}s and Akka timers.
 * One sink may serve many cores, so every effect names the node it comes from.
 */
public interface Effects extends CoordinatorEffects {

    /**
     * Deliver {@code message} from {@code from} to {@code to} {@code delay} model seconds from now; the delay
     * already includes the network (a migrated VM arrives when its last frozen byte has crossed the link).
     */
    void sendAfter(int from, int to, NodeMessage message, double delay);

    /** {@code node} migrated a running job's VM to {@code to} at this cost (for measurement). */
    default void migrated(int node, int to, Migrator.Migration migration) {
    }

    /** A VM that {@code node} migrated came back: its target had no room for it (for measurement). */
    default void migrationRefused(int node) {
    }

    /** CPU {@code cpu} of {@code node} is busy for {@code duration} model seconds, then report the completion. */
    void startService(int node, int cpu, double duration);

    /** The service started last on CPU {@code cpu} of {@code node} was stopped: its completion must not be reported. */
    void cancelService(int node, int cpu);

    void cancelTimer(int node, long tag);

    /** {@code job} completed on {@code node} at model time {@code now}. */
    void jobFinished(int node, Job job, double now);
}
