package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Reads and validates the resolved {@code loadshare.experiment} section into {@link ExperimentSettings}; the
 * first bad value ends it with a {@link SettingsException} naming place, key, value and what is valid.
 */
final class ExperimentReader {

    static final int MAX_NODES = 1_000_000;
    /** The longest experiment name: it names reports and, by default, the output folder. */
    static final int MAX_NAME = 200;
    /** What a folder name cannot hold on common file systems. */
    private static final String NOT_IN_FOLDER_NAMES = "/\\:*?\"<>|";
    /** The racks' section, and its keys in the order of reference.conf. */
    private static final String RACKS = "network.racks.";
    private static final List<String> RACKS_KEYS = List.of("hosts-per-rack", "latency", "uplink-latency",
            "uplink-bandwidth", "sharing");
    /** The graph's section, and its keys in the order of reference.conf. */
    private static final String GRAPH = "network.graph.";
    private static final List<String> GRAPH_KEYS = List.of("routers", "links", "hosts", "zones", "sharing");

    private final Fields fields;

    ExperimentReader(Fields fields) {
        this.fields = fields;
    }

    /**
     * @param userSets    whether the user (not reference.conf) set a key, given relative to {@code loadshare.experiment}
     * @param source      where the experiment came from
     * @param rendered    the resolved section as HOCON
     */
    ExperimentSettings read(Predicate<String> userSets, String source, String rendered) {
        String name = name();
        int nodes = intInRange("nodes", 1, MAX_NODES, "nodes must be between 1 and " + MAX_NODES);
        HostSettings hosts = hosts();
        WorkloadSettings workload = new WorkloadReader(fields).read(userSets);
        NetworkSettings network = network(userSets, nodes);
        CostSettings costs = new CostSettings(
                nonNegative("costs.probe", "a cost must be >= 0"),
                nonNegative("costs.transfer", "a cost must be >= 0"),
                nonNegative("costs.migration", "a cost must be >= 0"));
        List<PolicySpec> policies = new PolicyReader(fields).read();
        RunSettings run = run();
        TraceSection.Applied traced = new TraceSection(fields).apply(userSets, nodes, hosts, workload, run);
        workload = traced.workload();
        run = traced.run();
        dataFits(workload, nodes);
        fields.require(!run.autoWarmup() || !workload.replaysTrace() && !workload.hasJobClasses(), "run.warmup-jobs",
                "auto detects a steady state's warm-up; a trace replay and synthetic job classes measure every job "
                        + "(from an empty cluster): remove run.warmup-jobs");
        fields.require(workload.arrivals().poisson() || !workload.replaysTrace() && !workload.hasJobClasses(),
                "workload.arrivals", workload.replaysTrace() ? "a replayed trace brings its own arrivals: remove "
                        + "workload.arrivals" : "synthetic job classes arrive as a Poisson process: remove workload.arrivals");
        if (workload.hasJobClasses()) {
            fields.require(!userSets.test("run.warmup-jobs") || run.warmupJobs() == 0, "run.warmup-jobs",
                    "synthetic job classes are measured whole (the cluster starts empty): remove run.warmup-jobs");
            run = new RunSettings(run.jobs(), 0, run.replications(), run.seed(), run.threads(), run.precision(),
                    run.maxJobs(), run.jobLog());
        }
        OutputSettings output = new OutputSettings(nonEmpty("output.dir", "an output directory must not be empty"));
        return ExperimentSettings.builder()
                .name(name)
                .nodes(nodes)
                .hosts(hosts)
                .workload(workload)
                .network(network)
                .costs(costs)
                .policies(policies)
                .run(run)
                .output(output)
                .source(source)
                .rendered(rendered)
                .migrationSweep(migrationSweep())
                .origins(fields.origins())
                .dispatch(new DispatchReader(fields).read(nodes))
                .failures(new FailuresReader(fields).read(userSets, nodes))
                .build();
    }

