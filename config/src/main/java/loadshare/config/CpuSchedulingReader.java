package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.CpuSchedulingSettings.UserClass;

/** Reads and validates {@code hosts.cpu-scheduling} and {@code workload.users}. */
final class CpuSchedulingReader {

    private static final String PREFIX = "hosts.cpu-scheduling.";
    private static final String USERS = "workload.users";
    private static final Set<String> USER_KEYS = Set.of("name", "tickets", "nice", "share-of-arrivals");
    static final int MAX_TICKETS = 1_000_000;

    private final Fields fields;

    CpuSchedulingReader(Fields fields) {
        this.fields = fields;
    }

    CpuSchedulingSettings read() {
        Queues queues = choice("queues", Queues.class);
        Balance balance = choice("balance", Balance.class);
        fields.require(queues == Queues.PER_CPU || balance == Balance.NONE, PREFIX + "balance",
                "balancing is between per-CPU queues: set queues = per-cpu, or balance = none");
        double quantum = nonNegative("quantum", "a quantum must be >= 0 (0: run to completion)");
        double contextSwitch = nonNegative("context-switch", "a context switch must cost >= 0");
        double affinity = nonNegative("affinity-penalty", "an affinity penalty must be >= 0");
        Share share = choice("share", Share.class);
        fields.require(!share.usesQuantum() || quantum > 0, PREFIX + "share",
                "proportional share hands out quanta: set a quantum > 0, or share = fcfs (cfs cuts its own slices)");
        double window = fields.number(PREFIX + "share-window");
        fields.require(window > 0, PREFIX + "share-window", "a window must be > 0 model seconds");
        CfsSettings cfs = new CfsSettings(positive("cfs.sched-latency", "a period must be > 0 model seconds"),
                positive("cfs.min-granularity", "a slice must be > 0 model seconds"));
        List<UserClass> users = users(share);
        ThreadSettings threads = new ThreadsReader(fields).read(queues, share,
                choice("threads", ThreadSettings.Scheduling.class));
        return new CpuSchedulingSettings(queues, balance, quantum, contextSwitch, affinity, share, window, users,
                threads, cfs);
    }

    private List<UserClass> users(Share rule) {
        ConfigList list = fields.list(USERS);
        List<UserClass> users = new ArrayList<>();
        Set<String> names = new HashSet<>();
        double shares = 0;
        for (int i = 0; i < list.size(); i++) {
            String key = fields.key(USERS) + "[" + i + "]";
            if (!(list.get(i) instanceof ConfigObject user)) {
                throw ConfigErrors.problem(list.get(i), key,
                        "a user class is { name = alice, tickets = 3, share-of-arrivals = 0.5 }");
            }
            for (String k : user.keySet()) {
                if (!USER_KEYS.contains(k)) {
                    throw ConfigErrors.problem(user.get(k).origin(), key + "." + k,
                            "unknown key" + ConfigErrors.suggest(k, USER_KEYS));
                }
            }
            String name = Printable.bounded(user.get("name"), key + ".name",
                    Fields.string(required(user, key, "name"), key + ".name"), "a user class's name");
            if (name.isBlank() || !names.add(name)) {
                throw ConfigErrors.problem(user.get("name"), key + ".name", "a user class needs a name of its own");
            }
            long tickets = user.containsKey("nice") ? niceWeight(user, key, rule) : tickets(user, key);
            double share = Fields.number(required(user, key, "share-of-arrivals"), key + ".share-of-arrivals");
            if (!(share > 0 && share <= 1)) {
                throw ConfigErrors.problem(user.get("share-of-arrivals"), key + ".share-of-arrivals",
                        "a share of the arrivals must be in (0, 1]");
            }
            shares += share;
            users.add(new UserClass(name, (int) tickets, share));
        }
        fields.require(users.isEmpty() || Math.abs(shares - 1) < 1e-9, USERS,
                "the classes' share-of-arrivals must add up to 1 (they add up to " + shares + ")");
        return users;
    }

    private static long tickets(ConfigObject user, String key) {
        long tickets = Fields.integer(required(user, key, "tickets"), key + ".tickets");
        if (tickets < 1 || tickets > MAX_TICKETS) {
            throw ConfigErrors.problem(user.get("tickets"), key + ".tickets", "tickets must be in 1.." + MAX_TICKETS);
        }
        return tickets;
    }

    /** A class's weight from its nice level: cfs only, and instead of tickets. */
    private static long niceWeight(ConfigObject user, String key, Share share) {
        ConfigValue value = user.get("nice");
        if (share != Share.CFS) {
            throw ConfigErrors.problem(value, key + ".nice",
                    "nice is Linux CFS's weight: set hosts.cpu-scheduling.share = cfs, or give tickets instead");
        }
        if (user.containsKey("tickets")) {
            throw ConfigErrors.problem(value, key + ".nice", "give tickets or nice, not both: nice sets the weight");
        }
        long nice = Fields.integer(value, key + ".nice");
        if (nice < NiceWeights.MIN_NICE || nice > NiceWeights.MAX_NICE) {
            throw ConfigErrors.problem(value, key + ".nice",
                    "nice must be in " + NiceWeights.MIN_NICE + ".." + NiceWeights.MAX_NICE);
        }
        return NiceWeights.weight((int) nice);
    }

    private static ConfigValue required(ConfigObject user, String key, String name) {
        ConfigValue value = user.get(name);
        if (value == null) {
            throw ConfigErrors.problem(user.origin(), key + "." + name,
                    "must be set: a user class is { name = alice, tickets = 3, share-of-arrivals = 0.5 }");
        }
        return value;
    }

    private double positive(String name, String reason) {
        double value = fields.number(PREFIX + name);
        fields.require(value > 0, PREFIX + name, reason);
        return value;
    }

    private double nonNegative(String name, String reason) {
        double value = fields.number(PREFIX + name);
        fields.require(value >= 0, PREFIX + name, reason);
        return value;
    }

    private <E extends Enum<E>> E choice(String name, Class<E> type) {
        String given = fields.string(PREFIX + name);
        Optional<E> found = java.util.Arrays.stream(type.getEnumConstants())
                .filter(e -> CpuSchedulingSettings.configName(e).equals(given)).findFirst();
        List<String> known = CpuSchedulingSettings.names(type);
        fields.require(found.isPresent(), PREFIX + name, "must be one of " + String.join(", ", known)
                + ConfigErrors.didYouMean(given, known));
        return found.orElseThrow();
    }
}
