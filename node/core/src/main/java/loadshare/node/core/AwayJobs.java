package loadshare.node.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import loadshare.protocol.Job;

/**
 * A home node's record of its jobs that are elsewhere, and where each was last sent: so that when a node
 * leaves or dies, the home can resubmit the jobs it held and nothing is lost. Pure bookkeeping, fed by the
 * runtime: the home records its own sends, other participants report later hops and completions.
 *
 * <p>Only the home creates entries; a report about a job it has no entry for (the completion overtook the
 * hop report, or the job is already back) is ignored.
 */
public final class AwayJobs {

    /**
     * Hears where the home's jobs go, as it records them: a runtime that keeps the home's record where a restarted
     * home finds it again (the live cluster's journal).
     */
    public interface Changes {
        /** Job {@code id} is now at participant {@code at}. */
        void away(long id, int at);

        /** Job {@code id} is no longer away: it is back at its home, to run there or be placed again. */
        void back(long id);
    }

    private static final Changes UNHEARD = new Changes() {
        @Override
        public void away(long id, int at) {
        }

        @Override
        public void back(long id) {
        }
    };

    private final Map<Long, Away> byId = new HashMap<>();
    private final Changes changes;

    /** A record no one hears. */
    public AwayJobs() {
        this(UNHEARD);
    }

    /** A record whose every change {@code changes} hears. */
    public AwayJobs(Changes changes) {
        this.changes = changes;
    }

    private record Away(Job job, int at) {
    }

    /** The home sent {@code job} to participant {@code to}. */
    public void sent(Job job, int to) {
        byId.put(job.id(), new Away(job, to));
        changes.away(job.id(), to);
    }

    /** Another participant passed job {@code id} on to {@code to}; ignored if the job is not recorded. */
    public void moved(long id, int to) {
        if (byId.computeIfPresent(id, (k, away) -> new Away(away.job(), to)) != null) {
            changes.away(id, to);
        }
    }

    /** Job {@code id} completed (wherever it ran): forget it. */
    public void finished(long id) {
        byId.remove(id);
    }

    /** Job {@code id} came back to its home (it could not be delivered where it went): forget it. */
    public void returned(long id) {
        if (byId.remove(id) != null) {
            changes.back(id);
        }
    }

    /** Forget and return the jobs last sent to {@code participant}, in id order (it has gone). */
    public List<Job> takeAt(int participant) {
        List<Job> there = new ArrayList<>();
        byId.values().removeIf(away -> {
            if (away.at() == participant) {
                there.add(away.job());
                return true;
            }
            return false;
        });
        there.sort((a, b) -> Long.compare(a.id(), b.id()));
        there.forEach(job -> changes.back(job.id()));
        return there;
    }

    /** Jobs recorded as away. */
    public int size() {
        return byId.size();
    }
}
