package loadshare.node.live;

import akka.actor.Address;
import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.Adapter;
import akka.cluster.typed.Cluster;
import org.slf4j.Logger;

/**
 * Which collector a participant obeys: the actor named {@value LiveNode#COLLECTOR_NAME} on the run's first seed
 * node (node 0, which founded the cluster; on node 0 itself, its own). A {@link Participant.Prepare},
 * {@link Participant.Start} or {@link Participant.RunOver} from anyone else is refused, and the first refusal
 * logged (one line, however many follow).
 */
final class LegitimateCollector {

    private final Address expected;
    private final Address self;
    private boolean logged;

    private LegitimateCollector(Address expected, Address self) {
        this.expected = expected;
        this.self = self;
    }

    static LegitimateCollector of(ActorSystem<?> system) {
        Cluster cluster = Cluster.get(system);
        Address self = cluster.selfMember().address();
        var seeds = akka.cluster.Cluster.get(Adapter.toClassic(system)).settings().SeedNodes();
        return new LegitimateCollector(seeds.isEmpty() ? self : seeds.head(), self);
    }

    /** Whether {@code collector} is the run's; if not, the first time, a warning naming {@code what} and its sender. */
    boolean accepts(ActorRef<?> collector, String what, Logger log) {
        Address at = collector.path().address().hasLocalScope() ? self : collector.path().address();
        if (at.equals(expected) && collector.path().name().equals(LiveNode.COLLECTOR_NAME)) {
            return true;
        }
        if (!logged) {
            logged = true;
            log.warn("refused a {} from {}: the run's collector is {} on {} (further refusals are not logged)", what,
                    collector.path().toStringWithAddress(at), LiveNode.COLLECTOR_NAME, expected);
        }
        return false;
    }
}
