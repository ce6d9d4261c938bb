package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.config.NetworkSettings.Graph;

/**
 * Reads and checks {@code network.graph} (with {@code network.topology = graph}): the routers, the links between
 * them, the hosts attached to them and the zones grouping them. Each mistake is one line naming its key and place:
 * an unknown router in a link, a host group or a zone (with the nearest name), a router named twice, a link from a
 * router to itself or a second link between two routers, a latency below 0, a bandwidth of 0 or less, a router no
 * link reaches (named), host counts that do not add up to {@code nodes}, an unknown key in an entry.
 */
final class GraphReader {

    /** The most routers a graph may have: the routes between every two of them are kept. */
    static final int MAX_ROUTERS = 1000;
    private static final String PREFIX = "network.graph.";
    private static final List<String> LINK_KEYS = List.of("from", "to", "latency", "bandwidth");
    private static final List<String> HOST_KEYS = List.of("router", "count", "latency", "bandwidth");
    private static final List<String> ZONE_KEYS = List.of("name", "routers");
    private static final String LINK_SHAPE = "a link is { from = ROUTER, to = ROUTER, latency = SECONDS, "
            + "bandwidth = SIZE }";
    private static final String HOST_SHAPE = "a host group is { router = ROUTER, count = N } and optionally "
            + "latency = SECONDS, bandwidth = SIZE";
    private static final String ZONE_SHAPE = "a zone is { name = NAME, routers = [ROUTER, ...] }";

    private final Fields fields;

    GraphReader(Fields fields) {
        this.fields = fields;
    }

    /** The graph, every host link of {@code bandwidth} unless its group says otherwise; {@code nodes} hosts. */
    Graph read(int nodes, long bandwidth) {
        Map<String, Integer> routers = routers();
        List<String> names = List.copyOf(routers.keySet());
        List<Graph.Link> links = links(routers);
        connected(names, links);
        List<Graph.Hosts> hosts = hosts(routers, nodes, bandwidth);
        List<Graph.Zone> zones = zones(routers);
        String sharing = fields.string(PREFIX + "sharing").strip();
        fields.require(sharing.equals(NetworkSettings.Sharing.MAX_MIN.key())
                || sharing.equals(NetworkSettings.Sharing.NONE.key()), PREFIX + "sharing",
                "links are shared max-min or none");
        return new Graph(names, links, hosts, zones, sharing.equals(NetworkSettings.Sharing.NONE.key())
                ? NetworkSettings.Sharing.NONE : NetworkSettings.Sharing.MAX_MIN);
    }

