package loadshare.node.live;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.StashBuffer;
import java.util.function.Function;
import org.slf4j.Logger;

/**
 * The start-up every participant of a live run goes through, written once for workstations and the coordinator.
 * It follows the listing of the other participants; once the collector's {@link Participant.Prepare} has come
 * and its own listing shows every participant, it answers {@link ResultsCollector.Ready} (so that no one begins
 * before it can reach everyone). Everything else that arrives meanwhile waits in the stash; the collector's
 * {@link Participant.Start} gives the run its clock and the participant its running behaviour, which then takes
 * the stashed messages. A Prepare, Start or RunOver from anyone but the run's collector ({@link LegitimateCollector})
 * is refused.
 */
final class Startup {

    private Startup() {
    }

    /**
     * @param self         the participant's index
     * @param participants how many participants the run has
     * @param running      the participant's behaviour once the run started
     */
    static <C> Behavior<C> awaitStart(int self, int participants, Membership membership, StashBuffer<C> stash,
                                      Function<Participant.Start, Behavior<C>> running) {
        return Behaviors.setup(setup -> {
            Gate<C> r = new Gate<>(LegitimateCollector.of(setup.getSystem()), stash, running);
            return Behaviors.receive((ctx, message) -> {
                if (message instanceof Participant.Prepare prepare) {
                    return r.legitimate(prepare, ctx.getLog())
                            ? waitingReady(self, participants, membership, r, prepare.collector()) : Behaviors.same();
                }
                if (message instanceof Membership.Event event) {
                    membership.handle(event);
                    return Behaviors.same();
                }
                return r.stashOrStart(message, ctx.getLog());
            });
        });
    }

    /** Prepared by {@code collector}: Ready goes as soon as the listing shows every participant. */
    private static <C> Behavior<C> waitingReady(int self, int participants, Membership membership, Gate<C> r,
                                                ActorRef<ResultsCollector.Command> collector) {
        if (membership.peers().size() >= participants) {
            collector.tell(new ResultsCollector.Ready(self));
            return Behaviors.receive((ctx, message) -> {
                if (message instanceof Membership.Event event) {
                    membership.handle(event);
                    return Behaviors.same();
                }
                if (message instanceof Participant.Prepare prepare) {
                    r.legitimate(prepare, ctx.getLog());
                    return Behaviors.same();
                }
                return r.stashOrStart(message, ctx.getLog());
            });
        }
        return Behaviors.receive((ctx, message) -> {
            if (message instanceof Membership.Event event) {
                membership.handle(event);
                return waitingReady(self, participants, membership, r, collector);
            }
            if (message instanceof Participant.Prepare prepare) {
                return r.legitimate(prepare, ctx.getLog())
                        ? waitingReady(self, participants, membership, r, prepare.collector()) : Behaviors.same();
            }
            return r.stashOrStart(message, ctx.getLog());
        });
    }

    /** The start-up's stash and running behaviour, and the check of who prepares and starts the run. */
    private record Gate<C>(LegitimateCollector collector, StashBuffer<C> stash,
                               Function<Participant.Start, Behavior<C>> running) {

        boolean legitimate(Participant.Prepare prepare, Logger log) {
            return collector.accepts(prepare.collector(), "Prepare", log);
        }

        Behavior<C> stashOrStart(C message, Logger log) {
            if (message instanceof Participant.Start start) {
                return collector.accepts(start.collector(), "Start", log)
                        ? stash.unstashAll(running.apply(start)) : Behaviors.same();
            }
            if (message instanceof Participant.RunOver over) {
                return collector.accepts(over.collector(), "RunOver", log) ? Behaviors.stopped() : Behaviors.same();
            }
            stash.stash(message);
            return Behaviors.same();
        }
    }
}
