package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoublePredicate;
import java.util.function.Predicate;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.Group;
import loadshare.config.FailureSettings.Law;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outage;
import loadshare.config.FailureSettings.Outages;

/**
 * Reads and validates the {@code failures} section into {@link FailureSettings}, with the failure log it names.
 * Every key is checked whether or not a host can fail, so a typo never waits for the day it matters.
 *
 * <p>What the record holds: the hosts' own process is {@link Outages#NONE} when {@code mtbf = 0} (then
 * {@code hosts} and the laws are checked but unused; groups still default to the laws); a group's process lists the
 * group's hosts, so its {@link Outages#applies} names its members; the checkpoints are {@link Checkpoints#NONE}
 * unless {@code on-failure = checkpoint} (their keys are checked all the same). When no host can fail (mtbf 0, no
 * group, no log) the section is {@link FailureSettings#NONE}, unless the user set how failures behave without
 * naming any source of failures ({@code mtbf}, {@code groups} or {@code log}, even {@code mtbf = 0}, which a sweep
 * may set as its baseline): that is refused, on the first such key.
 */
final class FailuresReader {

    private static final String SECTION = "failures";
    private static final String PREFIX = SECTION + ".";
    private static final List<Law> UPTIME_LAWS = List.of(Law.EXPONENTIAL, Law.WEIBULL, Law.FIXED);
    private static final List<Law> REPAIR_LAWS = List.of(Law.EXPONENTIAL, Law.LOGNORMAL, Law.FIXED);
    private static final String GROUP_SHAPE = "a group is { name = rack-0, hosts = [0, 1, 2, 3], mtbf = 20000, "
            + "mttr = 300 }";
    /** What a group entry may set; mttr and the laws default to the section's. */
    private static final List<String> GROUP_KEYS = List.of("name", "hosts", "mtbf", "mttr", "time-between-failures",
            "weibull-shape", "repair-time", "lognormal-sigma");
    /** The keys that name a source of failures: set by the user, even to "none", they make the others meaningful. */
    private static final List<String> SOURCES = List.of("mtbf", "groups", "log");
    /** The keys that say how failures happen and what they do, in the order of reference.conf. */
    private static final List<String> BEHAVIOUR = List.of("mttr", "time-between-failures", "weibull-shape",
            "repair-time", "lognormal-sigma", "hosts", "on-failure", "checkpoint.interval", "checkpoint.cost",
            "probe-timeout");
    static final String NEVER_FAIL = "hosts never fail: set failures.mtbf, failures.groups or failures.log";

    private final Fields fields;

    FailuresReader(Fields fields) {
        this.fields = fields;
    }

    /**
     * @param userSets whether the user set a key, given relative to {@code loadshare.experiment}
     * @param nodes    the cluster's size: hosts are node indices below it
     */
    FailureSettings read(Predicate<String> userSets, int nodes) {
        ConfigObject section = section();
        String key = fields.key(SECTION);
        double mtbf = number(section, key, "mtbf", m -> m >= 0,
                "an MTBF must be >= 0 model seconds (0: hosts do not fail on their own)");
        Laws laws = laws(section, key);
        List<Integer> hosts = hosts(nodes);
        List<Group> groups = groups(section, nodes);
        String logFile = fields.string(PREFIX + "log");
        List<Outage> log = logFile.isEmpty() ? List.of() : log(logFile, nodes);
        OnFailure onFailure = onFailure();
        Checkpoints checkpoints = new Checkpoints(interval(), number(fields.value(PREFIX + "checkpoint.cost"),
                fields.key(PREFIX + "checkpoint.cost"), c -> c >= 0, "a checkpoint's cost must be >= 0 (CPU seconds)"));
        double probeTimeout = number(section, key, "probe-timeout", t -> t > 0,
                "a probe timeout must be > 0 model seconds");
        FailureSettings settings = new FailureSettings(mtbf > 0 ? laws.outages(mtbf, hosts) : Outages.NONE, groups,
                log, logFile, onFailure, onFailure == OnFailure.CHECKPOINT ? checkpoints : Checkpoints.NONE,
                probeTimeout);
        if (settings.present()) {
            boolean autoInterval = onFailure == OnFailure.CHECKPOINT && checkpoints.auto();
            fields.require(!autoInterval || checkpoints.cost() > 0, PREFIX + "checkpoint.cost",
                    "checkpoint.interval = auto is Young's sqrt(2 x cost x MTBF), which needs a cost > 0: give a"
                            + " cost, or an interval");
            fields.require(!autoInterval || mtbf > 0 || !groups.isEmpty(), PREFIX + "on-failure",
                    "checkpoint.interval = auto is Young's sqrt(2 x cost x MTBF), which needs an MTBF"
                            + " (failures.mtbf or a group's; a failure log has none): give an interval");
            return settings;
        }
        if (SOURCES.stream().noneMatch(source -> userSets.test(PREFIX + source))) {
            for (String behaviour : BEHAVIOUR) {
                fields.require(!userSets.test(PREFIX + behaviour), PREFIX + behaviour, NEVER_FAIL);
            }
        }
        return FailureSettings.NONE;
    }

