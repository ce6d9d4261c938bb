package loadshare.node.live.workers;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import loadshare.node.run.Replication;

/**
 * Every worker left the run (died, was stopped or cut off) and none came back in time: the replications still owed are
 * missing, and the run ends without results.
 */
public final class WorkersGone extends RuntimeException {

    /** How many missing replications the message names. */
    private static final int NAMED = 5;

    private final List<Replication> missing;

    WorkersGone(List<Replication> missing, Duration waited) {
        this(missing, "no worker was left for " + waited.toSeconds() + " s");
    }

    WorkersGone(List<Replication> missing, String why) {
        super(why + ", and " + missing.size() + " replication" + (missing.size() == 1 ? " was" : "s were")
                + " still to come: " + named(missing));
        this.missing = List.copyOf(missing);
    }

    /** The replications no worker computed. */
    public List<Replication> missing() {
        return missing;
    }

    private static String named(List<Replication> missing) {
        String some = missing.stream().limit(NAMED).map(r -> "(" + r.describe() + ")")
                .collect(Collectors.joining(", "));
        return missing.size() > NAMED ? some + " and " + (missing.size() - NAMED) + " more" : some;
    }
}
