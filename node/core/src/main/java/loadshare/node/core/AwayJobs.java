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
 * worst it then runs twice, never nowhere.
 *
 * <p>Reports come from different participants, so in any order: the report of an earlier hop may come after those
 * of a later one. Each hop is therefore known by its stamp, which the runtime gives it as it sends the job (a
 * clock that every hop of a job's path moves forward: the live cluster's {@code Outbox}), and every report says the
 * stamp of its hop. The record follows the latest hop it has heard of: a report of an earlier one changes nothing
 * (a job recorded back at a participant it had left would be resubmitted when that one goes, while it runs on).
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
        /** Job {@code id} is now at participant {@code at}, where hop {@code hop} took it. */
        void away(long id, int at, long hop);

        /** Job {@code id} is no longer away: it is back at its home, to run there or be placed again. */
        void back(long id);
    }

    private static final Changes UNHEARD = new Changes() {
        @Override
        public void away(long id, int at, long hop) {
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

    /** No participant: a job not in passing (received where it is, or sent by the home). */
    private static final int NONE = -1;

    /**
     * Where a job is: at participant {@code at}, where the hop stamped {@code hop} took it; passed on by {@code from}
     * and not yet received there ({@link #NONE} once it is, or if the home sent it).
     */
    private record Away(Job job, int at, int from, long hop) {

        boolean with(int participant) {
            return at == participant || from == participant;
        }
    }

    /** The home sent {@code job} to participant {@code to}, in the hop stamped {@code hop}. */
    public void sent(Job job, int to, long hop) {
        byId.put(job.id(), new Away(job, to, NONE, hop));
        changes.away(job.id(), to, hop);
    }

    /**
     * Participant {@code from} passed job {@code id} on to {@code to} in the hop stamped {@code hop} (as {@code from}
     * reports it); ignored if the job is not recorded, or if the record has heard of this hop (its receipt came
     * first) or of a later one.
     */
    public void moved(long id, int from, int to, long hop) {
        Away away = byId.get(id);
        if (away == null || hop <= away.hop()) {
            return;
        }
        byId.put(id, new Away(away.job(), to, from, hop));
        changes.away(id, to, hop);
    }

    /**
     * Participant {@code at} took job {@code id} in from the hop stamped {@code hop} (as {@code at} reports it);
     * ignored if the job is not recorded, or if the record has heard of a later hop. A receipt that comes before the
     * report of its hop needs none: the job is where it got to.
     */
    public void received(long id, int at, long hop) {
        Away away = byId.get(id);
        if (away == null || hop < away.hop() || (hop == away.hop() && at != away.at())) {
            return;
        }
        byId.put(id, new Away(away.job(), at, NONE, hop));
        if (hop != away.hop()) {
            changes.away(id, at, hop);
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
