package loadshare.node.handover;

import loadshare.node.workload.BatchWorkload;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.dispatch.DispatchTier;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.CborSerializable;
import loadshare.protocol.VolunteerMessage.UnitRequest;
import loadshare.protocol.VolunteerMessage.UnitResult;

/**
 * One input of a central scheduler, as its log keeps it: what happened, at which model time it was handled. The
 * scheduler is deterministic given its inputs (and its random stream, drawn in their order), so the inputs in order
 * give back its state. An input that came in a message also says when that message was sent, and a message the host
 * took in that is no input of the scheduler's ({@link Kind#HEARD}) is logged too: so the log also gives back how late
 * the messages its host took in were, the figures a simulated twin replays (the host's delays, rebuilt message by
 * message in the order they were taken in: the same figures, to the bit, as its predecessor's for the same messages).
 *
 * <p>Two other coordinators keep the same log. The volunteer server is deterministic given its inputs too (the
 * volunteers' requests and results, its deadlines, the volunteers gone), and its log gives back the application's
 * state: units issued, results, quorums, credit. A dispatcher's state is rebuilt from the workstations, but its session
 * figures are not: its log holds the nodes gone and back (from which its consistent-hashing ring, and what each
 * departure moved, follow) and each placement ({@link Kind#PLACED}, kept for the figures only, as {@code HEARD} is for
 * the delays).
 *
 * @param kind what happened
 * @param at   the model time it was handled at
 * @param node the node it concerns (the sender of a {@code Done}, of a message heard, of a unit request or result, the
 *             node of a lost part, the node gone or back, the node a job was placed on);
 *             -1 for a submission or a timer
 * @param arg  the job's index in the workload (a submission), the run (a {@code Done}, a lost part), the timer's
 *             tag, the work unit (a unit result) or the job's id (a placement); 0 otherwise
 * @param sentAt the model time the message it came in was sent at (its sender's clock), NaN if it came in none (or
 *               the message did not say)
 * @param value the value a volunteer returned for the unit (a unit result); 0 otherwise
 */
public record SchedulerInput(Kind kind, double at, int node, long arg, double sentAt, long value)
        implements CborSerializable {

    /**
     * The scheduler's inputs: {@link CentralScheduler#onSubmit}, its messages, and the {@code Coordinator}'s calls;
     * and {@code HEARD}, a message its host took in that the scheduler does not see as such (a node's answer to the
     * reconciliation, whose inputs follow it; a message dropped), kept for the delay figures only. The volunteer
     * server's messages: {@code UNIT_REQUEST}, {@code UNIT_RESULT}. A dispatcher's placement, kept for its session
     * figures only: {@code PLACED}.
     */
    public enum Kind { SUBMIT, DONE, PART_LOST, PEER_DOWN, PEER_UP, TIMER, HEARD, UNIT_REQUEST, UNIT_RESULT, PLACED }

    /** An input that came in no message. */
    private static SchedulerInput of(Kind kind, double at, int node, long arg) {
        return new SchedulerInput(kind, at, node, arg, Double.NaN, 0);
    }

    /** Workload job {@code job} was submitted. */
    public static SchedulerInput submit(double at, int job) {
        return of(Kind.SUBMIT, at, -1, job);
    }

    /** Node {@code node} reported its part of run {@code run} done (as a reconciliation found: in no message). */
    public static SchedulerInput done(double at, int node, long run) {
        return of(Kind.DONE, at, node, run);
    }

    /** Node {@code node} reported its part of run {@code run} done, in a message sent at model time {@code sentAt}. */
    public static SchedulerInput done(double at, int node, long run, double sentAt) {
        return new SchedulerInput(Kind.DONE, at, node, run, sentAt, 0);
    }

    /**
     * The host took in a message from node {@code node}, sent at model time {@code sentAt}, that is no input of the
     * scheduler's itself.
     */
    public static SchedulerInput heard(double at, int node, double sentAt) {
        return new SchedulerInput(Kind.HEARD, at, node, 0, sentAt, 0);
    }

    /** Whether this input came in a message that said when it was sent (it counts in the host's delay figures). */
    public boolean cameInMessage() {
        return !Double.isNaN(sentAt);
    }

    /** Node {@code node} neither runs its part of run {@code run} nor ended it. */
    public static SchedulerInput partLost(double at, int node, long run) {
        return of(Kind.PART_LOST, at, node, run);
    }

    /** Node {@code node} left or died. */
    public static SchedulerInput peerDown(double at, int node) {
        return of(Kind.PEER_DOWN, at, node, 0);
    }

    /** Node {@code node} is back. */
    public static SchedulerInput peerUp(double at, int node) {
        return of(Kind.PEER_UP, at, node, 0);
    }

    /** The scheduler's timer {@code tag} fired. */
    public static SchedulerInput timer(double at, long tag) {
        return of(Kind.TIMER, at, -1, tag);
    }

    /** Volunteer {@code node} asked the volunteer server for a work unit, in a message sent at {@code sentAt}. */
    public static SchedulerInput unitRequest(double at, int node, double sentAt) {
        return new SchedulerInput(Kind.UNIT_REQUEST, at, node, 0, sentAt, 0);
    }

    /**
     * Volunteer {@code node} returned {@code value} for work unit {@code unit}, in a message sent at {@code sentAt}.
     */
    public static SchedulerInput unitResult(double at, int node, long unit, long value, double sentAt) {
        return new SchedulerInput(Kind.UNIT_RESULT, at, node, unit, sentAt, value);
    }

    /** A dispatcher placed job {@code job} (its id) on node {@code node}. */
    public static SchedulerInput placed(double at, int node, long job) {
        return of(Kind.PLACED, at, node, job);
    }

    /**
     * Feeds this input to {@code coordinator} (a central scheduler, whose jobs are {@code jobs}; the volunteer server,
     * or a dispatcher, with no jobs) through {@code context} (whose clock reads {@link #at}). Returns false if the
     * coordinator did not expect it (a message it drops, as it did when the input was logged).
     */
    public boolean applyTo(Coordinator coordinator, BatchWorkload jobs, CoordinatorContext context) {
        switch (kind) {
            case SUBMIT -> ((CentralScheduler) coordinator).onSubmit(jobs.job((int) arg), context);
            case DONE -> {
                return coordinator.onMessage(node, new Done(arg), context);
            }
            case PART_LOST -> ((CentralScheduler) coordinator).onPartLost(node, arg, context);
            case PEER_DOWN -> coordinator.onPeerDown(node, context);
            case PEER_UP -> coordinator.onPeerUp(node, context);
            case TIMER -> coordinator.onTimer(arg, context);
            case HEARD -> { }      // the message's own inputs, if any, follow
            case UNIT_REQUEST -> {
                return coordinator.onMessage(node, new UnitRequest(), context);
            }
            case UNIT_RESULT -> {
                return coordinator.onMessage(node, new UnitResult(arg, value), context);
            }
            case PLACED -> ((DispatchTier) coordinator).placedBefore(arg, node);
        }
        return true;
    }
}
