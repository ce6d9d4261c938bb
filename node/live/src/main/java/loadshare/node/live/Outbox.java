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
 *
 * <p>Every message leaves with a stamp from this participant's clock ({@link #stamp}), a hybrid logical clock: each
 * stamp is later than every stamp this participant sent or heard before, and not earlier than its model time now (in
 * microseconds). A job's hops are therefore stamped in the order it made them, whoever made them, and its home
 * orders the reports of its hops by their stamps ({@link AwayJobs}) however they reach it. Its floor of model time
 * keeps a participant that knows nothing of a job's earlier hops from stamping it earlier than they were: a
 * coordinator's new instance, a restarted home, a home that resubmits a job whose last hops it had not yet heard of.
 */
final class Outbox {

    /** The resolution of a stamp's floor of model time: a microsecond. */
    private static final double STAMPS_PER_MODEL_SECOND = 1e6;

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
    /** The latest stamp this participant sent or heard. */
    private long clock;

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
        long stamp = stamp();
        ref.tell(new Participant.Deliver(self, selfRef, message, sentAt, stamp));
        for (Job job : jobs) {
            jobsSent++;
            if (job.home() == self && away != null) {
                away.sent(job, to, stamp);
            } else if (job.home() != self) {
                tellHome(job, new Participant.Moved(job.id(), self, to, stamp));
            }
        }
    }

    /**
     * A message is taken in here: its stamp is heard, and the home of each job it carries that another than the home
     * passed on hears that it got here (the home's own sends it recorded as it sent them).
     */
    void received(Participant.Deliver d) {
        heard(d.stamp());
        for (Job job : JobsCarried.in(d.message())) {
            if (job.home() == d.from()) {
                continue;
            }
            if (job.home() == self) {
                if (away != null) {
                    away.received(job.id(), self, d.stamp());
                }
            } else {
                tellHome(job, new Participant.Received(job.id(), self, d.stamp()));
            }
        }
    }

    /** A stamp of another participant's was heard here (in a message, or in a report about one of its jobs). */
    void heard(long stamp) {
        clock = Math.max(clock, stamp);
    }

    /** A new stamp: later than every stamp sent or heard here, and not earlier than model time now. */
    long stamp() {
        clock = Math.max(clock + 1, (long) Math.floor(now.getAsDouble() * STAMPS_PER_MODEL_SECOND));
        return clock;
    }

    /** Another home's {@code job} could not be delivered where this participant sent it: it goes back to its home. */
    void bounce(Job job) {
        tellHome(job, new Participant.Bounced(job, stamp()));
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
                bounce(job);
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