    /** The routers' names, in their order, each with its index in {@code routers}. */
    private Map<String, Integer> routers() {
        ConfigList list = fields.list(PREFIX + "routers");
        String key = fields.key(PREFIX + "routers");
        fields.require(!list.isEmpty(), PREFIX + "routers", "a graph needs at least one router, e.g. [core, r0, r1]");
        fields.require(list.size() <= MAX_ROUTERS, PREFIX + "routers", "a graph has at most " + MAX_ROUTERS
                + " routers");
        Map<String, Integer> routers = new LinkedHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            String name = name(list.get(i), key + "[" + i + "]", "a router's name");
            Integer before = routers.putIfAbsent(name, i);
            if (before != null) {
                throw ConfigErrors.problem(list.get(i), key + "[" + i + "]", "router " + name + " is already "
                        + "routers[" + before + "]: give each router a name of its own");
            }
        }
        return routers;
    }

    private List<Graph.Link> links(Map<String, Integer> routers) {
        ConfigList list = fields.list(PREFIX + "links");
        Map<Long, Integer> joined = new HashMap<>();
        List<Graph.Link> links = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String key = fields.key(PREFIX + "links") + "[" + i + "]";
            ConfigObject object = entry(list.get(i), key, LINK_KEYS, LINK_SHAPE, "a link");
            String from = router(required(object, key, "from", LINK_SHAPE), key + ".from", routers);
            ConfigValue toValue = required(object, key, "to", LINK_SHAPE);
            String to = router(toValue, key + ".to", routers);
            if (from.equals(to)) {
                throw ConfigErrors.problem(toValue, key + ".to", "a link joins two different routers");
            }
            double latency = latency(required(object, key, "latency", LINK_SHAPE), key + ".latency");
            long linkBandwidth = bandwidth(required(object, key, "bandwidth", LINK_SHAPE), key + ".bandwidth");
            int a = Math.min(routers.get(from), routers.get(to));
            int b = Math.max(routers.get(from), routers.get(to));
            Integer before = joined.putIfAbsent((long) a * MAX_ROUTERS + b, i);
            if (before != null) {
                throw ConfigErrors.problem(object.origin(), key, from + " and " + to + " are already joined by links["
                        + before + "]: at most one link between two routers");
            }
            links.add(new Graph.Link(from, to, latency, linkBandwidth));
        }
        return links;
    }

    /** Every router reachable from the first; the first that is not is named, at its place in {@code routers}. */
    private void connected(List<String> names, List<Graph.Link> links) {
        Map<String, List<String>> neighbours = new HashMap<>();
        for (Graph.Link link : links) {
            neighbours.computeIfAbsent(link.from(), k -> new ArrayList<>()).add(link.to());
            neighbours.computeIfAbsent(link.to(), k -> new ArrayList<>()).add(link.from());
        }
        Map<String, Boolean> reached = new HashMap<>();
        Deque<String> frontier = new ArrayDeque<>(List.of(names.get(0)));
        reached.put(names.get(0), true);
        while (!frontier.isEmpty()) {
            for (String next : neighbours.getOrDefault(frontier.pop(), List.of())) {
                if (reached.putIfAbsent(next, true) == null) {
                    frontier.add(next);
                }
            }
        }
        ConfigList list = fields.list(PREFIX + "routers");
        for (int i = 0; i < names.size(); i++) {
            if (!reached.containsKey(names.get(i))) {
                throw ConfigErrors.problem(list.get(i), fields.key(PREFIX + "routers") + "[" + i + "]", "no links "
                        + "join router " + names.get(i) + " to " + names.get(0)
                        + ": every router must be reachable from every other");
            }
        }
    }

    private List<Graph.Hosts> hosts(Map<String, Integer> routers, int nodes, long bandwidth) {
        ConfigList list = fields.list(PREFIX + "hosts");
        fields.require(!list.isEmpty(), PREFIX + "hosts", "a graph needs its hosts, e.g. [ { router = r0, count = "
                + nodes + " } ]");
        List<Graph.Hosts> hosts = new ArrayList<>();
        long total = 0;
        for (int i = 0; i < list.size(); i++) {
            String key = fields.key(PREFIX + "hosts") + "[" + i + "]";
            ConfigObject object = entry(list.get(i), key, HOST_KEYS, HOST_SHAPE, "a host group");
            String router = router(required(object, key, "router", HOST_SHAPE), key + ".router", routers);
            ConfigValue countValue = required(object, key, "count", HOST_SHAPE);
            long count = Fields.integer(countValue, key + ".count");
            if (count < 1 || count > ExperimentReader.MAX_NODES) {
                throw ConfigErrors.problem(countValue, key + ".count", "a group holds between 1 and "
                        + ExperimentReader.MAX_NODES + " hosts");
            }
            double latency = object.containsKey("latency") ? latency(object.get("latency"), key + ".latency") : 0;
            long hostBandwidth = object.containsKey("bandwidth")
                    ? bandwidth(object.get("bandwidth"), key + ".bandwidth") : bandwidth;
            hosts.add(new Graph.Hosts(router, (int) count, latency, hostBandwidth));
            total += count;
        }
        fields.require(total == nodes, PREFIX + "hosts", "the groups hold " + total + " hosts but nodes = " + nodes
                + ": their counts must add up to nodes");
        return hosts;
    }

    private List<Graph.Zone> zones(Map<String, Integer> routers) {
        ConfigList list = fields.list(PREFIX + "zones");
        Map<String, String> zoneOf = new HashMap<>();
        Map<String, Integer> names = new HashMap<>();
        List<Graph.Zone> zones = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String key = fields.key(PREFIX + "zones") + "[" + i + "]";
            ConfigObject object = entry(list.get(i), key, ZONE_KEYS, ZONE_SHAPE, "a zone");
            ConfigValue nameValue = required(object, key, "name", ZONE_SHAPE);
            String name = name(nameValue, key + ".name", "a zone's name");
            Integer before = names.putIfAbsent(name, i);
            if (before != null) {
                throw ConfigErrors.problem(nameValue, key + ".name", "zone " + name + " is already zones[" + before
                        + "]: give each zone a name of its own");
            }
            ConfigValue routersValue = required(object, key, "routers", ZONE_SHAPE);
            if (!(routersValue instanceof ConfigList members) || members.isEmpty()) {
                throw ConfigErrors.problem(routersValue, key + ".routers", "expected a non-empty list of routers, "
                        + "e.g. [r0, r1]");
            }
            List<String> zoneRouters = new ArrayList<>();
            for (int j = 0; j < members.size(); j++) {
                String memberKey = key + ".routers[" + j + "]";
                String router = router(members.get(j), memberKey, routers);
                String other = zoneOf.putIfAbsent(router, name);
                if (other != null) {
                    throw ConfigErrors.problem(members.get(j), memberKey, "router " + router + " is already in zone "
                            + other + ": a router is in at most one zone");
                }
                zoneRouters.add(router);
            }
            zones.add(new Graph.Zone(name, zoneRouters));
        }
        return zones;
    }

    /** A list entry that must be an object of {@code keys} only. */
    private static ConfigObject entry(ConfigValue value, String key, List<String> keys, String shape, String what) {
        if (!(value instanceof ConfigObject object)) {
            throw ConfigErrors.problem(value, key, shape);
        }
        for (String k : object.keySet()) {
            if (!keys.contains(k)) {
                throw ConfigErrors.problem(object.get(k).origin(), key + "." + k, "unknown key"
                        + ConfigErrors.didYouMean(k, keys) + "; " + what + " takes " + String.join(", ", keys));
            }
        }
        return object;
    }

    private static ConfigValue required(ConfigObject object, String key, String name, String shape) {
        ConfigValue value = object.get(name);
        if (value == null) {
            throw ConfigErrors.problem(object.origin(), key + "." + name, "must be set: " + shape);
        }
        return value;
    }

    private static String name(ConfigValue value, String key, String what) {
        String name = Printable.bounded(value, key, Fields.string(value, key), what).strip();
        if (name.isEmpty()) {
            throw ConfigErrors.problem(value, key, what + " must not be blank");
        }
        return name;
    }

    private static String router(ConfigValue value, String key, Map<String, Integer> routers) {
        String name = Fields.string(value, key).strip();
        if (!routers.containsKey(name)) {
            throw ConfigErrors.problem(value, key, "unknown router" + ConfigErrors.suggest(name, routers.keySet()));
        }
        return name;
    }

    private static double latency(ConfigValue value, String key) {
        double latency = Fields.number(value, key);
        if (latency < 0) {
            throw ConfigErrors.problem(value, key, "a latency must be >= 0");
        }
        return latency;
    }

    private static long bandwidth(ConfigValue value, String key) {
        long bandwidth = Fields.bytes(value, key);
        if (bandwidth <= 0) {
            throw ConfigErrors.problem(value, key, "bandwidth (bytes per second) must be positive");
        }
        return bandwidth;
    }
}
