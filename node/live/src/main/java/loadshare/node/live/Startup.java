package loadshare.node.live;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.StashBuffer;
import java.util.Set;
import java.util.function.Function;
import org.slf4j.Logger;

/**
 * The start-up every participant of a live run goes through, written once for workstations and the coordinator.
 * It follows the listing of the other participants; once the collector's {@link Participant.Prepare} has come
 * and its own listing shows every participant, it answers {@link ResultsCollector.Ready} (so that no one begins
 * before it can reach everyone). Everything else that arrives meanwhile waits in the stash; the collector's
 * {@link Participant.Start} gives the run its clock and the participant its running behaviour, which then takes
 * the stashed messages. A Prepare, Start or RunOver from anyone but the run's collector ({@link LegitimateCollector})
 * is refused. A participant that starts after the run began (the coordinator, a cluster singleton, taken up on another
 * node when its node left or died) finds the run's start in the {@link RunRecord} and begins at once; one that finds
 * the run over there stops.
 */
final class Startup {

    private Startup() {
    }

    /**
     * @param self         the participant's index
     * @param participants how many participants the run has
     * @param record       the participant's access to the run's record (its replies reach it as messages)
     * @param running      the participant's behaviour once the run started at the given epoch (nanoseconds)
     */
    static <C> Behavior<C> awaitStart(int self, int participants, Membership membership, StashBuffer<C> stash,
                                      RunRecord.Replicas<C> record, Function<Long, Behavior<C>> running) {
        return awaitStart(self, participants, membership, stash, record, (epoch, takenUp) -> running.apply(epoch));
    }

    /** How a participant's running behaviour begins. */
    @FunctionalInterface
    interface Begin<C> {
        /**
         * @param epochNanos the run's epoch
         * @param takenUp    the participant began after the run had begun, never prepared by a collector: a
         *                   coordinator taken up on another node when its node left or died
         */
        Behavior<C> apply(long epochNanos, boolean takenUp);
    }

    /** As {@link #awaitStart(int, int, Membership, StashBuffer, RunRecord.Replicas, Function)}, told whether taken up. */
    static <C> Behavior<C> awaitStart(int self, int participants, Membership membership, StashBuffer<C> stash,
                                      RunRecord.Replicas<C> record, Begin<C> running) {
        return Behaviors.setup(setup -> {
            record.subscribe(RunRecord.STARTED);
            record.subscribe(RunRecord.OVER);
            Gate<C> r = new Gate<>(LegitimateCollector.of(setup.getSystem()), membership, stash, running);
            return Behaviors.receive((ctx, message) -> {
                if (message instanceof Participant.Prepare prepare) {
                    return r.legitimate(prepare, ctx.getLog())
                            ? waitingReady(self, participants, r, prepare.collector()) : Behaviors.same();
                }
                return r.take(message, ctx.getLog());
            });
        });
    }

    /** Prepared by {@code collector}: Ready goes as soon as the listing shows every participant. */
    private static <C> Behavior<C> waitingReady(int self, int participants, Gate<C> r,
                                                ActorRef<ResultsCollector.Command> collector) {
        if (r.membership.peers().size() >= participants) {
            collector.tell(new ResultsCollector.Ready(self));
            return Behaviors.receive((ctx, message) -> {
                if (message instanceof Participant.Prepare prepare) {
                    r.legitimate(prepare, ctx.getLog());
                    return Behaviors.same();
                }
                return r.take(message, ctx.getLog());
            });
        }
        return Behaviors.receive((ctx, message) -> {
            if (message instanceof Participant.Prepare prepare) {
                return r.legitimate(prepare, ctx.getLog())
                        ? waitingReady(self, participants, r, prepare.collector()) : Behaviors.same();
            }
            Behavior<C> next = r.take(message, ctx.getLog());
            return message instanceof Membership.Event && next == Behaviors.<C>same()
                    ? waitingReady(self, participants, r, collector) : next;
        });
    }

    /**
     * The start-up's stash and running behaviour, and the check of who prepares and starts the run. A participant
     * that learns of the start from the record begins once its listing shows a participant on every member up (so
     * that what it sends reaches them, and it takes no member for gone).
     */
    private static final class Gate<C> {

        private final LegitimateCollector collector;
        private final Membership membership;
        private final StashBuffer<C> stash;
        private final Begin<C> running;
        private boolean listed;
        /** A collector prepared this participant: it is part of the run's start, not taken up later. */
        private boolean prepared;
        /** The run's epoch as the record has it, while this participant waits for its first listing. */
        private Long recorded;

        Gate(LegitimateCollector collector, Membership membership, StashBuffer<C> stash, Begin<C> running) {
            this.collector = collector;
            this.membership = membership;
            this.stash = stash;
            this.running = running;
        }

        boolean legitimate(Participant.Prepare prepare, Logger log) {
            boolean accepted = collector.accepts(prepare.collector(), "Prepare", log);
            prepared |= accepted;
            return accepted;
        }

        /** Any message but a Prepare: membership, the start (from the collector or the record), or one to keep. */
        Behavior<C> take(C message, Logger log) {
            if (message instanceof Membership.Event event) {
                membership.handle(event);
                membership.back();
                listed = membership.listsEveryMember();
                return recorded != null && listed ? start(recorded) : Behaviors.same();
            }
            if (message instanceof Participant.Start start) {
                return collector.accepts(start.collector(), "Start", log) ? start(start.epochNanos()) : Behaviors.same();
            }
            if (message instanceof Participant.RunOver over) {
                return collector.accepts(over.collector(), "RunOver", log) ? Behaviors.stopped() : Behaviors.same();
            }
            if (message instanceof RunRecord.Data d) {
                if (d.id().equals(RunRecord.OVER.id()) && !d.elements().isEmpty()) {
                    return Behaviors.stopped();
                }
                Set<RunRecord.Started> started = d.id().equals(RunRecord.STARTED.id()) ? d.elements() : Set.of();
                if (started.isEmpty()) {
                    return Behaviors.same();
                }
                recorded = started.iterator().next().epochNanos();
                return listed ? start(recorded) : Behaviors.same();
            }
            if (message instanceof RunRecord.Written) {
                return Behaviors.same();
            }
            stash.stash(message);
            return Behaviors.same();
        }

        private Behavior<C> start(long epochNanos) {
            return stash.unstashAll(running.apply(epochNanos, !prepared));
        }
    }
}
