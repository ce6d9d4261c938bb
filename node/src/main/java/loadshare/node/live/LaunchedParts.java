package loadshare.node.live;

import java.util.HashMap;
import java.util.Map;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Launch;

/**
 * The parts of rigid jobs a central scheduler launched on this node, as the simulator's {@code BatchCluster}
 * runs them: a part holds its CPUs and memory for its duration, then the node reports it {@link Done} to the
 * scheduler. Plain Java; the workstation actor times the parts on its timeline.
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

    /** The part under {@code key} ended: what to tell the scheduler. */
    Done ended(long key) {
        return new Done(running.remove(key).job());
    }

    /** Parts running now. */
    int running() {
        return running.size();
    }
}
