package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and validates {@code workload.arrivals-at}, {@code workload.sessions} and the {@code dispatch} section
 * into {@link DispatchSettings}. The dispatch keys are checked whether or not a dispatcher is used, so a typo
 * never waits for the day it matters.
 */
final class DispatchReader {

    /** Most dispatchers in front of one cluster. */
    static final int MAX_DISPATCHERS = 1000;
    /** Most sessions. */
    static final int MAX_SESSIONS = 10_000_000;
    /** Most points of one node on the hash ring. */
    static final int MAX_VIRTUAL_NODES = 10_000;

    private final Fields fields;

    DispatchReader(Fields fields) {
        this.fields = fields;
    }

    DispatchSettings read(int nodes) {
        String at = fields.string("workload.arrivals-at");
        fields.require(DispatchSettings.ARRIVALS_AT.contains(at), "workload.arrivals-at",
                "jobs arrive at one of: " + String.join(", ", DispatchSettings.ARRIVALS_AT));
        long sessions = fields.integer("workload.sessions");
        fields.require(sessions >= 0 && sessions <= MAX_SESSIONS, "workload.sessions",
                "sessions must be in 0.." + MAX_SESSIONS + " (0: jobs belong to no session)");
        String policy = fields.string("dispatch.policy");
        fields.require(DispatchSettings.POLICIES.contains(policy), "dispatch.policy",
                "a dispatch policy is one of: " + String.join(", ", DispatchSettings.POLICIES));
        long dispatchers = fields.integer("dispatch.dispatchers");
        fields.require(dispatchers >= 1 && dispatchers <= MAX_DISPATCHERS, "dispatch.dispatchers",
                "dispatchers must be in 1.." + MAX_DISPATCHERS);
        long d = fields.integer("dispatch.d");
        // d is checked against the cluster only where a dispatcher runs: the default (2) must not refuse a one-node run
        fields.require(d >= 1 && (d <= nodes || !at.equals("dispatcher")), "dispatch.d",
                "d must be in 1..nodes (" + nodes + ")");
        long virtualNodes = fields.integer("dispatch.virtual-nodes");
        fields.require(virtualNodes >= 1 && virtualNodes <= MAX_VIRTUAL_NODES, "dispatch.virtual-nodes",
                "virtual-nodes must be in 1.." + MAX_VIRTUAL_NODES);
        fields.require(!policy.equals("session-affinity") || sessions > 0 || !at.equals("dispatcher"),
                "workload.sessions", "session-affinity needs jobs in sessions: set workload.sessions >= 1");
        return new DispatchSettings(at.equals("dispatcher"), (int) sessions, policy, (int) dispatchers, (int) d,
                weights(), (int) virtualNodes);
    }

    private List<Double> weights() {
        ConfigList list = fields.list("dispatch.weights");
        List<Double> weights = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            ConfigValue element = list.get(i);
            String key = fields.key("dispatch.weights") + "[" + i + "]";
            double weight = Fields.number(element, key);
            if (!(weight > 0) || Double.isInfinite(weight)) {
                throw ConfigErrors.problem(element, key, "a weight must be a positive number");
            }
            weights.add(weight);
        }
        return weights;
    }
}
