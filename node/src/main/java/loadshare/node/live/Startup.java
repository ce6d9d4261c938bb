package loadshare.node.live;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.StashBuffer;
import java.util.function.Function;

/**
 * The start-up every participant of a live run goes through, written once for workstations and the coordinator.
 * It follows the listing of the other participants; once the collector's {@link Participant.Prepare} has come
 * and its own listing shows every participant, it answers {@link ResultsCollector.Ready} (so that no one begins
 * before it can reach everyone). Everything else that arrives meanwhile waits in the stash; the collector's
 * {@link Participant.Start} gives the run its clock and the participant its running behaviour, which then takes
 * the stashed messages.
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
        return prepared(null, self, participants, membership, stash, running);
    }

    /**
     * Waiting for the start, prepared by {@code collector} (null: not yet): Ready goes to it once the listing shows
     * every participant; later Prepares are ignored.
     */
    private static <C> Behavior<C> prepared(ActorRef<ResultsCollector.Command> collector, int self,
            int participants, Membership membership, StashBuffer<C> stash,
            Function<Participant.Start, Behavior<C>> running) {
        if (collector != null && membership.peers().size() >= participants) {
            collector.tell(new ResultsCollector.Ready(self));
            return Behaviors.receive((ctx, message) -> {
                if (message instanceof Membership.Event event) {
                    membership.handle(event);
                    return Behaviors.same();
                }
                return message instanceof Participant.Prepare ? Behaviors.same() : stashOrStart(message, stash, running);
            });
        }
        return Behaviors.receive((ctx, message) -> {
            if (message instanceof Membership.Event event) {
                membership.handle(event);
                return prepared(collector, self, participants, membership, stash, running);
            }
            if (message instanceof Participant.Prepare prepare) {
                return prepared(prepare.collector(), self, participants, membership, stash, running);
            }
            return stashOrStart(message, stash, running);
        });
    }

    private static <C> Behavior<C> stashOrStart(C message, StashBuffer<C> stash,
                                                Function<Participant.Start, Behavior<C>> running) {
        if (message instanceof Participant.Start start) {
            return stash.unstashAll(running.apply(start));
        }
        if (message instanceof Participant.RunOver) {
            return Behaviors.stopped();
        }
        stash.stash(message);
        return Behaviors.same();
    }
}
