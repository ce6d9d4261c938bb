package loadshare.hardware.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.NetworkSettings;
import loadshare.config.NetworkSettings.Graph;
import loadshare.config.NetworkSettings.Graph.Hosts;
import loadshare.config.NetworkSettings.Graph.Link;
import loadshare.config.NetworkSettings.Graph.Zone;
import org.junit.jupiter.api.Test;

class GraphTopologyTest {

    private static final double EXACT = 1e-12;

    /**
     * A line a - b - c: a-b 10 ms at 100 bytes/s, b-c 20 ms at 50; host 0 on a (1 ms, 1000 bytes/s), hosts 1 and 2
     * on c (2 ms, 1000 bytes/s).
     */
    private static final Topology LINE = Topology.of(NetworkSettings.graph(new Graph(List.of("a", "b", "c"),
            List.of(new Link("a", "b", 0.01, 100), new Link("b", "c", 0.02, 50)),
            List.of(new Hosts("a", 1, 0.001, 1000), new Hosts("c", 2, 0.002, 1000)), List.of(),
            NetworkSettings.Sharing.MAX_MIN), 1000), 3);

    @Test
    void aLineOfThreeRouters_distanceIsBothHostLinksAndEveryRouterLinkBetween() {
        assertEquals(0.001 + 0.01 + 0.02 + 0.002, LINE.latency(0, 1), EXACT, "host 0 to c: 33 ms");
        assertEquals(LINE.latency(0, 1), LINE.latency(1, 0), "the same both ways, to the bit");
        assertEquals(0.004, LINE.latency(1, 2), EXACT, "two hosts of c: their two host links");
        assertEquals(0, LINE.latency(2, 2), "a host's message to itself");
        assertEquals(0.033, LINE.diameter(), EXACT);
        assertEquals(new NetworkLink(1000, 0.004), LINE.nearLink(), "the nearest pair: hosts 1 and 2");
        assertEquals(50, LINE.bandwidth(0, 2), "alone, at the slowest link on the way: b-c");
        assertEquals(1000, LINE.bandwidth(1, 2));
        assertFalse(LINE.isFlat());
        assertTrue(LINE.sharesLinks());
    }

    @Test
    void aLineOfThreeRouters_routesCrossEachLinkInTheDirectionTravelled() {
        assertArrayEquals(new double[] {1000, 1000, 1000, 1000, 1000, 1000, 100, 100, 50, 50}, LINE.linkCapacities(),
                "3 hosts' links out and in, then a-b and b-a, b-c and c-b");
        assertArrayEquals(new int[] {0, 6, 8, 4}, LINE.route(0, 1), "0 out, a to b, b to c, 1 in");
        assertArrayEquals(new int[] {2, 9, 7, 3}, LINE.route(2, 0), "2 out, c to b, b to a, 0 in");
        assertArrayEquals(new int[] {1, 5}, LINE.route(1, 2), "one router: the two host links only");
        assertThrows(IllegalArgumentException.class, () -> LINE.route(1, 1));
        assertThrows(IllegalArgumentException.class, () -> LINE.route(0, 3), "a coordinator sends no bulk transfer");
    }

    @Test
    void racksAreRouters_andACoordinatorSitsWhereHost0Is() {
        assertEquals(2, LINE.racks());
        assertEquals(0, LINE.rack(0));
        assertEquals(1, LINE.rack(1));
        assertEquals(1, LINE.rack(2));
        assertEquals(0, LINE.rack(3), "a coordinator in host 0's rack");
        assertEquals(0.002, LINE.latency(3, 0), EXACT, "attached to a as host 0 is: two host links of 1 ms");
        assertEquals(LINE.latency(0, 1), LINE.latency(3, 1));
    }

    @Test
    void ofTwoPaths_theRouteTakesTheLowerLatency() {
        // s - slow - t: 10 + 10 ms; s - fast - t: 1 + 2 ms, declared after the slow one.
        Topology t = Topology.of(NetworkSettings.graph(new Graph(List.of("s", "slow", "fast", "t"),
                List.of(new Link("s", "slow", 0.01, 100), new Link("slow", "t", 0.01, 100),
                        new Link("s", "fast", 0.001, 100), new Link("fast", "t", 0.002, 100)),
                List.of(new Hosts("s", 1, 0, 1000), new Hosts("t", 1, 0, 1000)), List.of(),
                NetworkSettings.Sharing.MAX_MIN), 1000), 2);
        assertEquals(0.003, t.latency(0, 1), EXACT);
        assertArrayEquals(new int[] {0, 4 + 4, 4 + 6, 3}, t.route(0, 1), "s to fast (link 2), fast to t (link 3)");
        assertArrayEquals(new int[] {1, 4 + 7, 4 + 5, 2}, t.route(1, 0), "back: t to fast, fast to s");
    }

