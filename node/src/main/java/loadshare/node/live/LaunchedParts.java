package loadshare.node.live;

import java.util.HashMap;
import java.util.Map;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;

/**
 * The parts of rigid jobs a central scheduler launched on this node, as the simulator's {@code BatchCluster}
 * runs them: a part holds its CPUs and memory for its duration, then the node reports it {@link Done} to the
 * scheduler; a part the scheduler stops ({@link Kill}: its job is preempted) is forgotten, and its end reports
 * nothing. Plain Java; the workstation actor times the parts on its timeline.
 */
final class LaunchedParts {

    private final Map<Long, Launch> running = new HashMap<>();
    private long nextKey;

    /** Part {@code launch} starts now; returns the key its end is timed under. */
    long launch(Launch launch) {
        long key = nextKey++;
        running.put(key, launch);
        return key;
    }

    /** The part under {@code key} ended: what to tell the scheduler, or null if it was stopped. */
    Done ended(long key) {
        Launch launch = running.remove(key);
        return launch == null ? null : new Done(launch.job());
    }

    /** The scheduler stops this node's part of {@code kill.job()} now (if it has not ended already). */
    void kill(Kill kill) {
        running.values().removeIf(launch -> launch.job() == kill.job());
    }

    /** Parts running now. */
    int running() {
        return running.size();
    }
}
