package loadshare.node.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import loadshare.config.ArrivalSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.config.NetworkSettings;
import loadshare.config.TraceSettings;
import loadshare.config.trace.TraceFormat;
import loadshare.hardware.net.GraphTopology;
import loadshare.hardware.net.RackTopology;
import loadshare.hardware.net.Topology;
import loadshare.node.experiment.ExperimentRunner;

/** One-line descriptions for the console. */
final class Describe {

    private Describe() {
    }

    static String experiment(ExperimentSettings s) {
        String sweep = s.sweep().enabled()
                ? " x " + count(s.sweep().points().size(), "point", "points") + " of a sweep of "
                        + String.join(" and ", s.sweep().keys())
                : "";
        String warmup = s.run().autoWarmup() ? "a warm-up found by MSER-5 on a pilot run of as many"
                : String.format("%,d warm-up", s.run().warmupJobs());
        return String.format("%s (%s): %d nodes x %d CPU, %s, %s%s x %s x %s"
                        + " of %,d jobs (+%s) = %,d simulated jobs%s",
                s.name(), s.source(), s.nodes(), s.hosts().cpus(), workload(s),
                count(s.policies().size(), "policy", "policies"), sweep,
                count(s.workload().loads().size(), "load", "loads"),
                count(s.run().replications(), "replication", "replications"), s.run().jobs(),
                warmup, ExperimentRunner.totalJobs(s), s.run().autoWarmup() ? " and their pilots" : "");
    }

    /**
     * The network's topology in one line: hosts, racks, the distances and the diameter (model seconds), the links'
     * bandwidths, e.g. {@code racks: 40 hosts in 4 racks of 10; 0.001 s within a rack, 0.021 s between racks;
     * diameter 0.021 s; host links 125 MB/s, uplinks 1250 MB/s, shared max-min between transfers} ({@code not shared
     * between transfers} with {@code racks.sharing = none}); for a graph, e.g. {@code graph: 20 hosts on 3 routers
     * joined by 2 links, in 2 racks; nearest hosts 0.001 s apart, diameter 0.011 s; links shared max-min between
     * transfers}.
     */
    static String network(ExperimentSettings s) {
        NetworkSettings n = s.network();
        Topology t = Topology.of(n, s.nodes());
        if (t.isFlat()) {
            return String.format(Locale.ROOT, "flat: %s, every pair %s s apart; diameter %s s; links %s MB/s",
                    count(t.hosts(), "host", "hosts"), number(n.latency()), number(t.diameter()),
                    number(n.bandwidth() / 1e6));
        }
        if (t instanceof GraphTopology) {
            NetworkSettings.Graph g = n.graph();
            return String.format(Locale.ROOT, "graph: %s on %s joined by %s, in %s%s; nearest hosts %s s apart, "
                            + "diameter %s s; links %s between transfers",
                    count(t.hosts(), "host", "hosts"), count(g.routers().size(), "router", "routers"),
                    count(g.links().size(), "link", "links"), count(t.racks(), "rack", "racks"),
                    g.zones().isEmpty() ? "" : " (" + count(g.zones().size(), "zone", "zones") + ")",
                    number(t.nearLink().latency()), number(t.diameter()),
                    t.sharesLinks() ? "shared max-min" : "not shared");
        }
        RackTopology racks = (RackTopology) t;
        NetworkSettings.Racks r = n.racks();
        String last = t.hosts() % racks.hostsPerRack() == 0 || t.racks() == 1 ? ""
                : " (the last of " + t.hosts() % racks.hostsPerRack() + ")";
        return String.format(Locale.ROOT, "racks: %s in %s of %d%s; %s s within a rack, %s s between racks; "
                        + "diameter %s s; host links %s MB/s, uplinks %s MB/s, %s between transfers",
                count(t.hosts(), "host", "hosts"), count(t.racks(), "rack", "racks"), racks.hostsPerRack(), last,
                number(r.latency()), number(r.latency() + 2 * r.uplinkLatency()), number(t.diameter()),
                number(n.bandwidth() / 1e6), number(r.uplinkBandwidth() / 1e6),
                t.sharesLinks() ? "shared max-min" : "not shared");
    }

