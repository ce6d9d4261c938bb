package loadshare.node.workload;

import java.util.random.RandomGenerator;
import loadshare.config.ApplicationSettings;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Distributions;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.policies.Application;

/**
 * The parallel application of a run: how many tasks, and the distribution of a task's work. Its tasks' work is
 * drawn from the coordinator's own {@link StreamPurpose#SERVICE} stream, independent of the policy, so every policy
 * of an experiment (and every replication's seed) runs the very same application.
 */
public record ApplicationSpec(int tasks, Distribution taskWork) {

    /** reference.conf's application. */
    public static final ApplicationSpec DEFAULT = of(ApplicationSettings.DEFAULT);

    public static ApplicationSpec of(ApplicationSettings settings) {
        return new ApplicationSpec(settings.tasks(), Distributions.service(settings.taskWork()));
    }

    /** The application of the run seeded {@code streams}, whose coordinator is participant {@code coordinator}. */
    public Application draw(RandomStreams streams, int coordinator) {
        RandomGenerator random = streams.stream(coordinator, StreamPurpose.SERVICE);
        double[] work = new double[tasks];
        for (int i = 0; i < tasks; i++) {
            work[i] = taskWork.sample(random);
        }
        return new Application(work);
    }
}
