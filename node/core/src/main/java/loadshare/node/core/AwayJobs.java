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
 * <p>A later hop is reported twice: by the participant that passed the job on ({@link #moved}: it was sent there)
 * and by the one that took it in ({@link #received}: it got there). Until the second report, the job may still be
 * with the first: a node that dies while passing a job on may have sent its report and not the job (they leave on
 * different connections). So a job passed on but not yet received is resubmitted when either of the two goes: at
 * worst it then runs twice, never nowhere. The two reports may come in either order.
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

    /** No participant: a job not in passing (received where it is), or no receipt come early. */
    private static final int NONE = -1;

    /**
     * Where a job is: at participant {@code at}; passed on by {@code from} and not yet received there ({@link #NONE}
     * once it is, or if the home sent it); {@code early} a participant whose receipt came before the report of the
     * hop to it ({@link #NONE} if none did).
     */
    private record Away(Job job, int at, int from, int early) {

        boolean with(int participant) {
            return at == participant || from == participant;
        }
    }

    /** The home sent {@code job} to participant {@code to}. */
    public void sent(Job job, int to) {
        byId.put(job.id(), new Away(job, to, NONE, NONE));
        changes.away(job.id(), to);
    }

    /**
     * Participant {@code from} passed job {@code id} on to {@code to} (as {@code from} reports it); ignored if the job
     * is not recorded, or if {@code to} has reported it received already.
     */
    public void moved(long id, int from, int to) {
        Away away = byId.get(id);
        if (away == null || (away.at() == to && away.from() == NONE)) {
            return;
        }
        boolean got = away.early() == to;           // its receipt came first
        byId.put(id, new Away(away.job(), to, got ? NONE : from, NONE));
        changes.away(id, to);
    }

    /**
     * Participant {@code at} took job {@code id} in (as {@code at} reports it); ignored if the job is not recorded. A
     * receipt that comes before the report of the hop waits for it.
     */
    public void received(long id, int at) {
        byId.computeIfPresent(id, (k, away) -> away.at() == at ? new Away(away.job(), at, NONE, NONE)
                : new Away(away.job(), away.at(), away.from(), at));
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

    /**
     * Forget and return the jobs last sent to {@code participant}, and those it passed on that were not yet received,
     * in id order (it has gone).
     */
    public List<Job> takeAt(int participant) {
        List<Job> there = new ArrayList<>();
        byId.values().removeIf(away -> {
            if (away.with(participant)) {
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
