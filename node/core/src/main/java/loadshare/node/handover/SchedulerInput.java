package loadshare.node.handover;

import loadshare.node.workload.BatchWorkload;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.CborSerializable;

/**
 * One input of a central scheduler, as its log keeps it: what happened, at which model time it was handled. The
 * scheduler is deterministic given its inputs (and its random stream, drawn in their order), so the inputs in order
 * give back its state. An input that came in a message also says when that message was sent, and a message the host
 * took in that is no input of the scheduler's ({@link Kind#HEARD}) is logged too: so the log also gives back how late
 * the messages its host took in were, the figures a simulated twin replays (the host's delays, rebuilt message by
 * message in the order they were taken in: the same figures, to the bit, as its predecessor's for the same messages).
 *
 * @param kind what happened
 * @param at   the model time it was handled at
 * @param node the node it concerns (the sender of a {@code Done} or of a message heard, the node of a lost part, the
 *             node gone or back);
 *             -1 for a submission or a timer
 * @param arg  the job's index in the workload (a submission), the run (a {@code Done}, a lost part) or the timer's
 *             tag; 0 otherwise
 * @param sentAt the model time the message it came in was sent at (its sender's clock), NaN if it came in none (or
 *               the message did not say)
 */
public record SchedulerInput(Kind kind, double at, int node, long arg, double sentAt) implements CborSerializable {

    /**
     * The scheduler's inputs: {@link CentralScheduler#onSubmit}, its messages, and the {@code Coordinator}'s calls;
     * and {@code HEARD}, a message its host took in that the scheduler does not see as such (a node's answer to the
     * reconciliation, whose inputs follow it; a message dropped), kept for the delay figures only.
     */
    public enum Kind { SUBMIT, DONE, PART_LOST, PEER_DOWN, PEER_UP, TIMER, HEARD }

    /** An input that came in no message. */
    private static SchedulerInput of(Kind kind, double at, int node, long arg) {
        return new SchedulerInput(kind, at, node, arg, Double.NaN);
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
        return new SchedulerInput(Kind.DONE, at, node, run, sentAt);
    }

    /**
     * The host took in a message from node {@code node}, sent at model time {@code sentAt}, that is no input of the
     * scheduler's itself.
     */
    public static SchedulerInput heard(double at, int node, double sentAt) {
        return new SchedulerInput(Kind.HEARD, at, node, 0, sentAt);
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

    /**
     * Feeds this input to {@code scheduler}, whose jobs are {@code jobs}, through {@code context} (whose clock reads
     * {@link #at}).
     */
    public void applyTo(CentralScheduler scheduler, BatchWorkload jobs, CoordinatorContext context) {
        switch (kind) {
            case SUBMIT -> scheduler.onSubmit(jobs.job((int) arg), context);
            case DONE -> scheduler.onMessage(node, new Done(arg), context);
            case PART_LOST -> scheduler.onPartLost(node, arg, context);
            case PEER_DOWN -> scheduler.onPeerDown(node, context);
            case PEER_UP -> scheduler.onPeerUp(node, context);
            case TIMER -> scheduler.onTimer(arg, context);
            case HEARD -> { }      // the message's own inputs, if any, follow
        }
    }
}
