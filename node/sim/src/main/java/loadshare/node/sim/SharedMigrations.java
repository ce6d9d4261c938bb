package loadshare.node.sim;

import java.util.ArrayList;
import java.util.List;
import loadshare.hardware.net.FlowNetwork;
import loadshare.hardware.net.Topology;
import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * The migrations crossing a network that shares its links ({@link Topology#sharesLinks}): each migration that is one
 * bulk transfer from source to target ({@link Migrator.Migration#flowBytes}) is a flow of a {@link FlowNetwork},
 * slowed by the others on its links and sped up when they end. Its VM arrives the route's latency after its last
 * byte — as played out unshared, less the time its bytes took alone — and the migration is measured then, its freeze
 * as long as it turned out. Pure: the simulator gives the time and schedules what this returns.
 */
final class SharedMigrations {

    /**
     * A VM on its way: sent at {@code sentAt}, played out to arrive {@code arrivesAfter} later, of which
     * {@code alone} was its bytes' crossing at the route's whole bandwidth.
     */
    record Shipment(int from, int to, Job job, Migrator.Migration migration, NodeMessage message, double sentAt,
            double arrivesAfter, double alone) {
    }

    /** A VM that arrives at {@code to} at {@code at}, after {@code measured} (the migration as it turned out). */
    record Arrival(Shipment shipment, double at, Migrator.Migration measured) {
    }

    private final Topology topology;
    private final FlowNetwork<Shipment> flows;

    SharedMigrations(Topology topology) {
        this.topology = topology;
        this.flows = new FlowNetwork<>(topology);
    }

    /** Whether {@code m} goes as a flow: it is one bulk transfer from source to target. */
    static boolean isFlow(Migrator.Migration m) {
        return m.flowBytes() > 0;
    }

    /** {@code from} starts sending {@code job}'s VM ({@code m}, a {@linkplain #isFlow flow}) to {@code to} at {@code now}. */
    void ship(int from, int to, Job job, Migrator.Migration m, NodeMessage message, double now) {
        if (!isFlow(m)) {
            throw new IllegalArgumentException(m.strategy() + "'s migration is not one transfer: it goes as played out");
        }
        flows.start(from, to, m.flowBytes(), new Shipment(from, to, job, m, message, now,
                m.beforeFreeze() + m.freeze(), m.flowBytes() / topology.bandwidth(from, to)), now);
    }

    /** When the first flow in flight ends at the current rates; infinity if none is in flight. */
    double nextEnd() {
        return flows.nextEnd();
    }

    /** Migrations in flight. */
    int inFlight() {
        return flows.inFlight();
    }

    /** The VMs whose last byte has crossed by {@code now}, in the order they were sent: when each arrives. */
    List<Arrival> ended(double now) {
        List<Arrival> arrivals = new ArrayList<>();
        for (Shipment s : flows.finish(now)) {
            double at = now + Math.max(0, s.arrivesAfter() - s.alone()); // the route's latency, as played out
            double late = Math.max(0, at - s.sentAt() - s.arrivesAfter());
            arrivals.add(new Arrival(s, at, s.migration().delayedBy(late)));
        }
        return arrivals;
    }
}
