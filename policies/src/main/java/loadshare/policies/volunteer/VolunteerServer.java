package loadshare.policies.volunteer;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import loadshare.policies.Application;
import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.ApplicationFigures;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage.UnitAssignment;
import loadshare.protocol.VolunteerMessage.UnitRequest;
import loadshare.protocol.VolunteerMessage.UnitResult;

/**
 * The coordinator of volunteer computing (the lecture notes' Internet-scale operating system, as in SETI@home and BOINC):
 * it partitions a large parallel application into work units and hands them to volunteers that contact it for
 * work. Volunteers are not trusted, so each unit goes to {@code replication} distinct volunteers at first, and a
 * result is accepted only when {@code quorum} independent volunteers returned the same value; until then the
 * server issues further replicas. A replica whose result has not come back by its {@code deadline} is reissued to
 * another volunteer (a late result still counts if the unit is not yet validated). Each volunteer of a validating
 * quorum is granted the unit's work as credit.
 *
 * <p>A volunteer never gets a second replica of a unit (not even after missing a deadline): agreeing results come
 * from distinct volunteers. Requests that find no unit a volunteer may take wait here until one needs a replica. A
 * unit that every volunteer has had without reaching a quorum cannot be validated; the application then stays
 * incomplete, which the figures show.
 *
 * <p>The server never looks at whether a result is right to decide anything; {@link ResultValues#correct} is used
 * only to count wrong results accepted, the measure of how well the quorum protects the application.
 */
public final class VolunteerServer implements ApplicationCoordinator {

    private final VolunteerSettings settings;
    private final double[] credit;
    /** Volunteers waiting for a unit, one entry per idle CPU, in the order they asked. */
    private final ArrayDeque<Integer> waiting = new ArrayDeque<>();
    /** Units that need more replicas, oldest first; an entry whose unit needs none any more is dropped when met. */
    private final ArrayDeque<Unit> needReplicas = new ArrayDeque<>();
    /** Replicas whose result has not come back and whose deadline has not passed, by issue number (the timer's tag). */
    private final Map<Long, Replica> unanswered = new HashMap<>();

    private Unit[] units;
    private double applicationWork;
    private int nextFresh;
    private long issues;
    private double makespan = Double.NaN;
    private long validatedUnits;
    private long reissuedAfterDeadline;
    private long deadlinesMissed;
    private long resultsReceived;
    private long lateResults;
    private long resultsAfterValidation;
    private long wrongResultsAccepted;
    private double validatedWork;
    private double creditGranted;
    private double cheaterCredit;

    public VolunteerServer(VolunteerSettings settings, int nodes) {
        if (settings.quorum() > settings.replication()) {
            throw new IllegalArgumentException("quorum " + settings.quorum() + " > replication " + settings.replication());
        }
        this.settings = settings;
        this.credit = new double[nodes];
    }

    @Override
    public void onApplication(Application application, CoordinatorContext context) {
        if (units != null) {
            throw new IllegalStateException("the server already runs an application");
        }
        units = new Unit[application.tasks()];
        for (int i = 0; i < units.length; i++) {
            units[i] = new Unit(i, application.work(i));
        }
        applicationWork = application.totalWork();
        dispatch(context);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (message instanceof UnitRequest) {
            if (from < 0 || from >= credit.length) {
                return false;
            }
            waiting.add(from);
        } else if (message instanceof UnitResult result) {
            if (!onResult(from, result, context)) {
                return false;
            }
        } else {
            return false;
        }
        dispatch(context);
        return true;
    }

