package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Reads and validates {@code workload.job-classes}: synthetic rigid jobs for central schedulers. */
final class JobClassReader {

    private static final String PATH = "workload.job-classes";
    private static final String SHAPE = "a job class is { name = web, share-of-arrivals = 0.5, processors = 1, "
            + "memory = 2GiB, run-time = 600 }";
    private static final Set<String> KEYS = Set.of("name", "share-of-arrivals", "priority", "processors",
            "processors-max", "memory", "memory-max", "run-time", "burst-period", "burst-length", "grow-after",
            "grow-by");
    private static final long MIB = 1 << 20;
    static final int MAX_PROCESSORS = 1 << 20;

    private final Fields fields;

    JobClassReader(Fields fields) {
        this.fields = fields;
    }

    List<JobClass> read() {
        ConfigList list = fields.list(PATH);
        List<JobClass> classes = new ArrayList<>();
        Set<String> names = new HashSet<>();
        double shares = 0;
        List<String> unshared = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String key = fields.key(PATH) + "[" + i + "]";
            if (!(list.get(i) instanceof ConfigObject object)) {
                throw ConfigErrors.problem(list.get(i), key, SHAPE);
            }
            JobClass c = one(object, key);
            if (!names.add(c.name())) {
                throw ConfigErrors.problem(object.get("name"), key + ".name", "a job class needs a name of its own");
            }
            if (Double.isNaN(c.shareOfArrivals())) {
                unshared.add(c.name());
            } else {
                shares += c.shareOfArrivals();
            }
            classes.add(c);
        }
        if (unshared.isEmpty()) {
            fields.require(classes.isEmpty() || Math.abs(shares - 1) < 1e-9, PATH,
                    "the classes' share-of-arrivals must add up to 1 (they add up to " + shares + ")");
            return List.copyOf(classes);
        }
        double rest = 1 - shares;
        fields.require(rest > 1e-9, PATH, "the classes' share-of-arrivals add up to " + shares + ", which leaves "
                + "nothing for " + String.join(", ", unshared) + " (without share-of-arrivals: they share the rest)");
        return classes.stream().map(c -> Double.isNaN(c.shareOfArrivals())
                ? c.withShareOfArrivals(rest / unshared.size()) : c).toList();
    }

    private static JobClass one(ConfigObject object, String key) {
        for (String k : object.keySet()) {
            if (!KEYS.contains(k)) {
                throw ConfigErrors.problem(object.get(k).origin(), key + "." + k,
                        "unknown key" + ConfigErrors.suggest(k, KEYS));
            }
        }
        String name = Printable.bounded(object.get("name"), key + ".name",
                Fields.string(required(object, key, "name"), key + ".name"), "a job class's name");
        if (name.isBlank()) {
            throw ConfigErrors.problem(object.get("name"), key + ".name", "a job class needs a name of its own");
        }
        // Without a share of its own, a class shares what the others leave (read() fills it in).
        double share = object.containsKey("share-of-arrivals")
                ? Fields.number(object.get("share-of-arrivals"), key + ".share-of-arrivals") : Double.NaN;
        check(Double.isNaN(share) || share > 0 && share <= 1, object, key, "share-of-arrivals",
                "a share of the arrivals must be in (0, 1]");
        long priority = object.containsKey("priority") ? Fields.integer(object.get("priority"), key + ".priority") : 0;
        check(Math.abs(priority) <= 1_000_000, object, key, "priority", "a priority must be in -1000000..1000000");
        long processors = Fields.integer(required(object, key, "processors"), key + ".processors");
        check(processors >= 1 && processors <= MAX_PROCESSORS, object, key, "processors",
                "processors must be in 1.." + MAX_PROCESSORS);
        long processorsMax = object.containsKey("processors-max")
                ? Fields.integer(object.get("processors-max"), key + ".processors-max") : processors;
        check(processorsMax >= processors && processorsMax <= MAX_PROCESSORS, object, key, "processors-max",
                "processors-max must be in processors (" + processors + ").." + MAX_PROCESSORS);
        long memory = Fields.bytes(required(object, key, "memory"), key + ".memory");
        check(memory >= 0, object, key, "memory", "memory per processor must be >= 0");
        long memoryMax = object.containsKey("memory-max") ? Fields.bytes(object.get("memory-max"), key + ".memory-max")
                : memory;
        check(memoryMax >= memory, object, key, "memory-max", "memory-max must be >= memory (" + memory + " bytes)");
        double runTime = Fields.number(required(object, key, "run-time"), key + ".run-time");
        check(runTime > 0, object, key, "run-time", "a mean run time must be > 0 model seconds");
        check(runTime <= Fields.MAX_TIME, object, key, "run-time",
                "a mean run time must be at most " + Fields.MAX_TIME_TEXT + " model seconds");
        double burstPeriod = object.containsKey("burst-period")
                ? Fields.number(object.get("burst-period"), key + ".burst-period") : 0;
        check(burstPeriod >= 0 && burstPeriod <= Fields.MAX_TIME, object, key, "burst-period",
                "a burst period must be in 0.." + Fields.MAX_TIME_TEXT + " model seconds (0: no bursts)");
        double burstLength = object.containsKey("burst-length")
                ? Fields.number(object.get("burst-length"), key + ".burst-length") : 0;
        if (burstPeriod > 0) {
            if (!object.containsKey("burst-length")) {
                throw ConfigErrors.problem(object.get("burst-period"), key + ".burst-period",
                        "a burst period needs burst-length, how long each burst lasts");
            }
            check(burstLength > 0 && burstLength <= burstPeriod, object, key, "burst-length",
                    "a burst must last more than 0 and at most burst-period (" + burstPeriod + ") model seconds");
        } else {
            check(!object.containsKey("burst-length"), object, key, "burst-length",
                    "burst-length needs a burst-period > 0");
        }
        return new JobClass(name, share, (int) priority, (int) processors, (int) processorsMax,
                (memory + MIB - 1) / MIB, (memoryMax + MIB - 1) / MIB, runTime, burstPeriod, burstLength,
                growth(object, key));
    }

    /** {@code grow-after} and {@code grow-by}, both or neither. */
    private static JobGrowth growth(ConfigObject object, String key) {
        boolean after = object.containsKey("grow-after");
        boolean by = object.containsKey("grow-by");
        if (!after && !by) {
            return JobGrowth.NONE;
        }
        if (!by) {
            throw ConfigErrors.problem(object.get("grow-after"), key + ".grow-after",
                    "grow-after needs grow-by, the CPUs a job asks for when it grows");
        }
        if (!after) {
            throw ConfigErrors.problem(object.get("grow-by"), key + ".grow-by",
                    "grow-by needs grow-after, the share of its run time after which a job grows");
        }
        double share = Fields.number(object.get("grow-after"), key + ".grow-after");
        check(share > 0 && share < 1, object, key, "grow-after",
                "grow-after is the share of a job's run time after which it grows: in (0, 1)");
        long cpus = Fields.integer(object.get("grow-by"), key + ".grow-by");
        check(cpus >= 1 && cpus <= MAX_PROCESSORS, object, key, "grow-by",
                "grow-by is the CPUs a job asks for when it grows: in 1.." + MAX_PROCESSORS);
        return new JobGrowth(share, (int) cpus);
    }

    private static void check(boolean valid, ConfigObject object, String key, String name, String reason) {
        if (!valid) {
            throw ConfigErrors.problem(object.get(name), key + "." + name, reason);
        }
    }

    private static ConfigValue required(ConfigObject object, String key, String name) {
        ConfigValue value = object.get(name);
        if (value == null) {
            throw ConfigErrors.problem(object.origin(), key + "." + name, "must be set: " + SHAPE);
        }
        return value;
    }
}
