package loadshare.hardware.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import loadshare.config.NetworkSettings;
import loadshare.config.NetworkSettings.Graph;

/**
 * A described network ({@code network.topology = graph}): routers joined by links, each host attached to a router
 * by a host link of its own. A route goes from a host to its router, along the shortest path by latency to the
 * other host's router, and to that host; the distance between two hosts is the sum of the latencies on it (both
 * host links and every router link on the way). Of two paths of equal latency, each router is reached from the
 * router earlier in {@code routers}, so the routes do not depend on anything but the description. A host's message
 * to itself takes no time. A coordinator sits on host 0's router, attached as host 0 is.
 *
 * <p>Every link is full duplex, each way a one-way link of its own ({@link #linkCapacities}): each host's link out
 * ({@code 0..hosts-1}) and in ({@code hosts..2*hosts-1}), then each router link {@code i} of {@code links} from
 * {@code from} to {@code to} ({@code 2*hosts + 2i}) and back ({@code 2*hosts + 2i + 1}). With {@code graph.sharing =
 * max-min} the bulk transfers crossing a link share its bandwidth max-min fairly ({@link FlowNetwork}); alone, a
 * transfer goes at its route's slowest link.
 *
 * <p>A host's rack (its locality unit) is its router's zone, or its router where no zone holds it; racks are
 * numbered in the order of the hosts (host 0's rack is rack 0).
 */
public final class GraphTopology implements Topology {

    private final int hosts;
    /** Per host: its group in {@code graph.hosts}. */
    private final int[] groupOf;
    private final int[] groupRouter;
    private final double[] groupLatency;
    private final double[] groupBandwidth;
    private final int[] groupCount;
    private final int[] groupRack;
    private final int racks;
    private final double[] capacities;
    /** From router s to router v on the chosen path: the latency, the slowest link, the last one-way link. */
    private final double[][] distance;
    private final double[][] bottleneck;
    private final int[][] lastLink;
    private final int[][] previous;
    private final boolean shared;
    private final NetworkLink nearLink;
    private final double diameter;

    private GraphTopology(Graph graph, int hosts) {
        if (hosts < 1 || graph.hostCount() != hosts) {
            throw new IllegalArgumentException("the graph's hosts number " + graph.hostCount() + ", not " + hosts);
        }
        this.hosts = hosts;
        Map<String, Integer> routerIndex = new HashMap<>();
        for (String router : graph.routers()) {
            if (routerIndex.putIfAbsent(router, routerIndex.size()) != null) {
                throw new IllegalArgumentException("router " + router + " is named twice");
            }
        }
        int routers = routerIndex.size();
        List<Graph.Link> links = graph.links();
        int groups = graph.hosts().size();
        groupRouter = new int[groups];
        groupLatency = new double[groups];
        groupBandwidth = new double[groups];
        groupCount = new int[groups];
        groupOf = new int[hosts];
        capacities = new double[2 * hosts + 2 * links.size()];
        int host = 0;
        for (int g = 0; g < groups; g++) {
            Graph.Hosts group = graph.hosts().get(g);
            groupRouter[g] = index(routerIndex, group.router());
            groupLatency[g] = group.latency();
            groupBandwidth[g] = group.bandwidth();
            groupCount[g] = group.count();
            new NetworkLink(group.bandwidth(), group.latency()); // checks them
            for (int i = 0; i < group.count(); i++, host++) {
                groupOf[host] = g;
                capacities[host] = group.bandwidth();
                capacities[hosts + host] = group.bandwidth();
            }
        }
        List<List<int[]>> adjacent = new ArrayList<>();
        for (int r = 0; r < routers; r++) {
            adjacent.add(new ArrayList<>());
        }
        double[] linkLatency = new double[2 * links.size()];
        for (int i = 0; i < links.size(); i++) {
            Graph.Link link = links.get(i);
            new NetworkLink(link.bandwidth(), link.latency()); // checks them
            int from = index(routerIndex, link.from());
            int to = index(routerIndex, link.to());
            adjacent.get(from).add(new int[] {to, 2 * i});
            adjacent.get(to).add(new int[] {from, 2 * i + 1});
            linkLatency[2 * i] = link.latency();
            linkLatency[2 * i + 1] = link.latency();
            capacities[2 * hosts + 2 * i] = link.bandwidth();
            capacities[2 * hosts + 2 * i + 1] = link.bandwidth();
        }
        distance = new double[routers][];
        bottleneck = new double[routers][];
        lastLink = new int[routers][];
        previous = new int[routers][];
        for (int s = 0; s < routers; s++) {
            shortestPaths(s, adjacent, linkLatency);
        }
        for (int g = 0; g < groups; g++) {
            if (Double.isInfinite(distance[groupRouter[0]][groupRouter[g]])) {
                throw new IllegalArgumentException("no route joins router " + graph.hosts().get(g).router() + " to "
                        + graph.hosts().get(0).router());
            }
        }
        Map<Integer, Integer> unitRack = new HashMap<>();
        int[] unit = new int[routers];
        Arrays.setAll(unit, r -> graph.zones().size() + r);
        for (int z = 0; z < graph.zones().size(); z++) {
            for (String router : graph.zones().get(z).routers()) {
                unit[index(routerIndex, router)] = z;
            }
        }
        groupRack = new int[groups];
        for (int g = 0; g < groups; g++) {
            groupRack[g] = unitRack.computeIfAbsent(unit[groupRouter[g]], u -> unitRack.size());
        }
        racks = unitRack.size();
        shared = graph.sharing() == NetworkSettings.Sharing.MAX_MIN;
        nearLink = nearest();
        diameter = farthest();
    }

    /** The network {@code graph} describes, of {@code hosts} hosts (as many as its groups hold). */
    public static GraphTopology of(Graph graph, int hosts) {
        return new GraphTopology(graph, hosts);
    }

