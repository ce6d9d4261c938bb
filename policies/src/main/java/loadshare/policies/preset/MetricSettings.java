package loadshare.policies.preset;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.Choice;

/** The measure of load a preset uses, read once; a metric may keep state, so each node gets its own. */
record MetricSettings(boolean cpuUtilization, double window) {

    static final String QUEUE_LENGTH = "queue-length";
    static final String CPU_UTILIZATION = "cpu-utilization";

    static final ParameterSpec LOAD_METRIC = ParameterSpec.choice("load-metric", QUEUE_LENGTH,
            List.of(QUEUE_LENGTH, CPU_UTILIZATION), "queue-length: jobs held; cpu-utilization: busy fraction of the CPUs, "
                    + "exponentially weighted (thresholds are then fractions, e.g. 0.8)");
    static final ParameterSpec WINDOW = ParameterSpec.number("window", 10.0, 1e-9,
            "cpu-utilization: averaging window, model seconds");

    static MetricSettings of(PolicyParameters p) {
        return new MetricSettings(p.string("load-metric").equals(CPU_UTILIZATION), p.number("window"));
    }

    /** The load metric component these settings stand for. */
    Choice choice() {
        return cpuUtilization ? BuiltInComponents.cpuUtilization(window) : BuiltInComponents.queueLength();
    }
}
