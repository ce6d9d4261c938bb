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
import java.util.Set;

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
    /** Participants found gone while vetting a message (a new incarnation spoke first): see {@link #departed}. */
    private final List<Integer> departed = new ArrayList<>();

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

    /**
     * The participants found gone since the last call while vetting a message: a new incarnation of theirs spoke
     * before this node heard that the old one had gone. The owner handles their departure, then {@link #back}.
     */
    List<Integer> departed() {
        List<Integer> gone = List.copyOf(departed);
        departed.clear();
        for (int index : gone) {
            ctx.getLog().info("participant {} has left the cluster", index);
        }
        return gone;
    }

    /**
     * The participants that came back since the last call, after their departure was handled: a coordinator that
     * moved to another node (a new incarnation of the cluster singleton).
     */
    List<Integer> back() {
        List<Integer> back = peers.takeBack();
        for (int index : back) {
            ctx.getLog().info("participant {} is back", index);
        }
        return back;
    }

    /**
     * Whether a protocol message comes from a member; if not, it is logged and must be dropped. A message from a new
     * incarnation of a gone participant (ahead of the listing) is accepted, and the participant is {@link #back}:
     * the owner takes it back before it handles the message.
     */
    boolean accepts(Participant.Deliver d) {
        if (d.message() == null || d.sender() == null) {
            ctx.getLog().warn("malformed message from {} (participant {}): no message or no sender: dropped",
                    d.sender() == null ? "unknown" : d.sender().path(), d.from());
            return false;
        }
        if (peers.isKnown(d.from(), d.sender())) {
            return true;
        }
        if (peers.indexOf(d.sender()) == d.from() && isUp(d.sender().path().address())) {
            if (!peers.isGone(d.from()) && peers.ref(d.from()) == null) {
                peers.learn(d.from(), d.sender());      // ahead of the Receptionist's listing
                return true;
            }
            if (!peers.isGone(d.from()) && peers.markGone(d.from())) {
                departed.add(d.from());                 // another actor under a known index: the old one has gone
            }
            if (peers.comingBack(d.from(), d.sender())) {
                return true;                            // a new incarnation, ahead of the listing: see back()
            }
        }
        ctx.getLog().warn("message {} from {} (claims participant {}), not a member: dropped",
                d.message().getClass().getSimpleName(), d.sender().path(), d.from());
        return false;
    }

    /**
     * Whether the listing shows a participant on every member of the cluster that is up and reachable (this node's
     * own aside): a node that has just joined hears the others' registrations by gossip, a moment after it sees
     * them as members.
     */
    boolean listsEveryMember() {
        Cluster cluster = Cluster.get(ctx.getSystem());
        Address self = cluster.selfMember().address();
        Set<Member> unreachable = cluster.state().getUnreachable();
        for (Member m : cluster.state().getMembers()) {
            boolean up = m.status() == MemberStatus.up() || m.status() == MemberStatus.weaklyUp();
            if (up && !unreachable.contains(m) && !m.address().equals(self) && peers.at(m.address()).isEmpty()) {
                return false;
            }
        }
        return true;
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