    /** {@code workload.data} needs rigid jobs (job classes or a trace) and no more replicas than there are nodes. */
    private void dataFits(WorkloadSettings workload, int nodes) {
        DataSettings data = workload.data();
        fields.require(!data.enabled() || data.replicas() <= nodes, "workload.data.replicas", "a job's input is "
                + "held on distinct hosts: replicas must be at most nodes (" + nodes + ")");
        fields.require(!data.enabled() || workload.hasJobClasses() || workload.replaysTrace(), "workload.data.replicas",
                "input data belongs to a central scheduler's rigid jobs: give workload.job-classes or a trace "
                        + "(workload.trace.file), or set replicas = 0");
    }

    /** A name that can name a folder: 1 to 200 characters, none of / \\ : * ? " < > | or a control character. */
    private String name() {
        String name = nonEmpty("name", "a name must not be empty");
        boolean usable = name.length() <= MAX_NAME && !name.equals(".") && !name.equals("..")
                && name.strip().equals(name)
                && name.chars().noneMatch(c -> Character.isISOControl(c) || NOT_IN_FOLDER_NAMES.indexOf(c) >= 0);
        fields.require(usable, "name", "a name must be 1 to " + MAX_NAME + " characters, none of "
                + String.join(" ", NOT_IN_FOLDER_NAMES.split("")) + " or a control character, not . or .., "
                + "without spaces at its ends (it names the output folder)");
        return name;
    }

    private MigrationSweepSettings migrationSweep() {
        List<Long> sizes = new ArrayList<>();
        ConfigList sizeList = fields.list("migration-sweep.sizes");
        for (int i = 0; i < sizeList.size(); i++) {
            String key = fields.key("migration-sweep.sizes") + "[" + i + "]";
            long size = Fields.bytes(sizeList.get(i), key);
            if (size < 1 << 20) {
                throw ConfigErrors.problem(sizeList.get(i), key, "a VM of the sweep must have at least 1MiB");
            }
            sizes.add(size);
        }
        List<Double> rates = new ArrayList<>();
        ConfigList rateList = fields.list("migration-sweep.dirty-rates");
        fields.require(!rateList.isEmpty(), "migration-sweep.dirty-rates", "give at least one dirty rate, e.g. [8MiB]");
        for (int i = 0; i < rateList.size(); i++) {
            rates.add((double) Fields.bytes(rateList.get(i), fields.key("migration-sweep.dirty-rates") + "[" + i + "]"));
        }
        long workingSet = fields.bytes("migration-sweep.working-set");
        fields.require(workingSet >= 4096, "migration-sweep.working-set", "a working set must hold a page (4KiB)");
        return new MigrationSweepSettings(sizes, rates, workingSet);
    }

