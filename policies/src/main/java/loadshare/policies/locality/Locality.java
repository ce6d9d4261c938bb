package loadshare.policies.locality;

import loadshare.hardware.net.Topology;

/**
 * How near each host is to a job's input data, on the run's network ({@link Topology}, the same one the runtimes
 * ask for message delays): a host holding a replica is {@link LocalityLevel#DATA_LOCAL}; one in a replica's rack
 * ({@code network.topology = racks} only) is {@link LocalityLevel#RACK_LOCAL}; any other is
 * {@link LocalityLevel#REMOTE}. A part placed off its data reads the whole input from its nearest replica before it
 * runs: {@code bytes / bandwidth + latency} of that route, each alone on it (reads do not share links with each
 * other or with migrations). Pure.
 */
public final class Locality {

    private final Topology topology;

    public Locality(Topology topology) {
        this.topology = topology;
    }

    public Topology topology() {
        return topology;
    }

    /** How near host {@code node} is to {@code input}; every host is data-local to a job without input data. */
    public LocalityLevel level(int node, InputData input) {
        if (!input.present() || input.heldOn(node)) {
            return LocalityLevel.DATA_LOCAL;
        }
        if (!topology.isFlat()) {
            for (int h : input.hosts()) {
                if (topology.rack(h) == topology.rack(node)) {
                    return LocalityLevel.RACK_LOCAL;
                }
            }
        }
        return LocalityLevel.REMOTE;
    }

    /**
     * Model seconds a part on host {@code node} spends reading {@code input} before it runs: 0 where a replica is,
     * else the quickest of {@code bytes / bandwidth(replica, node) + latency(replica, node)} over the replicas.
     */
    public double readTime(int node, InputData input) {
        if (!input.present() || input.heldOn(node)) {
            return 0;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int h : input.hosts()) {
            best = Math.min(best, input.bytes() / topology.bandwidth(h, node) + topology.latency(h, node));
        }
        return best;
    }

    /** Whether a rack-local level exists between data-local and remote (a network of racks). */
    public boolean hasRacks() {
        return !topology.isFlat();
    }
}
