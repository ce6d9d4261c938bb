package loadshare.node.experiment;

import java.util.List;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.CpuSchedulingSettings.UserClass;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.HostSettings;
import loadshare.config.ServiceDistribution;
import loadshare.config.ServiceSettings;
import loadshare.config.WorkloadSettings;
import loadshare.node.results.Aggregation;
import loadshare.node.results.ExperimentResult;
import loadshare.node.run.TestExperiments;
import org.apache.commons.math3.distribution.TDistribution;

/** Experiments with multiprocessor hosts and their CPU scheduling, for the tests, and the tolerance they use. */
final class CpuSchedulingExperiments {

    /** One user class: hosts then use the time-shared scheduler even when it behaves like the default. */
    static final List<UserClass> ONE_CLASS = List.of(new UserClass("all", 1, 1.0));

    private CpuSchedulingExperiments() {
    }

    /** {@code nodes} hosts of {@code cpus} CPUs, no sharing, exponential demands, scheduled by {@code scheduling}. */
    static ExperimentSettings hosts(int nodes, int cpus, double load, long jobs, int replications,
                                    CpuSchedulingSettings scheduling) {
        ExperimentSettings s = TestExperiments.exponential(nodes, List.of(load), jobs, jobs / 10, replications, "none");
        return s.withHosts(new HostSettings(cpus, List.of(1.0)).withCpuScheduling(scheduling));
    }

    static CpuSchedulingSettings scheduling(Queues queues, Balance balance, double quantum, Share share,
                                            List<UserClass> users) {
        return new CpuSchedulingSettings(queues, balance, quantum, 0, 0, share, 10, users);
    }

    /** The same experiment with hyperexponential demands of mean 1 and coefficient of variation {@code cv}. */
    static ExperimentSettings hyperexponential(ExperimentSettings s, double cv) {
        WorkloadSettings w = s.workload();
        return s.withWorkload(new WorkloadSettings(w.loads(), w.arrivals(),
                new ServiceSettings(ServiceDistribution.HYPEREXPONENTIAL, 1.0, 2, cv, 1.1, 0.1, 100.0)));
    }

    /** Half-width of the 99.9% Student-t interval of the mean of the replications' means. */
    static double tolerance(ExperimentResult r) {
        double[] xs = r.replications().stream().mapToDouble(row -> row.response().mean()).toArray();
        double mean = Aggregation.mean(xs);
        double ss = 0;
        for (double x : xs) {
            ss += (x - mean) * (x - mean);
        }
        double t = new TDistribution(null, xs.length - 1).inverseCumulativeProbability(0.9995);
        return t * Math.sqrt(ss / (xs.length - 1)) / Math.sqrt(xs.length);
    }

    static double mean(ExperimentResult r) {
        return r.summaries().get(0).response().mean();
    }
}
