package loadshare.node.core;

import java.util.HashMap;
import java.util.Map;
import loadshare.protocol.BatchMessage;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;

/**
 * The parts of rigid jobs a central scheduler launched on one node, run the same way in both runtimes: a part
 * ({@link Launch}) holds its CPUs and memory for its duration, then the node reports it {@link Done} to the
 * scheduler; a part the scheduler stops ({@link Kill}: its job is preempted) is forgotten at once, and no
 * {@code Done} follows. A {@code Kill} of a part that is not running here (it ended, its {@code Done} on the way)
 * is ignored. Pure: each part's end is a timer of the hosting runtime ({@link PartEffects}), set under a key of
 * its own, so the end of a stopped part that still fires finds nothing.
 */
public final class LaunchedParts {

    private final PartEffects effects;
    /** The running parts, by the key their end's timer is set under. */
    private final Map<Long, Launch> running = new HashMap<>();
    /** The key of each running part, by its job: a node runs one part of a job. */
    private final Map<Long, Long> keyOf = new HashMap<>();
    private long nextKey;

    public LaunchedParts(PartEffects effects) {
        this.effects = effects;
    }

    /**
     * The scheduler's {@code message} at model time {@code now}: a part starts ({@link Launch}) or stops
     * ({@link Kill}). Returns false for a message a node does not expect (a {@link Done}).
     */
    public boolean onMessage(double now, BatchMessage message) {
        if (message instanceof Launch launch) {
            onLaunch(now, launch);
            return true;
        } else if (message instanceof Kill kill) {
            stop(kill.job());
            return true;
        }
        return false;
    }

    /**
     * Part {@code launch} starts at {@code now} and ends {@code launch.duration()} later. A second launch of a job
     * whose part runs here replaces that part (a scheduler gives a job started again a new id, so none does).
     */
    private void onLaunch(double now, Launch launch) {
        stop(launch.job());
        long key = nextKey++;
        running.put(key, launch);
        keyOf.put(launch.job(), key);
        effects.setPartTimer(key, now + launch.duration());
    }

    /** The timer of part {@code part} fired: if it still runs, it is done and the scheduler hears so. */
    public void onPartEnd(long part) {
        Launch launch = running.remove(part);
        if (launch != null) {
            keyOf.remove(launch.job());
            effects.sendDone(new Done(launch.job()));
        }
    }

    /** This node's part of {@code job} stops now, if it runs; its end reports nothing. */
    private void stop(long job) {
        Long key = keyOf.remove(job);
        if (key != null) {
            running.remove(key);
            effects.cancelPartTimer(key);
        }
    }

    /** Parts running now. */
    public int running() {
        return running.size();
    }
}
