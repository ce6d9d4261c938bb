package loadshare.hardware.net;

import loadshare.config.NetworkSettings;

/**
 * A flat network or one of racks ({@code network.topology = flat | racks}); a flat network is one rack holding
 * every host, whose pairs each have a link of their own. A coordinator sits in rack 0.
 *
 * <p>Flat: every pair of participants is {@code network.latency} apart, over a link of {@code network.bandwidth}.
 * Racks: a route goes host, top-of-rack switch, core switch, top-of-rack switch, host. Within a rack a message
 * takes {@code racks.latency}; between racks {@code racks.latency + 2 * racks.uplink-latency} (each rack's uplink
 * once), and a transfer goes at {@code min(network.bandwidth, racks.uplink-bandwidth)}. A host's message to itself
 * takes no time.
 *
 * <p>Alone, a bulk transfer goes at its route's slowest link. On a flat network every pair of hosts has a link of its
 * own, so transfers never slow each other. A network of racks whose links are shared ({@code racks.sharing =
 * max-min}, {@link #sharesLinks}) has one-way links (each host's out and in, each uplink up and down:
 * {@link #linkCapacities}, {@link #route}) whose bandwidth the transfers crossing them share max-min fairly
 * ({@link FlowNetwork}); with {@code racks.sharing = none} every transfer gets its route's whole bandwidth. A
 * message pays its route's latency only. TCP slow start, packet loss and queueing delay under load are not modelled.
 */
public final class RackTopology implements Topology {

    private final int hosts;
    private final boolean racked;
    private final int hostsPerRack;
    private final double rackLatency;
    private final double uplinkLatency;
    private final double hostBandwidth;
    private final double uplinkBandwidth;
    private final NetworkLink flatLink;
    private final boolean shared;

    private RackTopology(int hosts, boolean racked, int hostsPerRack, double rackLatency, double uplinkLatency,
            double hostBandwidth, double uplinkBandwidth, boolean shared) {
        if (hosts < 1) {
            throw new IllegalArgumentException("a topology needs at least one host, was " + hosts);
        }
        if (hostsPerRack < 1) {
            throw new IllegalArgumentException("a rack holds at least one host, was " + hostsPerRack);
        }
        this.hosts = hosts;
        this.racked = racked;
        this.hostsPerRack = hostsPerRack;
        this.rackLatency = rackLatency;
        this.uplinkLatency = uplinkLatency;
        this.hostBandwidth = hostBandwidth;
        this.uplinkBandwidth = uplinkBandwidth;
        this.shared = racked && shared;
        this.flatLink = racked ? null : new NetworkLink(hostBandwidth, rackLatency);
        if (racked) {
            new NetworkLink(Math.min(hostBandwidth, uplinkBandwidth), rackLatency + 2 * uplinkLatency); // checks them
        }
    }

    /** The network of {@code settings}, flat or racks, between {@code hosts} hosts. */
    static RackTopology of(NetworkSettings settings, int hosts) {
        if (settings.layout() == NetworkSettings.Layout.FLAT) {
            return flat(hosts, settings.latency(), settings.bandwidth());
        }
        NetworkSettings.Racks r = settings.racks();
        return new RackTopology(hosts, true, r.hostsPerRack(), r.latency(), r.uplinkLatency(), settings.bandwidth(),
                r.uplinkBandwidth(), r.sharing() == NetworkSettings.Sharing.MAX_MIN);
    }

    /** Every pair of {@code hosts} hosts {@code latency} apart over a link of {@code bandwidth}. */
    static RackTopology flat(int hosts, double latency, double bandwidth) {
        return new RackTopology(hosts, false, hosts, latency, 0, bandwidth, bandwidth, false);
    }

    /** Whether every pair of hosts is the same distance apart. */
    @Override
    public boolean isFlat() {
        return !racked;
    }