    /** A figure as short as it reads exactly: {@code 0.021}, {@code 125}. */
    private static String number(double x) {
        return java.math.BigDecimal.valueOf(x).round(new java.math.MathContext(6)).stripTrailingZeros()
                .toPlainString();
    }

    /** "1 load", "4 loads". */
    /**
     * What fails and how, in one line, e.g. {@code every host: MTBF 4000 (exponential), MTTR 100 (exponential);
     * on-failure restart; probe timeout 1.0; expected availability 0.9756}.
     */
    static String failures(FailureSettings f, int nodes) {
        List<String> parts = new ArrayList<>();
        if (f.hosts().present()) {
            parts.add((f.hosts().hosts().isEmpty() ? "every host" : "hosts " + f.hosts().hosts()) + ": "
                    + outages(f.hosts()));
        }
        for (FailureSettings.Group g : f.groups()) {
            parts.add("group " + g.name() + " " + g.hosts() + " together: " + outages(g.outages()));
        }
        if (!f.log().isEmpty()) {
            parts.add("log " + f.logFile() + ": " + count(f.log().size(), "outage", "outages") + detections(f));
        }
        String checkpoints = f.onFailure() != FailureSettings.OnFailure.CHECKPOINT ? ""
                : " every " + (f.checkpoint().auto() ? "auto (Young's)" : f.checkpoint().interval()) + " at a cost of "
                + f.checkpoint().cost();
        double expected = f.expectedAvailability(nodes);
        return String.join("; ", parts) + "; on-failure " + f.onFailure().configName() + checkpoints
                + "; probe timeout " + f.probeTimeout()
                + (Double.isNaN(expected) ? "" : String.format(Locale.ROOT, "; expected availability %.4f", expected));
    }

    /**
     * How many of the log's outages say when the others learn of them ({@code detected_after}), and after how long,
     * e.g. {@code " (3 detected after their own delays: mean 4.25; the others after the probe timeout)"}; empty if
     * none does.
     */
    private static String detections(FailureSettings f) {
        double[] own = f.log().stream().mapToDouble(FailureSettings.Outage::detectionDelay)
                .filter(d -> !Double.isNaN(d)).toArray();
        if (own.length == 0) {
            return "";
        }
        boolean all = own.length == f.log().size();
        String delay = number(java.util.Arrays.stream(own).average().orElseThrow());
        return " (" + (all ? "" : own.length + " ") + "detected after "
                + (own.length == 1 ? "its own delay: " : "their own delays: mean ") + delay
                + (all ? "" : "; the others after the probe timeout") + ")";
    }

    private static String outages(FailureSettings.Outages o) {
        String uptime = o.uptime().configName() + (o.uptime() == FailureSettings.Law.WEIBULL
                ? " shape " + o.uptimeShape() : "");
        String repair = o.repair().configName() + (o.repair() == FailureSettings.Law.LOGNORMAL
                ? " sigma " + o.repairSigma() : "");
        return "MTBF " + o.mtbf() + " (" + uptime + "), MTTR " + o.mttr() + " (" + repair + ")";
    }

    static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** {@code exponential service} (after the arrivals if not Poisson), the synthetic job classes, or the trace replayed and how many of its jobs were skipped. */
    private static String workload(ExperimentSettings s) {
        TraceSettings t = s.workload().trace();
        if (t == null && s.workload().hasJobClasses()) {
            return "job classes " + String.join(", ", s.workload().jobClasses().stream().map(c -> c.name()).toList());
        }
        if (t == null) {
            ArrivalSettings arrivals = s.workload().arrivals();
            return (arrivals.poisson() ? "" : arrivals.describe() + " arrivals, ")
                    + s.workload().service().distribution().configName() + " service";
        }
        return String.format("trace %s (%,d of %,d used jobs replayed, %,d skipped; %s, %s homes, %s)", t.file(),
                t.jobs(), t.trace().jobs(), t.trace().skippedTotal(), t.paced() ? "paced to each load" : "own pace",
                t.trace().format() == TraceFormat.CSV ? "csv node" : t.homes().configName(), t.demand().configName());
    }
}