    /** The section itself; KnownKeys has made sure it is one. */
    private ConfigObject section() {
        ConfigValue value = fields.value(SECTION);
        if (!(value instanceof ConfigObject section)) {
            throw ConfigErrors.problem(value, fields.key(SECTION), "expected a section { mtbf = ..., mttr = ... }");
        }
        return section;
    }

    /** mttr and the laws of the up and down times, as {@code values} (the section, or a group over it) sets them. */
    private static Laws laws(ConfigObject values, String key) {
        return new Laws(
                law(values, key, "time-between-failures", UPTIME_LAWS, "the times between failures"),
                number(values, key, "weibull-shape", s -> s > 0, "a Weibull shape must be > 0"),
                number(values, key, "mttr", r -> r > 0, "an MTTR must be > 0 model seconds"),
                law(values, key, "repair-time", REPAIR_LAWS, "repair times"),
                number(values, key, "lognormal-sigma", s -> s > 0, "a lognormal sigma must be > 0"));
    }

    /**
     * The law {@code values} names at {@code name}: one of {@code valid}; a law meant for the other kind of time
     * says so, an unknown one gets a "did you mean".
     */
    private static Law law(ConfigObject values, String key, String name, List<Law> valid, String ofWhat) {
        ConfigValue value = values.get(name);
        String fullKey = key + "." + name;
        String given = Fields.string(value, fullKey);
        for (Law law : valid) {
            if (law.configName().equals(given)) {
                return law;
            }
        }
        List<String> names = valid.stream().map(Law::configName).toList();
        boolean aLaw = Arrays.stream(Law.values()).anyMatch(law -> law.configName().equals(given));
        throw ConfigErrors.problem(value, fullKey, (aLaw ? given + " is not a law of " + ofWhat : "unknown law")
                + ConfigErrors.suggest(given, names));
    }

    /** {@code hosts}: {@code all} (an empty list) or distinct node indices. */
    private List<Integer> hosts(int nodes) {
        ConfigValue value = fields.value(PREFIX + "hosts");
        String key = fields.key(PREFIX + "hosts");
        if (value.valueType() == ConfigValueType.STRING && value.unwrapped().equals("all")) {
            return List.of();
        }
        if (!(value instanceof ConfigList list)) {
            throw ConfigErrors.problem(value, key, "expected all or a list of node indices, e.g. [0, 1, 2]");
        }
        return nodeList(list, key, nodes);
    }

