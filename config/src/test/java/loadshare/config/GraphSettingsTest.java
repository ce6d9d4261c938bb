package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import loadshare.config.NetworkSettings.Graph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code network.topology = graph}: the described network read, and each mistake in it one line. */
class GraphSettingsTest {

    private static final String PREFIX = "loadshare.experiment.network.graph.";

    @TempDir
    Path dir;

    /** A graph of 4 nodes on two routers, with {@code extra} lines after its links. */
    private Path graph(String... extra) {
        String[] lines = new String[5 + extra.length];
        lines[0] = "  nodes = 4, network.topology = graph";
        lines[1] = "  network.graph.routers = [r0, r1]";
        lines[2] = "  network.graph.links = [ { from = r0, to = r1, latency = 0.01, bandwidth = 1250MB } ]";
        lines[3] = "  network.graph.hosts = [ { router = r0, count = 2, latency = 0.001 }, { router = r1, count = 2,"
                + " bandwidth = 12.5MB } ]";
        lines[4] = "  network.graph.sharing = max-min";
        System.arraycopy(extra, 0, lines, 5, extra.length);
        return experiment(dir, lines);
    }

    @Test
    void aGraph_isReadWithItsDefaults_hostLinksAtNetworkBandwidthAndNoLatency() {
        NetworkSettings n = load(graph()).network();
        assertEquals(NetworkSettings.Layout.GRAPH, n.layout());
        assertEquals(NetworkSettings.graph(new Graph(List.of("r0", "r1"),
                List.of(new Graph.Link("r0", "r1", 0.01, 1250e6)),
                List.of(new Graph.Hosts("r0", 2, 0.001, 125e6), new Graph.Hosts("r1", 2, 0, 12.5e6)), List.of(),
                NetworkSettings.Sharing.MAX_MIN), 125e6), n);
        Graph zoned = load(graph("  network.graph.zones = [ { name = eu, routers = [r1, r0] } ]")).network().graph();
        assertEquals(List.of(new Graph.Zone("eu", List.of("r1", "r0"))), zoned.zones());
    }

    @Test
    void aRenderedGraph_loadsBackToTheSameSettings() {
        ExperimentSettings s = load(graph());
        Path again = ExperimentFiles.write(dir, "again.conf", s.rendered());
        assertEquals(s.network(), load(again).network());
    }

    @Test
    void eachMistake_isOneLineNamingItsKeyAndPlace() {
        assertEquals(at(graph("  network.graph.links = [ { from = r0, to = core, latency = 0, bandwidth = 1MB } ]"), 7)
                + PREFIX + "links[0].to = \"core\": unknown router (valid: r0, r1)", rejection(graph(
                        "  network.graph.links = [ { from = r0, to = core, latency = 0, bandwidth = 1MB } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "hosts[0].router = \"R1\": unknown router (did you mean 'r1'?)",
                rejection(graph("  network.graph.hosts = [ { router = R1, count = 4 } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "routers[2] = \"r0\": router r0 is already routers[0]: give each "
                + "router a name of its own", rejection(graph("  network.graph.routers = [r0, r1, r0]")));
        assertEquals(at(graph(), 7) + PREFIX + "links[0].latency = -0.1: a latency must be >= 0",
                rejection(graph("  network.graph.links = [ { from = r0, to = r1, latency = -0.1, "
                        + "bandwidth = 1MB } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "hosts[0].latency = -1: a latency must be >= 0",
                rejection(graph("  network.graph.hosts = [ { router = r0, count = 4, latency = -1 } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "links[0].bandwidth = 0: bandwidth (bytes per second) must be "
                + "positive", rejection(graph("  network.graph.links = [ { from = r0, to = r1, latency = 0, "
                        + "bandwidth = 0 } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "hosts[1].bandwidth = 0: bandwidth (bytes per second) must be "
                + "positive", rejection(graph("  network.graph.hosts = [ { router = r0, count = 2 }, { router = r1,"
                        + " count = 2, bandwidth = 0 } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "routers[2] = \"r2\": no links join router r2 to r0: every router "
                + "must be reachable from every other", rejection(graph("  network.graph.routers = [r0, r1, r2]")));
        assertEquals(at(graph(), 5) + PREFIX + "hosts = [{\"count\":2,\"latency\":0.001,\"router\":\"r0\"},"
                + "{\"bandwidth\":\"12.5MB\",\"count\":2,\"router\":\"r1\"}]: the groups hold 4 hosts but nodes = 5: "
                + "their counts must add up to nodes",
                rejection(graph("  nodes = 5")));
        assertEquals(at(graph(), 7) + PREFIX + "links[1]: r1 and r0 are already joined by links[0]: at most one "
                + "link between two routers", rejection(graph("  network.graph.links = [ { from = r0, to = r1, "
                        + "latency = 0, bandwidth = 1MB }, { from = r1, to = r0, latency = 0, bandwidth = 1MB } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "links[0].to = \"r0\": a link joins two different routers",
                rejection(graph("  network.graph.links = [ { from = r0, to = r0, latency = 0, bandwidth = 1MB } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "links[0].bandwidth: must be set: a link is { from = ROUTER, to = "
                + "ROUTER, latency = SECONDS, bandwidth = SIZE }",
                rejection(graph("  network.graph.links = [ { from = r0, to = r1, latency = 0 } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "hosts[0].cont: unknown key (did you mean 'count'?); a host group "
                + "takes router, count, latency, bandwidth",
                rejection(graph("  network.graph.hosts = [ { router = r0, cont = 4 } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "zones[1].routers[0] = \"r0\": router r0 is already in zone eu: a "
                + "router is in at most one zone", rejection(graph("  network.graph.zones = [ { name = eu, routers ="
                        + " [r0] }, { name = us, routers = [r0, r1] } ]")));
        assertEquals(at(graph(), 7) + PREFIX + "sharing = \"fair\": links are shared max-min or none",
                rejection(graph("  network.graph.sharing = fair")));
        assertEquals(at(graph(), 7) + PREFIX + "routers = []: a graph needs at least one router, e.g. [core, r0, r1]",
                rejection(graph("  network.graph.routers = []")));
    }

    @Test
    void graphKeysWithAnotherTopology_andNetworkLatencyWithAGraph_areRefused() {
        Path file = experiment(dir, "  network.graph.routers = [r0]");
        assertEquals(at(file, 2) + PREFIX + "routers = [\"r0\"]: graph settings need network.topology = graph "
                + "(it is flat)", rejection(file));
        file = experiment(dir, "  network.topology = racks", "  network.graph.sharing = none");
        assertEquals(at(file, 3) + PREFIX + "sharing = \"none\": graph settings need network.topology = graph "
                + "(it is racks)", rejection(file));
        assertEquals(at(graph(), 7) + "loadshare.experiment.network.racks.latency = 0.002: racks settings need "
                + "network.topology = racks (it is graph)", rejection(graph("  network.racks.latency = 0.002")));
        assertEquals(at(graph(), 7) + "loadshare.experiment.network.latency = 0.01: with network.topology = graph "
                + "the latencies are those of network.graph's links and hosts: remove network.latency",
                rejection(graph("  network.latency = 0.01")));
    }
}
