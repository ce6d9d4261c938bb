package loadshare.config;

import java.io.Serializable;

/**
 * The large parallel application of volunteer computing: a coordinator splits it into {@code tasks} work units,
 * each needing {@code taskWork} (a demand distribution like the service's, in model seconds on a host of speed 1).
 * Only policies that run an application (e.g. {@code volunteer}) use it; the others ignore it.
 */
public record ApplicationSettings(int tasks, ServiceSettings taskWork) implements Serializable {

    /** What reference.conf sets: 1,000 tasks of exponential work with mean 1. */
    public static final ApplicationSettings DEFAULT = new ApplicationSettings(1000,
            new ServiceSettings(ServiceDistribution.EXPONENTIAL, 1.0, 2, 2.0, 1.1, 0.1, 100.0));

    public ApplicationSettings {
        if (tasks < 1) {
            throw new IllegalArgumentException("an application needs at least one task");
        }
    }
}
