package loadshare.node.live;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage;

/**
 * The parts of rigid jobs a central scheduler launched on this node, as the simulator's {@code BatchCluster}
 * runs them: a part holds its CPUs and memory for its duration, then the node reports it {@link Done} to the
 * scheduler; a part the scheduler stops ({@link Kill}: its job is preempted) is forgotten, and its end reports
 * nothing. Plain Java; the workstation actor times the parts on its timeline.
 */
final class LaunchedParts {

    private final Map<Long, Launch> running = new HashMap<>();
    private long nextKey;

    /** The scheduler's {@code message} at model time {@code now}: a part starts ({@link Launch}) or stops. */
    void receive(BatchMessage message, double now, Timeline<?> time) {
        if (message instanceof Launch launch) {
            time.at(now + launch.duration(), DueInputs.Kind.PART, launch(launch));
        } else if (message instanceof Kill kill) {
            kill(kill);
        }
    }

    /** Part {@code launch} starts now; returns the key its end is timed under. */
    long launch(Launch launch) {
        long key = nextKey++;
        running.put(key, launch);
        return key;
    }

    /** The part under {@code key} ended: what to tell the scheduler, nothing if it was stopped. */
    Optional<Done> ended(long key) {
        return Optional.ofNullable(running.remove(key)).map(launch -> new Done(launch.job()));
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
