package loadshare.node.live;

import akka.actor.typed.ActorRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import java.util.function.IntConsumer;
import loadshare.node.core.AwayJobs;
import loadshare.node.core.JobsCarried;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;
import org.slf4j.Logger;

/**
 * How a participant's {@code send} effect leaves it, the same for workstations and the coordinator: a
 * {@code tell} of a {@link Participant.Deliver} to the peer's actor, plus the bookkeeping that keeps every job
 * accounted for. A job sent by its home is recorded in the home's {@link AwayJobs}; a job passed on by anyone
 * else is reported to its home ({@link Participant.Moved}). A job addressed to a participant that is not (or no
 * longer) a member runs at its home instead: here if this is the home, else it goes back to the home
 * ({@link Participant.Bounced}). Jobs sent to the coordinator while it is away (its node left or died, and the
 * cluster singleton has not started anew on another) are held here, at their home, and go when it is back
 * ({@link #release}). Nothing here knows any message type.
 */
final class Outbox {

    private final int self;
    private final ActorRef<Participant.Message> selfRef;
    private final Peers peers;
    /** The coordinator's participant index, or -1 if the run has none. */
    private final int coordinator;
    private final AwayJobs away;
    private final Consumer<Job> runsHere;
    private final IntConsumer unreachable;
    private final Logger log;
    /** The sender's model time now: each message says when it was sent. */
    private final DoubleSupplier now;
    private final Set<Integer> warnedUnknown = new HashSet<>();
    /** Messages carrying jobs for the coordinator while it is away, in the order they were sent. */
    private final List<NodeMessage> held = new ArrayList<>();

    private long messages;
    private long jobsSent;

    /**
     * @param coordinator the coordinator's participant index (its jobs are held while it is away), or -1
     * @param away     the home's record, or null for a participant that is nobody's home (the coordinator)
     * @param runsHere    takes a job of this home that could not be delivered (called after the current input)
     * @param unreachable takes a participant a protocol message could not reach, so that a negotiation
     *                    waiting for its answer moves on (called after the current input)
     * @param now         the sender's model time now (the input it is handling)
     */
    Outbox(int self, ActorRef<Participant.Message> selfRef, Peers peers, int coordinator, AwayJobs away,
           Consumer<Job> runsHere, IntConsumer unreachable, Logger log, DoubleSupplier now) {
        this.self = self;
        this.selfRef = selfRef;
        this.peers = peers;
        this.coordinator = coordinator;
        this.away = away;
        this.runsHere = runsHere;
        this.unreachable = unreachable;
        this.log = log;
        this.now = now;
    }

    void send(int to, NodeMessage message) {
        send(to, message, now.getAsDouble());
    }

    /**
     * Sends a message its sender decided to send at model time {@code decidedAt} and that leaves only now (a central
     * scheduler's {@code Launch}, held until the input it followed from was written to its log): its receiver
     * measures its delay from the decision, so the hold counts as the message's delay, which it is.
     */
    void sendDecidedAt(int to, NodeMessage message, double decidedAt) {
        send(to, message, decidedAt);
    }

    /**
     * Sends a message whose crossing of the modelled network its sender has played out already ({@code distance}
     * model seconds: a migrated VM that arrives when its frozen bytes have crossed): its receiver takes it in as soon
     * as it comes ({@link HeldMessages}), as the simulator delivers it at once.
     */
    void sendCrossed(int to, NodeMessage message, double distance) {
        send(to, message, now.getAsDouble() - distance);
    }

    private void send(int to, NodeMessage message, double sentAt) {
        messages++;
        List<Job> jobs = JobsCarried.in(message);
        ActorRef<Participant.Message> ref = peers.ref(to);
        if (ref == null) {
            undeliverable(to, message, jobs);
            return;
        }
        ref.tell(new Participant.Deliver(self, selfRef, message, sentAt));
        for (Job job : jobs) {
            jobsSent++;
            if (job.home() == self && away != null) {
                away.sent(job, to);
            } else if (job.home() != self) {
                tellHome(job, new Participant.Moved(job.id(), self, to));
            }
        }
    }

    /**
     * A message from participant {@code from} is taken in here: the home of each job it carries that another than
     * the home passed on hears that it got here (the home's own sends it recorded as it sent them).
     */
    void received(int from, NodeMessage message) {
        for (Job job : JobsCarried.in(message)) {
            if (job.home() == from) {
                continue;
            }
            if (job.home() == self) {
                if (away != null) {
                    away.received(job.id(), self);
                }
            } else {
                tellHome(job, new Participant.Received(job.id(), self));
            }
        }
    }

    /** Tells the home of {@code job} something about it; if the home is gone, so is its interest in the job. */
    void tellHome(Job job, Participant.Message message) {
        ActorRef<Participant.Message> home = peers.ref(job.home());
        if (home != null) {
            home.tell(message);
        }
    }

    private void undeliverable(int to, NodeMessage message, List<Job> jobs) {
        if (to == coordinator && !jobs.isEmpty() && peers.isGone(to)) {
            messages--;             // counted when it really goes
            held.add(message);
            return;
        }
        if (jobs.isEmpty()) {
            if (warnedUnknown.add(to)) {
                log.warn("participant {} is not a member: dropped {} (and any later message to it)", to,
                        message.getClass().getSimpleName());
            }
            unreachable.accept(to);
            return;
        }
        for (Job job : jobs) {
            if (job.home() == self) {
                runsHere.accept(job);
            } else {
                tellHome(job, new Participant.Bounced(job));
            }
        }
    }

    /**
     * Participant {@code index} is back: the messages held for it go now, in order; returns how many jobs they
     * carried.
     */
    int release(int index) {
        if (index != coordinator || held.isEmpty()) {
            return 0;
        }
        List<NodeMessage> going = List.copyOf(held);
        held.clear();
        int jobs = 0;
        for (NodeMessage message : going) {
            jobs += JobsCarried.in(message).size();
            send(index, message);
        }
        return jobs;
    }

    /** Protocol messages sent (delivered or not). */
    long messages() {
        return messages;
    }

    /** Jobs that left this participant inside a message. */
    long jobsSent() {
        return jobsSent;
    }
}