    private static int index(Map<String, Integer> routerIndex, String router) {
        Integer index = routerIndex.get(router);
        if (index == null) {
            throw new IllegalArgumentException("unknown router " + router);
        }
        return index;
    }

    /**
     * Dijkstra from router {@code s}: routers settled in order of distance, then of index; a router reached at one
     * distance from two routers keeps the one earlier in {@code routers}.
     */
    private void shortestPaths(int s, List<List<int[]>> adjacent, double[] linkLatency) {
        int routers = adjacent.size();
        double[] d = new double[routers];
        double[] slowest = new double[routers];
        int[] last = new int[routers];
        int[] before = new int[routers];
        boolean[] settled = new boolean[routers];
        Arrays.fill(d, Double.POSITIVE_INFINITY);
        Arrays.fill(last, -1);
        Arrays.fill(before, -1);
        d[s] = 0;
        slowest[s] = Double.POSITIVE_INFINITY;
        PriorityQueue<double[]> queue = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0])
                : Double.compare(a[1], b[1]));
        queue.add(new double[] {0, s});
        while (!queue.isEmpty()) {
            int u = (int) queue.poll()[1];
            if (settled[u]) {
                continue;
            }
            settled[u] = true;
            if (u != s) {
                slowest[u] = Math.min(slowest[before[u]], capacities[2 * hosts + last[u]]);
            }
            for (int[] edge : adjacent.get(u)) {
                int v = edge[0];
                if (settled[v]) {
                    continue;
                }
                double through = d[u] + linkLatency[edge[1]];
                if (through < d[v] || through == d[v] && u < before[v]) {
                    d[v] = through;
                    before[v] = u;
                    last[v] = edge[1];
                    queue.add(new double[] {through, v});
                }
            }
        }
        distance[s] = d;
        bottleneck[s] = slowest;
        lastLink[s] = last;
        previous[s] = before;
    }

    /** The group of participant {@code p}: a coordinator is attached as host 0 is. */
    private int group(int p) {
        return p < hosts ? groupOf[p] : groupOf[0];
    }

    /**
     * Between two hosts of groups {@code a} and {@code b}: host link, router path, host link; the path taken from
     * the router earlier in {@code routers}, so that a distance is the same both ways to the last bit.
     */
    private double groupLatency(int a, int b) {
        int low = Math.min(groupRouter[a], groupRouter[b]);
        int high = Math.max(groupRouter[a], groupRouter[b]);
        return groupLatency[a] + distance[low][high] + groupLatency[b];
    }

    private double groupBandwidth(int a, int b) {
        int low = Math.min(groupRouter[a], groupRouter[b]);
        int high = Math.max(groupRouter[a], groupRouter[b]);
        return Math.min(Math.min(groupBandwidth[a], groupBandwidth[b]), bottleneck[low][high]);
    }

    /** The nearest two distinct hosts' path (the first such pair in host order); host 0 to a coordinator alone. */
    private NetworkLink nearest() {
        int bestA = 0;
        int bestB = 0;
        double best = Double.POSITIVE_INFINITY;
        for (int a = 0; a < groupCount.length; a++) {
            for (int b = a; b < groupCount.length; b++) {
                if (a == b && groupCount[a] < 2) {
                    continue;
                }
                double d = groupLatency(a, b);
                if (d < best) {
                    best = d;
                    bestA = a;
                    bestB = b;
                }
            }
        }
        return new NetworkLink(groupBandwidth(bestA, bestB), groupLatency(bestA, bestB));
    }

    private double farthest() {
        double farthest = 0;
        for (int a = 0; a < groupCount.length; a++) {
            for (int b = a; b < groupCount.length; b++) {
                if (a != b || groupCount[a] >= 2) {
                    farthest = Math.max(farthest, groupLatency(a, b));
                }
            }
        }
        return farthest;
    }

    @Override
    public boolean isFlat() {
        return false;
    }

    @Override
    public boolean sharesLinks() {
        return shared;
    }

    @Override
    public int hosts() {
        return hosts;
    }

    @Override
    public int racks() {
        return racks;
    }

    @Override
    public int rack(int p) {
        return groupRack[group(p)];
    }

    @Override
    public double latency(int from, int to) {
        return from == to ? 0 : groupLatency(group(from), group(to));
    }

    @Override
    public double bandwidth(int from, int to) {
        return groupBandwidth(group(from), group(to));
    }

    @Override
    public NetworkLink link(int from, int to) {
        return new NetworkLink(bandwidth(from, to), latency(from, to));
    }

    @Override
    public NetworkLink nearLink() {
        return nearLink;
    }

    @Override
    public double[] linkCapacities() {
        return capacities.clone();
    }

    /**
     * The source's link out, the router links of the shortest path between the two hosts' routers, each in the
     * direction crossed, and the target's link in.
     */
    @Override
    public int[] route(int from, int to) {
        if (from < 0 || from >= hosts || to < 0 || to >= hosts || from == to) {
            throw new IllegalArgumentException("a route is between two hosts of 0.." + (hosts - 1) + ", was " + from
                    + " to " + to);
        }
        int source = groupRouter[groupOf[from]];
        List<Integer> path = new ArrayList<>();
        for (int r = groupRouter[groupOf[to]]; r != source; r = previous[source][r]) {
            path.add(2 * hosts + lastLink[source][r]);
        }
        int[] route = new int[path.size() + 2];
        route[0] = from;
        for (int i = 0; i < path.size(); i++) {
            route[i + 1] = path.get(path.size() - 1 - i);
        }
        route[route.length - 1] = hosts + to;
        return route;
    }

    @Override
    public double diameter() {
        return diameter;
    }
}