    /**
     * Whether bulk transfers in flight at once share the links ({@code racks.sharing = max-min}): then a transfer's
     * bandwidth is its share of a {@link FlowNetwork}, and {@link #bandwidth} only what it gets alone.
     */
    @Override
    public boolean sharesLinks() {
        return shared;
    }

    @Override
    public int hosts() {
        return hosts;
    }

    /** How many racks hold the hosts (1 for a flat network). */
    @Override
    public int racks() {
        return racked ? (hosts + hostsPerRack - 1) / hostsPerRack : 1;
    }

    /** Hosts in each rack (the last may hold fewer); all hosts for a flat network. */
    public int hostsPerRack() {
        return hostsPerRack;
    }

    /** The rack of participant {@code p}: a coordinator ({@code p >= hosts}) is in rack 0. */
    @Override
    public int rack(int p) {
        return p < hosts ? p / hostsPerRack : 0;
    }

    /** One-way delay of a message from participant {@code from} to {@code to}: the distance between them. */
    @Override
    public double latency(int from, int to) {
        if (!racked) {
            return rackLatency;
        }
        if (from == to) {
            return 0;
        }
        return rack(from) == rack(to) ? rackLatency : rackLatency + 2 * uplinkLatency;
    }

    /** Bytes per model second a bulk transfer from {@code from} to {@code to} gets alone: the route's slowest link. */
    @Override
    public double bandwidth(int from, int to) {
        return racked && rack(from) != rack(to) ? Math.min(hostBandwidth, uplinkBandwidth) : hostBandwidth;
    }

    /** The path from {@code from} to {@code to} as one link: its bandwidth and latency. */
    @Override
    public NetworkLink link(int from, int to) {
        return racked ? new NetworkLink(bandwidth(from, to), latency(from, to)) : flatLink;
    }

    /** The path between two hosts of one rack (the only path of a flat network). */
    @Override
    public NetworkLink nearLink() {
        return racked ? new NetworkLink(hostBandwidth, rackLatency) : flatLink;
    }

    /**
     * The links a network of racks has, each one way (a link is full duplex: what goes up does not slow what comes
     * down): each host's link out ({@code 0..hosts-1}) and in ({@code hosts..2*hosts-1}) of {@code network.bandwidth},
     * then each rack's uplink up to the core switch and down from it, of {@code racks.uplink-bandwidth}. Their
     * capacities, bytes per model second, by index; {@link #route} gives a transfer's links.
     *
     * @throws IllegalStateException for a flat network: every pair of its hosts has a link of its own
     */
    @Override
    public double[] linkCapacities() {
        requireRacks();
        int racks = racks();
        double[] capacities = new double[2 * hosts + 2 * racks];
        java.util.Arrays.fill(capacities, 0, 2 * hosts, hostBandwidth);
        java.util.Arrays.fill(capacities, 2 * hosts, capacities.length, uplinkBandwidth);
        return capacities;
    }

    /**
     * The {@link #linkCapacities links} a bulk transfer from host {@code from} to host {@code to} crosses: the
     * source's link out and the target's link in; between racks also the source rack's uplink up and the target
     * rack's down.
     *
     * @throws IllegalStateException for a flat network
     */
    @Override
    public int[] route(int from, int to) {
        requireRacks();
        if (from < 0 || from >= hosts || to < 0 || to >= hosts || from == to) {
            throw new IllegalArgumentException("a route is between two hosts of 0.." + (hosts - 1) + ", was " + from
                    + " to " + to);
        }
        if (rack(from) == rack(to)) {
            return new int[] {from, hosts + to};
        }
        return new int[] {from, 2 * hosts + rack(from), 2 * hosts + racks() + rack(to), hosts + to};
    }

    private void requireRacks() {
        if (!racked) {
            throw new IllegalStateException("a flat network shares no links: every pair of hosts has its own");
        }
    }

    /** The longest distance between two hosts, model seconds (0 for a single host). */
    @Override
    public double diameter() {
        if (hosts < 2) {
            return 0;
        }
        return racks() > 1 ? rackLatency + 2 * uplinkLatency : rackLatency;
    }
}
