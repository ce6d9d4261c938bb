package loadshare.hardware.net;

import loadshare.config.NetworkSettings;

/**
 * Where the hosts are on the network, and what that makes of the path between two of them: its latency (the
 * distance between the two hosts) and the bandwidth a bulk transfer gets on it. The one place both runtimes ask,
 * for every message's delay and every VM migration's link; pure (no clock, no randomness).
 *
 * <p>Participants are numbered as the runtimes number them: hosts {@code 0..hosts-1}, then a coordinator (a
 * participant index at or beyond {@code hosts}), which sits where host 0 is: in rack 0 ({@link RackTopology}), on
 * host 0's router ({@link GraphTopology}).
 *
 * <p>Alone, a bulk transfer goes at its route's slowest link. Where the links are shared ({@link #sharesLinks}),
 * they are one-way links ({@link #linkCapacities}, {@link #route}) whose bandwidth the transfers crossing them share
 * max-min fairly ({@link FlowNetwork}). A message pays its route's latency only. TCP slow start, packet loss and
 * queueing delay under load are not modelled.
 */
public sealed interface Topology permits RackTopology, GraphTopology {

    /** The network of {@code settings} between {@code hosts} hosts. */
    static Topology of(NetworkSettings settings, int hosts) {
        return settings.layout() == NetworkSettings.Layout.GRAPH ? GraphTopology.of(settings.graph(), hosts)
                : RackTopology.of(settings, hosts);
    }

    /** Every pair of {@code hosts} hosts {@code latency} apart over a link of {@code bandwidth}. */
    static Topology flat(int hosts, double latency, double bandwidth) {
        return RackTopology.flat(hosts, latency, bandwidth);
    }

    /** Whether every pair of hosts is the same distance apart over a link of its own. */
    boolean isFlat();

    /**
     * Whether bulk transfers in flight at once share the links ({@code sharing = max-min}): then a transfer's
     * bandwidth is its share of a {@link FlowNetwork}, and {@link #bandwidth} only what it gets alone.
     */
    boolean sharesLinks();

    int hosts();

    /** How many racks (locality units: racks, or a graph's routers and zones) hold the hosts; 1 for a flat network. */
    int racks();

    /** The rack of participant {@code p}, {@code 0..racks()-1}: a coordinator ({@code p >= hosts}) is in host 0's. */
    int rack(int p);

    /** One-way delay of a message from participant {@code from} to {@code to}: the distance between them. */
    double latency(int from, int to);

    /** Bytes per model second a bulk transfer from {@code from} to {@code to} gets alone: the route's slowest link. */
    double bandwidth(int from, int to);

    /** The path from {@code from} to {@code to} as one link: its bandwidth and latency. */
    NetworkLink link(int from, int to);

    /**
     * The path a migration expects before its target is known: between two hosts of one rack (the only path of a
     * flat network; in a graph, the nearest two hosts' path).
     */
    NetworkLink nearLink();

    /**
     * The one-way links bulk transfers share, their capacities in bytes per model second by index; {@link #route}
     * gives a transfer's links.
     *
     * @throws IllegalStateException for a flat network: every pair of its hosts has a link of its own
     */
    double[] linkCapacities();

    /**
     * The {@link #linkCapacities links} a bulk transfer from host {@code from} to host {@code to} crosses.
     *
     * @throws IllegalStateException for a flat network
     */
    int[] route(int from, int to);

    /** The longest distance between two hosts, model seconds (0 for a single host). */
    double diameter();
}