    @Test
    void ofTwoPathsOfEqualLatency_theRouteGoesThroughTheRouterEarlierInTheList() {
        // s - y - t and s - x - t, 10 ms each link; y's links declared first, but x comes before y in routers.
        Topology t = Topology.of(NetworkSettings.graph(new Graph(List.of("s", "x", "y", "t"),
                List.of(new Link("s", "y", 0.01, 100), new Link("y", "t", 0.01, 100),
                        new Link("s", "x", 0.01, 100), new Link("x", "t", 0.01, 100)),
                List.of(new Hosts("s", 1, 0, 1000), new Hosts("t", 1, 0, 1000)), List.of(),
                NetworkSettings.Sharing.MAX_MIN), 1000), 2);
        assertArrayEquals(new int[] {0, 4 + 4, 4 + 6, 3}, t.route(0, 1), "s to x, x to t");
        assertArrayEquals(new int[] {1, 4 + 7, 4 + 5, 2}, t.route(1, 0), "t to x, x to s");
    }

    @Test
    void zonesGroupRouters_intoOneRack_numberedInTheOrderOfTheHosts() {
        Topology t = Topology.of(NetworkSettings.graph(new Graph(List.of("core", "r0", "r1", "r2"),
                List.of(new Link("r0", "core", 0.005, 100), new Link("r1", "core", 0.005, 100),
                        new Link("r2", "core", 0.005, 100)),
                List.of(new Hosts("r2", 2, 0, 1000), new Hosts("r0", 2, 0, 1000), new Hosts("r1", 2, 0, 1000)),
                List.of(new Zone("eu", List.of("r0", "r1"))), NetworkSettings.Sharing.NONE), 1000), 6);
        assertEquals(2, t.racks());
        assertArrayEquals(new int[] {0, 0, 1, 1, 1, 1}, java.util.stream.IntStream.range(0, 6).map(t::rack).toArray(),
                "r2's hosts first (rack 0), then eu's r0 and r1 (rack 1)");
        assertFalse(t.sharesLinks());
        assertEquals(0.01, t.diameter(), EXACT);
        assertEquals(new NetworkLink(1000, 0), t.nearLink(), "two hosts of one router, host links of 0 s");
    }

    @Test
    void twoTransfersAcrossOneRouterLink_getHalfItEach_andOppositeWaysDoNotShare() {
        Topology t = Topology.of(NetworkSettings.graph(new Graph(List.of("a", "b"), List.of(new Link("a", "b", 0.01,
                100)), List.of(new Hosts("a", 2, 0, 1000), new Hosts("b", 2, 0, 1000)), List.of(),
                NetworkSettings.Sharing.MAX_MIN), 1000), 4);
        FlowNetwork<String> same = new FlowNetwork<>(t);
        same.start(0, 2, 100, "first", 0);
        same.start(1, 3, 100, "second", 0);
        assertEquals(2.0, same.nextEnd(), "50 bytes/s each of a to b's 100: 100 / 50");
        assertEquals(List.of("first", "second"), same.finish(2.0));
        FlowNetwork<String> opposite = new FlowNetwork<>(t);
        opposite.start(0, 2, 100, "there", 0);
        opposite.start(2, 0, 100, "back", 0);
        assertEquals(1.0, opposite.nextEnd(), "full duplex: a to b and b to a are 100 bytes/s each");
    }

    @Test
    void aGraphWhoseHostsAreNotTheNodes_orNameAnUnknownRouter_isRefused() {
        Graph graph = new Graph(List.of("a"), List.of(), List.of(new Hosts("a", 2, 0, 1000)), List.of(),
                NetworkSettings.Sharing.MAX_MIN);
        assertEquals(2, Topology.of(NetworkSettings.graph(graph, 1000), 2).hosts());
        assertThrows(IllegalArgumentException.class, () -> Topology.of(NetworkSettings.graph(graph, 1000), 3));
        Graph unknown = new Graph(List.of("a"), List.of(), List.of(new Hosts("b", 1, 0, 1000)), List.of(),
                NetworkSettings.Sharing.MAX_MIN);
        assertThrows(IllegalArgumentException.class, () -> Topology.of(NetworkSettings.graph(unknown, 1000), 1));
        Graph apart = new Graph(List.of("a", "b"), List.of(), List.of(new Hosts("a", 1, 0, 1000),
                new Hosts("b", 1, 0, 1000)), List.of(), NetworkSettings.Sharing.MAX_MIN);
        assertThrows(IllegalArgumentException.class, () -> Topology.of(NetworkSettings.graph(apart, 1000), 2));
    }
}