    private HostSettings hosts() {
        int cpus = intInRange("hosts.cpus", 1, 256, "cpus must be in 1..256");
        ConfigList list = fields.list("hosts.speeds");
        fields.require(!list.isEmpty(), "hosts.speeds", "give at least one speed, e.g. [1.0]");
        List<Double> speeds = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            ConfigValue element = list.get(i);
            String key = fields.key("hosts.speeds") + "[" + i + "]";
            double speed = Fields.number(element, key);
            if (speed <= 0) {
                throw ConfigErrors.problem(element, key, "a speed must be positive");
            }
            speeds.add(speed);
        }
        long memory = fields.bytes("hosts.memory");
        long pageSize = fields.bytes("hosts.page-size");
        fields.require(pageSize >= 512 && pageSize <= (1 << 24) && Long.bitCount(pageSize) == 1, "hosts.page-size",
                "a page size must be a power of two from 512B to 16MiB");
        fields.require(memory >= pageSize, "hosts.memory", "memory must hold at least one page (" + pageSize + " bytes)");
        QuantityReader times = new QuantityReader(fields, QuantityReader.Unit.NUMBER);
        OwnerSettings owner = new OwnerSettings(fields.bool("hosts.owner.present"), times.read("hosts.owner.active"),
                times.read("hosts.owner.away"));
        fields.require(owner.active().mean() > 0, "hosts.owner.active", "an active period must have a positive mean");
        fields.require(owner.away().mean() > 0, "hosts.owner.away", "an away period must have a positive mean");
        return new HostSettings(cpus, speeds, memory, (int) pageSize, owner, attributes(),
                new CpuSchedulingReader(fields).read());
    }

    /**
     * {@code hosts.attributes}: each a string, number or boolean, or a non-empty list of them repeated over the
     * nodes; as ClassAd literal text, by name in the order of the names.
     */
    private Map<String, List<String>> attributes() {
        String path = "hosts.attributes";
        ConfigValue value = fields.value(path);
        if (!(value instanceof ConfigObject object)) {
            throw ConfigErrors.problem(value, fields.key(path), "expected a section { Arch = [\"INTEL\", \"SUN4u\"], ... }");
        }
        Map<String, List<String>> attributes = new TreeMap<>();
        for (Map.Entry<String, ConfigValue> entry : object.entrySet()) {
            String key = fields.key(path) + "." + entry.getKey();
            if (!entry.getKey().matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw ConfigErrors.problem(entry.getValue(), key,
                        "an attribute name is letters, digits and '_', not starting with a digit");
            }
            List<String> texts = new ArrayList<>();
            if (entry.getValue() instanceof ConfigList list) {
                if (list.isEmpty()) {
                    throw ConfigErrors.problem(list, key, "give at least one value, e.g. [\"INTEL\"]");
                }
                for (int i = 0; i < list.size(); i++) {
                    texts.add(literal(list.get(i), key + "[" + i + "]"));
                }
            } else {
                texts.add(literal(entry.getValue(), key));
            }
            attributes.put(entry.getKey(), List.copyOf(texts));
        }
        return attributes;
    }

    /** A string, number or boolean as a ClassAd literal: {@code "INTEL"} quoted, {@code 64}, {@code 1.5}, {@code true}. */
    private static String literal(ConfigValue value, String key) {
        Object unwrapped = value.unwrapped();
        return switch (value.valueType()) {
            case STRING -> '"' + ((String) unwrapped).replace("\\", "\\\\").replace("\"", "\\\"") + '"';
            case BOOLEAN -> unwrapped.toString();
            case NUMBER -> unwrapped instanceof Integer || unwrapped instanceof Long ? unwrapped.toString()
                    : Double.toString(((Number) unwrapped).doubleValue());
            default -> throw ConfigErrors.problem(value, key, "an attribute is a string, a number or a boolean");
        };
    }

    private NetworkSettings network(Predicate<String> userSets, int nodes) {
        double latency = nonNegative("network.latency", "a latency must be >= 0");
        long bandwidth = fields.bytes("network.bandwidth");
        fields.require(bandwidth > 0, "network.bandwidth", "bandwidth (bytes per second) must be positive");
        String topology = fields.string("network.topology").strip();
        fields.require(topology.equals(NetworkSettings.Layout.FLAT.key())
                || topology.equals(NetworkSettings.Layout.RACKS.key())
                || topology.equals(NetworkSettings.Layout.GRAPH.key()), "network.topology",
                "a topology is flat, racks or graph");
        if (!topology.equals(NetworkSettings.Layout.RACKS.key())) {
            for (String key : RACKS_KEYS) {
                fields.require(!userSets.test(RACKS + key), RACKS + key,
                        "racks settings need network.topology = racks (it is " + topology + ")");
            }
        }
        if (!topology.equals(NetworkSettings.Layout.GRAPH.key())) {
            for (String key : GRAPH_KEYS) {
                fields.require(!userSets.test(GRAPH + key), GRAPH + key,
                        "graph settings need network.topology = graph (it is " + topology + ")");
            }
        }
        if (topology.equals(NetworkSettings.Layout.FLAT.key())) {
            return new NetworkSettings(latency, bandwidth);
        }
        if (topology.equals(NetworkSettings.Layout.GRAPH.key())) {
            fields.require(!userSets.test("network.latency"), "network.latency", "with network.topology = graph the "
                    + "latencies are those of network.graph's links and hosts: remove network.latency");
            return NetworkSettings.graph(new GraphReader(fields).read(nodes, bandwidth), bandwidth);
        }
        fields.require(!userSets.test("network.latency"), "network.latency", "with network.topology = racks the "
                + "latencies are network.racks.latency and network.racks.uplink-latency: remove network.latency");
        int hostsPerRack = intInRange(RACKS + "hosts-per-rack", 1, MAX_NODES,
                "hosts-per-rack must be between 1 and " + MAX_NODES);
        double rackLatency = nonNegative(RACKS + "latency", "a latency must be >= 0");
        double uplinkLatency = nonNegative(RACKS + "uplink-latency", "a latency must be >= 0");
        long uplinkBandwidth = fields.bytes(RACKS + "uplink-bandwidth");
        fields.require(uplinkBandwidth > 0, RACKS + "uplink-bandwidth",
                "bandwidth (bytes per second) must be positive");
        String sharing = fields.string(RACKS + "sharing").strip();
        fields.require(sharing.equals(NetworkSettings.Sharing.MAX_MIN.key())
                || sharing.equals(NetworkSettings.Sharing.NONE.key()), RACKS + "sharing",
                "links are shared max-min or none");
        return NetworkSettings.racks(new NetworkSettings.Racks(hostsPerRack, rackLatency, uplinkLatency,
                uplinkBandwidth, sharing.equals(NetworkSettings.Sharing.NONE.key())
                        ? NetworkSettings.Sharing.NONE : NetworkSettings.Sharing.MAX_MIN), bandwidth);
    }

    private RunSettings run() {
        long jobs = fields.integer("run.jobs");
        fields.require(jobs >= 1, "run.jobs", "jobs must be >= 1");
        boolean auto = "auto".equals(String.valueOf(fields.value("run.warmup-jobs").unwrapped()).strip());
        long warmup = auto ? RunSettings.AUTO_WARMUP : fields.integer("run.warmup-jobs");
        fields.require(auto || warmup >= 0, "run.warmup-jobs", "warm-up jobs must be >= 0, or auto");
        int replications = intInRange("run.replications", 1, Integer.MAX_VALUE, "replications must be >= 1");
        long seed = fields.integer("run.seed");
        int threads = intInRange("run.threads", 0, Integer.MAX_VALUE,
                "threads must be >= 0 (0 means one per core)");
        double precision = fields.number("run.precision");
        fields.require(precision >= 0 && precision < 1, "run.precision",
                "precision must be 0 (off) or a relative half-width in (0, 1), e.g. 0.05");
        long maxJobs = fields.integer("run.max-jobs");
        fields.require(maxJobs >= 0, "run.max-jobs", "max-jobs must be >= 0 (0 means ten times replications x jobs)");
        fields.require(precision == 0 || replications >= 2, "run.replications",
                "run.precision needs replications >= 2 (an interval needs two of them)");
        boolean jobLog = fields.bool("run.job-log");
        return new RunSettings(jobs, warmup, replications, seed, threads, precision, maxJobs, jobLog);
    }

    private int intInRange(String path, int min, int max, String reason) {
        long value = fields.integer(path);
        fields.require(value >= min && value <= max, path, reason);
        return (int) value;
    }

    private double nonNegative(String path, String reason) {
        double value = fields.number(path);
        fields.require(value >= 0, path, reason);
        return value;
    }

    private String nonEmpty(String path, String reason) {
        String value = fields.string(path);
        fields.require(!value.isBlank(), path, reason);
        return value;
    }
}
