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

    private final Map<Long, Away> byId = new HashMap<>();

    private record Away(Job job, int at) {
    }

    /** The home sent {@code job} to participant {@code to}. */
    public void sent(Job job, int to) {
        byId.put(job.id(), new Away(job, to));
    }

    /** Another participant passed job {@code id} on to {@code to}; ignored if the job is not recorded. */
    public void moved(long id, int to) {
        byId.computeIfPresent(id, (k, away) -> new Away(away.job(), to));
    }

    /** Job {@code id} completed (wherever it ran): forget it. */
    public void finished(long id) {
        byId.remove(id);
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
        return there;
    }

    /** Jobs recorded as away. */
    public int size() {
        return byId.size();
    }
}
