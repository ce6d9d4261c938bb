package loadshare.node.live;

import akka.actor.Address;
import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.cluster.Member;
import akka.cluster.typed.Cluster;
import org.slf4j.Logger;

/**
 * Which collector a participant obeys: the run's collector singleton ({@value LiveNode#COLLECTOR_NAME}, under its
 * singleton manager), on whichever member of the cluster it runs now (members are the run's own: they passed the TLS
 * handshake with the run's CA and the run id check). A {@link Participant.Prepare}, {@link Participant.Start} or
 * {@link Participant.RunOver} from anyone else is refused, and the first refusal logged (one line, however many
 * follow).
 */
final class LegitimateCollector {

    /** The collector singleton's path below the actor system's root. */
    static final String PATH = "/system/singletonManager" + LiveNode.COLLECTOR_NAME + "/" + LiveNode.COLLECTOR_NAME;

    private final Cluster cluster;
    private final Address self;
    private boolean logged;

    private LegitimateCollector(Cluster cluster) {
        this.cluster = cluster;
        this.self = cluster.selfMember().address();
    }

    static LegitimateCollector of(ActorSystem<?> system) {
        return new LegitimateCollector(Cluster.get(system));
    }

    /** Whether {@code collector} is the run's; if not, the first time, a warning naming {@code what} and its sender. */
    boolean accepts(ActorRef<?> collector, String what, Logger log) {
        Address at = collector.path().address().hasLocalScope() ? self : collector.path().address();
        if (collector.path().toStringWithoutAddress().equals(PATH) && isMember(at)) {
            return true;
        }
        if (!logged) {
            logged = true;
            log.warn("refused a {} from {}: the run's collector is {} on a member of the cluster (further refusals "
                    + "are not logged)", what, collector.path().toStringWithAddress(at), PATH);
        }
        return false;
    }

    private boolean isMember(Address address) {
        if (address.equals(self)) {
            return true;
        }
        for (Member m : cluster.state().getMembers()) {
            if (m.address().equals(address)) {
                return true;
            }
        }
        return false;
    }
}
