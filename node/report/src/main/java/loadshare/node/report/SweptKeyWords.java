package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A swept key in words, for a plot's axis: {@code policies[1].threshold} is "threshold of sender-threshold"
 * ({@code policies[1,2].threshold}: "threshold of sender-threshold and receiver-threshold"),
 * {@code network.latency} "network latency (model s)", {@code workload.job-classes[0].share-of-arrivals} "share of
 * arrivals of workload.job-classes[0]"; a key without words of its own reads as its parts, with the
 * key itself after them, so that the reader can find it in the configuration.
 */
final class SweptKeyWords {

    private static final Pattern POLICY_PARAMETER = Pattern.compile("policies\\[([\\d,\\s]+)]\\.(.+)");
    private static final Pattern CLASS_KEY = Pattern.compile("(workload\\.job-classes\\[[\\d,\\s]+])\\.(.+)");
    private static final Map<String, String> KNOWN = Map.ofEntries(
            Map.entry("nodes", "workstations"),
            Map.entry("network.latency", "network latency (model s)"),
            Map.entry("network.bandwidth", "network bandwidth"),
            Map.entry("costs.probe", "probe cost (CPU s per probe)"),
            Map.entry("costs.transfer", "transfer cost (CPU s per job moved)"),
            Map.entry("costs.migration", "migration cost (CPU s per migration)"),
            Map.entry("hosts.cpus", "CPUs per workstation"),
            Map.entry("hosts.speeds", "workstation speeds"),
            Map.entry("workload.service.cv", "service demand's coefficient of variation"),
            Map.entry("workload.service.distribution", "service demand distribution"),
            Map.entry("workload.arrivals", "arrival process"),
            Map.entry("workload.threads", "threads per job"),
            Map.entry("failures.mtbf", "mean time between failures (model s)"),
            Map.entry("failures.checkpoint.interval", "checkpoint interval (model s)"),
            Map.entry("failures.on-failure", "what a failure does to a job"),
            Map.entry("dispatch.policy", "dispatching policy"),
            Map.entry("dispatch.dispatchers", "dispatchers"),
            Map.entry("hosts.cpu-scheduling", "CPU scheduling"),
            Map.entry("hosts.cpu-scheduling.share", "CPU share among user classes"),
            Map.entry("hosts.cpu-scheduling.threads", "scheduling of a job's threads"));

    private SweptKeyWords() {
    }

    /** {@code key} in words; {@code policies} are the experiment's policy labels in order. */
    static String of(String key, List<String> policies) {
        String known = KNOWN.get(key);
        if (known != null) {
            return known;
        }
        Matcher m = POLICY_PARAMETER.matcher(key);
        if (m.matches()) {
            List<String> named = new ArrayList<>();
            for (String index : m.group(1).split(",")) {
                int i = Integer.parseInt(index.strip());
                named.add(i < policies.size() ? policies.get(i) : "policy " + (i + 1));
            }
            return words(m.group(2)) + " of " + String.join(" and ", named);
        }
        Matcher c = CLASS_KEY.matcher(key);
        if (c.matches()) {
            return words(c.group(2)) + " of " + c.group(1);
        }
        String words = words(key);
        return words.equals(key) ? key : words + " (" + key + ")";
    }

    private static String words(String key) {
        return key.replace('.', ' ').replace('-', ' ');
    }
}
