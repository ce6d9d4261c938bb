package loadshare.config;

import java.io.Serializable;
import java.util.Locale;

/**
 * The network between the workstations. {@code latency}: one-way message delay in model seconds between any two
 * hosts of a {@link Layout#FLAT flat} network; {@code bandwidth}: bytes per model second of every host's link,
 * which bulk transfers (VM migration) take. {@code layout}: how the hosts are connected; {@code racks}: the racks of
 * a {@link Layout#RACKS} network (their defaults, unused, on a flat one). The distances and bandwidths these make
 * between two hosts are computed in one place, {@code loadshare.hardware.net.Topology}.
 */
public record NetworkSettings(double latency, double bandwidth, Layout layout, Racks racks) implements Serializable {

    /** 1 Gbit/s. */
    public static final double DEFAULT_BANDWIDTH = 125e6;

    /** How the hosts are connected ({@code network.topology}). */
    public enum Layout {
        /** Every pair of hosts is {@code network.latency} apart over a link of its own. */
        FLAT,
        /** Hosts in racks: host, top-of-rack switch, core switch, top-of-rack switch, host. */
        RACKS;

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
}
