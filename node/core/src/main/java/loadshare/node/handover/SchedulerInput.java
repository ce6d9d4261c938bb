package loadshare.node.handover;

import loadshare.node.workload.BatchWorkload;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.CborSerializable;

/**
 * One input of a central scheduler, as its log keeps it: what happened, at which model time it was handled. The
 * scheduler is deterministic given its inputs (and its random stream, drawn in their order), so the inputs in order
 * give back its state.
 *
 * @param kind what happened
 * @param at   the model time it was handled at
 * @param node the node it concerns (the sender of a {@code Done}, the node of a lost part, the node gone or back);
 *             -1 for a submission or a timer
 * @param arg  the job's index in the workload (a submission), the run (a {@code Done}, a lost part) or the timer's
 *             tag; 0 otherwise
 */
public record SchedulerInput(Kind kind, double at, int node, long arg) implements CborSerializable {

    /** The scheduler's inputs: {@link CentralScheduler#onSubmit}, its messages, and the {@code Coordinator}'s calls. */
    public enum Kind { SUBMIT, DONE, PART_LOST, PEER_DOWN, PEER_UP, TIMER }

    /** Workload job {@code job} was submitted. */
    public static SchedulerInput submit(double at, int job) {
        return new SchedulerInput(Kind.SUBMIT, at, -1, job);
    }

    /** Node {@code node} reported its part of run {@code run} done. */
    public static SchedulerInput done(double at, int node, long run) {
        return new SchedulerInput(Kind.DONE, at, node, run);
    }

    /** Node {@code node} neither runs its part of run {@code run} nor ended it. */
    public static SchedulerInput partLost(double at, int node, long run) {
        return new SchedulerInput(Kind.PART_LOST, at, node, run);
    }

    /** Node {@code node} left or died. */
    public static SchedulerInput peerDown(double at, int node) {
        return new SchedulerInput(Kind.PEER_DOWN, at, node, 0);
    }

    /** Node {@code node} is back. */
    public static SchedulerInput peerUp(double at, int node) {
        return new SchedulerInput(Kind.PEER_UP, at, node, 0);
    }

    /** The scheduler's timer {@code tag} fired. */
    public static SchedulerInput timer(double at, long tag) {
        return new SchedulerInput(Kind.TIMER, at, -1, tag);
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
        }
    }
}
