package loadshare.node.live.dashboard;

import akka.actor.Address;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import akka.cluster.ClusterEvent;
import akka.cluster.Member;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Subscribe;

/** An actor that follows the cluster's member and reachability events and tells a {@link RunListener}. */
public final class ClusterEvents {

    private ClusterEvents() {
    }

    public static Behavior<ClusterEvent.ClusterDomainEvent> create(RunListener listener) {
        return Behaviors.setup(ctx -> {
            var subscriptions = Cluster.get(ctx.getSystem()).subscriptions();
            subscriptions.tell(Subscribe.create(ctx.getSelf().<ClusterEvent.MemberEvent>narrow(),
                    ClusterEvent.MemberEvent.class));
            subscriptions.tell(Subscribe.create(ctx.getSelf().<ClusterEvent.ReachabilityEvent>narrow(),
                    ClusterEvent.ReachabilityEvent.class));
            return Behaviors.receive(ClusterEvent.ClusterDomainEvent.class)
                    .onMessage(ClusterEvent.ClusterDomainEvent.class, event -> {
                        onEvent(event, listener);
                        return Behaviors.same();
                    })
                    .build();
        });
    }

    private static void onEvent(ClusterEvent.ClusterDomainEvent event, RunListener listener) {
        MemberChange change = change(event);
        if (change != null) {
            Member member = event instanceof ClusterEvent.MemberEvent m ? m.member()
                    : ((ClusterEvent.ReachabilityEvent) event).member();
            listener.member(hostPort(member.address()), change);
        }
    }

    /** The change an event stands for, or null for one the dashboard does not show. */
    static MemberChange change(ClusterEvent.ClusterDomainEvent event) {
        if (event instanceof ClusterEvent.MemberJoined) {
            return MemberChange.JOINED;
        } else if (event instanceof ClusterEvent.MemberUp || event instanceof ClusterEvent.MemberWeaklyUp) {
            return MemberChange.UP;
        } else if (event instanceof ClusterEvent.MemberLeft) {
            return MemberChange.LEAVING;
        } else if (event instanceof ClusterEvent.MemberExited) {
            return MemberChange.EXITING;
        } else if (event instanceof ClusterEvent.MemberDowned) {
            return MemberChange.DOWNED;
        } else if (event instanceof ClusterEvent.MemberRemoved) {
            return MemberChange.GONE;
        } else if (event instanceof ClusterEvent.UnreachableMember) {
            return MemberChange.UNREACHABLE;
        } else if (event instanceof ClusterEvent.ReachableMember) {
            return MemberChange.REACHABLE;
        }
        return null;
    }

    /** {@code host:port}, as the nodes report their own address. */
    public static String hostPort(Address address) {
        return address.getHost().orElse("?") + ":" + address.getPort().map(String::valueOf).orElse("?");
    }
}