    /** A replica's deadline: if its result has not come, the unit gets another replica. */
    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        Replica replica = unanswered.remove(tag);
        if (replica == null || replica.state != State.OUTSTANDING) {
            return;
        }
        replica.state = State.MISSED;
        Unit unit = replica.unit;
        unit.outstanding--;
        deadlinesMissed++;
        if (!unit.validated) {
            int before = unit.toIssue;
            needMore(unit);
            unit.deadlineResends += unit.toIssue - before;
        }
        dispatch(context);
    }

    /**
     * The server is a new instance that replayed its predecessor's log (the live cluster's hand-over): every volunteer
     * asks again for each idle CPU as it rejoins, so the requests that waited at the predecessor are void.
     */
    public void forgetRequests() {
        waiting.clear();
    }

    /** A volunteer that left will not ask again; its replicas miss their deadlines and are reissued. */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        waiting.removeIf(v -> v == peer);
    }

    private boolean onResult(int from, UnitResult result, CoordinatorContext context) {
        if (units == null || result.unit() < 0 || result.unit() >= units.length) {
            return false;
        }
        Unit unit = units[(int) result.unit()];
        Replica replica = unit.awaitedFrom(from);
        if (replica == null) {
            return false;
        }
        unanswered.remove(replica.issue);
        resultsReceived++;
        if (replica.state == State.MISSED) {
            lateResults++;
        } else {
            unit.outstanding--;
        }
        replica.state = State.REPORTED;
        replica.value = result.value();
        if (unit.validated) {
            resultsAfterValidation++;
        } else if (unit.agreeing(result.value()) >= settings.quorum()) {
            validate(unit, result.value(), context);
        } else {
            needMore(unit);
        }
        return true;
    }

    /** {@code value} reached the quorum: the unit's result is {@code value}; its quorum is credited. */
    private void validate(Unit unit, long value, CoordinatorContext context) {
        unit.validated = true;
        validatedUnits++;
        boolean wrong = value != ResultValues.correct(unit.id);
        if (wrong) {
            wrongResultsAccepted++;
        }
        for (Replica r : unit.replicas) {
            if (r.state == State.REPORTED && r.value == value) {
                credit[r.volunteer] += unit.work;
                creditGranted += unit.work;
                validatedWork += unit.work;
                if (wrong) {
                    cheaterCredit += unit.work;
                }
            }
        }
        if (validatedUnits == units.length) {
            makespan = context.now();
        }
    }

    /** Issue replicas until the ones outstanding could still make a quorum with the best agreement so far. */
    private void needMore(Unit unit) {
        int best = unit.bestAgreement();
        boolean wanted = false;
        while (unit.outstanding + unit.toIssue + best < settings.quorum()) {
            unit.toIssue++;
            wanted = true;
        }
        if (wanted && !unit.queued) {
            unit.queued = true;
            needReplicas.add(unit);
        }
    }

    /** Gives each waiting volunteer a unit it may take, if there is one; the others keep waiting. */
    private void dispatch(CoordinatorContext context) {
        if (units == null) {
            return;
        }
        for (int n = waiting.size(); n > 0 && !waiting.isEmpty(); n--) {
            int volunteer = waiting.poll();
            Unit unit = pick(volunteer);
            if (unit == null) {
                waiting.add(volunteer);
            } else {
                issue(unit, volunteer, context);
            }
        }
    }

    /** The oldest unit needing a replica that {@code volunteer} may take, else the next fresh unit, else null. */
    private Unit pick(int volunteer) {
        for (Iterator<Unit> it = needReplicas.iterator(); it.hasNext(); ) {
            Unit unit = it.next();
            if (unit.validated || unit.toIssue == 0) {
                unit.queued = false;
                it.remove();
            } else if (unit.mayGoTo(volunteer)) {
                return unit;
            }
        }
        if (nextFresh < units.length) {
            Unit unit = units[nextFresh++];
            unit.toIssue = settings.replication();
            unit.queued = true;
            needReplicas.add(unit);
            return unit;
        }
        return null;
    }

    private void issue(Unit unit, int volunteer, CoordinatorContext context) {
        unit.toIssue--;
        unit.outstanding++;
        if (unit.deadlineResends > 0) {
            unit.deadlineResends--;
            reissuedAfterDeadline++;
        }
        Replica replica = new Replica(unit, volunteer, ++issues);
        unit.replicas.add(replica);
        unanswered.put(replica.issue, replica);
        context.send(volunteer, new UnitAssignment(unit.id, unit.work));
        context.setTimer(replica.issue, settings.deadline());
    }

    @Override
    public boolean applicationComplete() {
        return units != null && validatedUnits == units.length;
    }

    /** Credit granted to {@code volunteer} so far. */
    public double credit(int volunteer) {
        return credit[volunteer];
    }

    @Override
    public ApplicationFigures figures() {
        int tasks = units == null ? 0 : units.length;
        return new ApplicationFigures(tasks, applicationWork, applicationComplete(), makespan, validatedUnits, issues,
                reissuedAfterDeadline, deadlinesMissed, resultsReceived, lateResults, resultsAfterValidation,
                wrongResultsAccepted, validatedWork, creditGranted, cheaterCredit, settings.volunteers(),
                settings.replication(), settings.quorum(), settings.cheaters());
    }

    private enum State { OUTSTANDING, MISSED, REPORTED }

    /** One work unit and its replicas. */
    private static final class Unit {
        final int id;
        final double work;
        final List<Replica> replicas = new ArrayList<>(2);
        int toIssue;
        int outstanding;
        int deadlineResends;
        boolean validated;
        boolean queued;

        Unit(int id, double work) {
            this.id = id;
            this.work = work;
        }

        /** Each volunteer gets at most one replica of a unit, so agreeing results come from distinct volunteers. */
        boolean mayGoTo(int volunteer) {
            for (Replica r : replicas) {
                if (r.volunteer == volunteer) {
                    return false;
                }
            }
            return true;
        }

        /** The replica of {@code volunteer} whose result is still awaited (outstanding or late), or null. */
        Replica awaitedFrom(int volunteer) {
            for (Replica r : replicas) {
                if (r.volunteer == volunteer && r.state != State.REPORTED) {
                    return r;
                }
            }
            return null;
        }

        int agreeing(long value) {
            int n = 0;
            for (Replica r : replicas) {
                if (r.state == State.REPORTED && r.value == value) {
                    n++;
                }
            }
            return n;
        }

        int bestAgreement() {
            int best = 0;
            for (Replica r : replicas) {
                if (r.state == State.REPORTED) {
                    best = Math.max(best, agreeing(r.value));
                }
            }
            return best;
        }
    }

    /** One replica of a unit handed to one volunteer. */
    private static final class Replica {
        final Unit unit;
        final int volunteer;
        final long issue;
        State state = State.OUTSTANDING;
        long value;

        Replica(Unit unit, int volunteer, long issue) {
            this.unit = unit;
            this.volunteer = volunteer;
            this.issue = issue;
        }
    }
}
