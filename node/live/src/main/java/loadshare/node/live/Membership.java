package loadshare.node.live;

import akka.actor.Address;
import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.receptionist.Receptionist;
import akka.cluster.ClusterEvent;
import akka.cluster.Member;
import akka.cluster.MemberStatus;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Subscribe;
import java.util.ArrayList;
import java.util.List;

/**
 * A participant's membership plumbing: registers it with the Receptionist, follows the listing of the other
 * participants (unreachable ones included: unreachable is not gone) and the cluster's member removals, and tells
 * its owner, once per participant, which have gone.
 * It also vets every incoming protocol message: one from a participant that is not (or no longer) a member is
 * logged once, with its sender, and dropped.
 */
final class Membership {

    /** What the owner must pass back to {@link #handle}: adapted Receptionist and cluster events. */
    sealed interface Event extends WorkstationActor.Command, CoordinatorActor.Command,
            NoSerializationVerificationNeeded {
    }

    private record Listed(Receptionist.Listing listing) implements Event {
    }

    private record MemberGone(Address address) implements Event {
    }

    private final ActorContext<? super Event> ctx;
    private final Peers peers;

    /** Registers {@code self}, the actor of {@code ctx}, as a participant and follows the others. */
    Membership(ActorContext<? super Event> ctx, ActorRef<Participant.Message> self, Peers peers) {
        this.ctx = ctx;
        this.peers = peers;
        ctx.getSystem().receptionist().tell(Receptionist.register(Peers.KEY, self));
        ActorRef<Receptionist.Listing> listings = ctx.messageAdapter(Receptionist.Listing.class, Listed::new);
        ctx.getSystem().receptionist().tell(Receptionist.subscribe(Peers.KEY, listings));
        ActorRef<ClusterEvent.MemberRemoved> removals =
                ctx.messageAdapter(ClusterEvent.MemberRemoved.class, e -> new MemberGone(e.member().address()));
        Cluster.get(ctx.getSystem()).subscriptions().tell(Subscribe.create(removals, ClusterEvent.MemberRemoved.class));
    }

    /**
     * Listings reach an actor through one adapter (Akka keeps one per message class): an owner that subscribes to
     * other keys too wraps the participants' listings with this.
     */
    static Event listed(Receptionist.Listing listing) {
        return new Listed(listing);
    }

    Peers peers() {
        return peers;
    }

    /** Takes in a listing or a member's removal; returns the participants that have gone with it. */
    List<Integer> handle(Event event) {
        List<Integer> candidates = event instanceof Listed listed
                ? peers.update(listed.listing().getAllServiceInstances(Peers.KEY))
                : peers.at(((MemberGone) event).address());
        List<Integer> gone = new ArrayList<>(0);
        for (int index : candidates) {
            if (peers.markGone(index)) {
                ctx.getLog().info("participant {} has left the cluster", index);
                gone.add(index);
            }
        }
        return gone;
    }

    /** Whether a protocol message comes from a member; if not, it is logged and must be dropped. */
    boolean accepts(Participant.Deliver d) {
        if (d.message() == null || d.sender() == null) {
            ctx.getLog().warn("malformed message from {} (participant {}): no message or no sender: dropped",
                    d.sender() == null ? "unknown" : d.sender().path(), d.from());
            return false;
        }
        if (peers.isKnown(d.from(), d.sender())) {
            return true;
        }
        if (!peers.isGone(d.from()) && peers.indexOf(d.sender()) == d.from() && isUp(d.sender().path().address())) {
            peers.learn(d.from(), d.sender());      // ahead of the Receptionist's listing
            return true;
        }
        ctx.getLog().warn("message {} from {} (claims participant {}), not a member: dropped",
                d.message().getClass().getSimpleName(), d.sender().path(), d.from());
        return false;
    }

    private boolean isUp(Address address) {
        if (address.hasLocalScope()) {
            return true;
        }
        for (Member m : Cluster.get(ctx.getSystem()).state().getMembers()) {
            if (m.address().equals(address)) {
                return m.status() == MemberStatus.up() || m.status() == MemberStatus.weaklyUp();
            }
        }
        return false;
    }
}
