package loadshare.config;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The network between the workstations. {@code latency}: one-way message delay in model seconds between any two
 * hosts of a {@link Layout#FLAT flat} network; {@code bandwidth}: bytes per model second of every host's link,
 * which bulk transfers (VM migration) take. {@code layout}: how the hosts are connected; {@code racks}: the racks of
 * a {@link Layout#RACKS} network (their defaults, unused, on another); {@code graph}: the routers, links and hosts of
 * a {@link Layout#GRAPH} network ({@link Graph#NONE} on another). The distances and bandwidths these make between
 * two hosts are computed in one place, {@code loadshare.hardware.net.Topology}.
 */
public record NetworkSettings(double latency, double bandwidth, Layout layout, Racks racks, Graph graph)
        implements Serializable {

    public NetworkSettings {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(racks, "racks");
        Objects.requireNonNull(graph, "graph");
    }

    /** A flat network or one of racks ({@link Graph#NONE}). */
    public NetworkSettings(double latency, double bandwidth, Layout layout, Racks racks) {
        this(latency, bandwidth, layout, racks, Graph.NONE);
    }

    /** 1 Gbit/s. */
    public static final double DEFAULT_BANDWIDTH = 125e6;

    /** How the hosts are connected ({@code network.topology}). */
    public enum Layout {
        /** Every pair of hosts is {@code network.latency} apart over a link of its own. */
        FLAT,
        /** Hosts in racks: host, top-of-rack switch, core switch, top-of-rack switch, host. */
        RACKS,
        /** Routers joined by links, hosts attached to routers: routes by the shortest path ({@code network.graph}). */
        GRAPH;

        /** As written in a configuration, e.g. {@code racks}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * The racks of a {@link Layout#RACKS} network ({@code network.racks}). Hosts {@code 0..hostsPerRack-1} are in
     * rack 0, the next {@code hostsPerRack} in rack 1, and so on (the last rack may hold fewer).
     *
     * @param hostsPerRack    hosts in each rack, >= 1
     * @param latency         one-way delay between two hosts of one rack (host to its top-of-rack switch and on to
     *                        the other host), model seconds
     * @param uplinkLatency   one-way delay of one rack's uplink (its top-of-rack switch to the core switch), model
     *                        seconds; a message between racks crosses two uplinks
     * @param uplinkBandwidth bytes per model second of a rack's uplink
     * @param sharing         how bulk transfers in flight at once share the links ({@code racks.sharing})
     */
    public record Racks(int hostsPerRack, double latency, double uplinkLatency, double uplinkBandwidth,
            Sharing sharing) implements Serializable {

        /** reference.conf's racks: 10 hosts, 1 ms within a rack, 10 ms uplinks of 10 Gbit/s, shared max-min. */
        public static final Racks DEFAULT = new Racks(10, 0.001, 0.01, 1250e6);

        public Racks {
            java.util.Objects.requireNonNull(sharing, "sharing");
        }

        /** Racks whose links bulk transfers share max-min fairly (reference.conf's {@code racks.sharing}). */
        public Racks(int hostsPerRack, double latency, double uplinkLatency, double uplinkBandwidth) {
            this(hostsPerRack, latency, uplinkLatency, uplinkBandwidth, Sharing.MAX_MIN);
        }
    }

    /**
     * A described network ({@code network.graph}): routers joined by full-duplex links, hosts attached to routers
     * by host links of their own. Hosts are numbered in the order of {@code hosts}: the first entry's
     * {@code count} hosts are {@code 0..count-1}, and so on. Read and checked by the config layer (every name known,
     * every router reachable, the counts adding up to {@code nodes}); {@code loadshare.hardware.net.GraphTopology}
     * finds the routes.
     *
     * @param routers the routers' names, distinct, in the order that breaks ties between routes of equal latency
     * @param links   the links between routers, at most one between two routers
     * @param hosts   the hosts, in groups attached to a router
     * @param zones   groups of routers that count as one rack (a locality unit); a router in no zone is a rack of
     *                its own
     * @param sharing how bulk transfers in flight at once share the links ({@code graph.sharing})
     */
    public record Graph(List<String> routers, List<Link> links, List<Hosts> hosts, List<Zone> zones,
            Sharing sharing) implements Serializable {

        /** No graph: the value of a network that is not one. */
        public static final Graph NONE = new Graph(List.of(), List.of(), List.of(), List.of(), Sharing.MAX_MIN);

        public Graph {
            routers = List.copyOf(routers);
            links = List.copyOf(links);
            hosts = List.copyOf(hosts);
            zones = List.copyOf(zones);
            Objects.requireNonNull(sharing, "sharing");
        }

        /** A full-duplex link between two routers: each way its own {@code bandwidth}, one-way {@code latency}. */
        public record Link(String from, String to, double latency, double bandwidth) implements Serializable {
            public Link {
                Objects.requireNonNull(from, "from");
                Objects.requireNonNull(to, "to");
            }
        }

        /**
         * {@code count} hosts attached to {@code router}, each by a full-duplex host link of its own: one-way
         * {@code latency} between the host and the router, {@code bandwidth} each way.
         */
        public record Hosts(String router, int count, double latency, double bandwidth) implements Serializable {
            public Hosts {
                Objects.requireNonNull(router, "router");
            }
        }

        /** Routers counted as one rack: a host's rack is its router's zone. */
        public record Zone(String name, List<String> routers) implements Serializable {
            public Zone {
                Objects.requireNonNull(name, "name");
                routers = List.copyOf(routers);
            }
        }

        /** How many hosts the groups hold together. */
        public int hostCount() {
            return hosts.stream().mapToInt(Hosts::count).sum();
        }
    }

    /** How bulk transfers in flight at once share the links of a network of racks ({@code racks.sharing}). */
    public enum Sharing {
        /** Each link's bandwidth is shared max-min fairly among the transfers crossing it, recomputed as they come and go. */
        MAX_MIN,
        /** Every transfer gets the whole bandwidth of its route, however many others cross it. */
        NONE;

        /** As written in a configuration, e.g. {@code max-min}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** A flat network of the default bandwidth. */
    public NetworkSettings(double latency) {
        this(latency, DEFAULT_BANDWIDTH);
    }

    /** A flat network. */
    public NetworkSettings(double latency, double bandwidth) {
        this(latency, bandwidth, Layout.FLAT, Racks.DEFAULT);
    }

    /** A network of racks, every host's link of {@code bandwidth}. */
    public static NetworkSettings racks(Racks racks, double bandwidth) {
        return new NetworkSettings(0.0, bandwidth, Layout.RACKS, racks);
    }

    /** A described network; {@code bandwidth} is {@code network.bandwidth}, the default of its host links. */
    public static NetworkSettings graph(Graph graph, double bandwidth) {
        return new NetworkSettings(0.0, bandwidth, Layout.GRAPH, Racks.DEFAULT, graph);
    }
}