    /** A non-empty list of distinct node indices in 0..nodes-1. */
    private static List<Integer> nodeList(ConfigList list, String key, int nodes) {
        if (list.isEmpty()) {
            throw ConfigErrors.problem(list, key, "give at least one host, e.g. [0, 1]");
        }
        List<Integer> hosts = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            ConfigValue element = list.get(i);
            String elementKey = key + "[" + i + "]";
            long host = Fields.integer(element, elementKey);
            if (host < 0 || host >= nodes) {
                throw ConfigErrors.problem(element, elementKey, "a host is a node index in 0.." + (nodes - 1));
            }
            if (!seen.add(host)) {
                throw ConfigErrors.problem(element, elementKey, "appears twice; give each host once");
            }
            hosts.add((int) host);
        }
        return hosts;
    }

    private List<Group> groups(ConfigObject section, int nodes) {
        ConfigList list = fields.list(PREFIX + "groups");
        List<Group> groups = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String key = fields.key(PREFIX + "groups") + "[" + i + "]";
            if (!(list.get(i) instanceof ConfigObject object)) {
                throw ConfigErrors.problem(list.get(i), key, GROUP_SHAPE);
            }
            Group group = group(object, key, section, nodes);
            if (!names.add(group.name())) {
                throw ConfigErrors.problem(object.get("name"), key + ".name", "a group needs a name of its own");
            }
            groups.add(group);
        }
        return groups;
    }

    /** One group; what it does not set (mttr, the laws) is the section's. */
    private static Group group(ConfigObject object, String key, ConfigObject section, int nodes) {
        for (String k : object.keySet()) {
            if (!GROUP_KEYS.contains(k)) {
                throw ConfigErrors.problem(object.get(k).origin(), key + "." + k, "unknown key"
                        + ConfigErrors.didYouMean(k, GROUP_KEYS) + "; a group takes " + String.join(", ", GROUP_KEYS));
            }
        }
        ConfigValue nameValue = required(object, key, "name");
        String name = Printable.bounded(nameValue, key + ".name", Fields.string(nameValue, key + ".name"),
                "a group's name");
        if (name.isBlank()) {
            throw ConfigErrors.problem(nameValue, key + ".name", "a group needs a name of its own");
        }
        ConfigValue hostsValue = required(object, key, "hosts");
        if (!(hostsValue instanceof ConfigList hostList)) {
            throw ConfigErrors.problem(hostsValue, key + ".hosts",
                    "expected a list of node indices, e.g. [0, 1, 2, 3]");
        }
        List<Integer> hosts = nodeList(hostList, key + ".hosts", nodes);
        required(object, key, "mtbf");
        double mtbf = number(object, key, "mtbf", m -> m > 0, "a group's MTBF must be > 0 model seconds");
        Laws laws = laws(object.withFallback(section), key);
        return new Group(name, hosts, laws.outages(mtbf, hosts));
    }

    private static ConfigValue required(ConfigObject object, String key, String name) {
        ConfigValue value = object.get(name);
        if (value == null) {
            throw ConfigErrors.problem(object.origin(), key + "." + name, "must be set: " + GROUP_SHAPE);
        }
        return value;
    }

    /** The outages of the failure log, found as a trace is (beside the experiment that names it). */
    private List<Outage> log(String file, int nodes) {
        String path = PREFIX + "log";
        try (InputStream raw = ExperimentFile.open(fields.value(path), file, fields.key(path), "failure log");
             Reader in = new InputStreamReader(raw, StandardCharsets.UTF_8)) {
            return FailureLogReader.read(in, file, nodes);
        } catch (IOException e) {
            throw new SettingsException(file + ": cannot read the failure log: " + e.getMessage());
        }
    }

    private OnFailure onFailure() {
        String path = PREFIX + "on-failure";
        String given = fields.string(path);
        for (OnFailure onFailure : OnFailure.values()) {
            if (onFailure.configName().equals(given)) {
                return onFailure;
            }
        }
        List<String> names = Arrays.stream(OnFailure.values()).map(OnFailure::configName).toList();
        throw ConfigErrors.problem(fields.value(path), fields.key(path), "unknown on-failure"
                + ConfigErrors.suggest(given, names));
    }

    /** {@code checkpoint.interval}: {@code auto} ({@link Double#NaN}) or a positive number. */
    private double interval() {
        String path = PREFIX + "checkpoint.interval";
        ConfigValue value = fields.value(path);
        if (value.valueType() == ConfigValueType.STRING && ((String) value.unwrapped()).strip().equals("auto")) {
            return Double.NaN;
        }
        double interval;
        try {
            interval = Fields.number(value, fields.key(path));
        } catch (SettingsException notANumber) {
            interval = Double.NaN;   // reported below, with auto among what is valid
        }
        fields.require(interval > 0 && Double.isFinite(interval), path,
                "an interval must be auto or a number > 0 (model seconds of work)");
        return interval;
    }

    /** The finite number {@code values} sets at {@code name}, which {@code valid} must accept. */
    private static double number(ConfigObject values, String key, String name, DoublePredicate valid, String reason) {
        return number(values.get(name), key + "." + name, valid, reason);
    }

    private static double number(ConfigValue value, String fullKey, DoublePredicate valid, String reason) {
        double number = Fields.number(value, fullKey);
        if (!valid.test(number) || !Double.isFinite(number)) {
            throw ConfigErrors.problem(value, fullKey, reason);
        }
        return number;
    }

    /** How one up/down process draws its up and down times; its MTBF and hosts are given apart. */
    private record Laws(Law uptime, double weibullShape, double mttr, Law repair, double lognormalSigma) {

        Outages outages(double mtbf, List<Integer> hosts) {
            return new Outages(mtbf, uptime, uptime == Law.WEIBULL ? weibullShape : 1, mttr, repair,
                    repair == Law.LOGNORMAL ? lognormalSigma : 0, hosts);
        }
    }
}
