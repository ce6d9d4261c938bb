package loadshare.node.run;

import loadshare.config.ExperimentSettings;
import loadshare.config.ServiceDistribution;
import loadshare.config.ServiceSettings;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Distributions;
import loadshare.node.workload.TraceReplay;

/** The replay of an experiment's trace at one of its loads, in either runtime. */
public final class TraceReplays {

    private TraceReplays() {
    }

    /** The trace of {@code s} replayed at {@code load} (its own pace when the experiment sets no loads). */
    public static TraceReplay replay(ExperimentSettings s, double load) {
        return TraceReplay.of(s.workload().trace(), s.nodes(), s.run().seed(), load, capacity(s));
    }

    /** Sum over the nodes of cpus x speed. */
    public static double capacity(ExperimentSettings s) {
        double capacity = 0;
        for (int i = 0; i < s.nodes(); i++) {
            capacity += s.hosts().cpus() * s.hosts().speed(i);
        }
        return capacity;
    }

    /** A stand-in demand distribution with the replayed jobs' mean (it scales histograms; nothing draws from it). */
    static Distribution meanDemand(TraceReplay replay) {
        return Distributions.service(new ServiceSettings(ServiceDistribution.DETERMINISTIC, replay.meanDemand(),
                1, 1, 1, 0.1, 1));
    }
}
