package loadshare.node.sim;

import java.util.HashMap;
import java.util.Map;

/**
 * The participants' timers in the simulator: a timer event carries a {@link Firing} with its tag and a generation;
 * it fires only if it is still the current setting of that tag (setting a tag again or cancelling it makes the
 * pending event stale). Both simulated runtimes ({@link SimulatedCluster}, the central schedulers' {@code BatchCluster})
 * keep their participants' timers here.
 */
public final class SimTimers {

    private final Map<Long, Long>[] timers;
    private long nextGeneration;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public SimTimers(int participants) {
        this.timers = new Map[participants];
    }

    /** Sets {@code tag} of {@code participant}; returns the payload of the timer event to schedule. */
    public Firing set(int participant, long tag) {
        Map<Long, Long> set = timers[participant];
        if (set == null) {
            set = timers[participant] = new HashMap<>();
        }
        long generation = ++nextGeneration;
        set.put(tag, generation);
        return new Firing(tag, generation);
    }

    public void cancel(int participant, long tag) {
        Map<Long, Long> set = timers[participant];
        if (set != null) {
            set.remove(tag);
        }
    }

    /** Whether {@code t} is its tag's current setting; if so it fires now and is no longer set. */
    public boolean fires(int participant, Firing t) {
        Map<Long, Long> set = timers[participant];
        if (set == null || !Long.valueOf(t.generation()).equals(set.get(t.tag()))) {
            return false;
        }
        set.remove(t.tag());
        return true;
    }

    /** Forgets every timer of {@code participant} (it restarted). */
    public void clear(int participant) {
        timers[participant] = null;
    }

    /** A timer event's payload. */
    public record Firing(long tag, long generation) {
    }
}
