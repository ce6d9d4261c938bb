package loadshare.config;

import java.util.List;

/**
 * The jobs. {@code loads} are per-node offered loads rho = lambda * mean service / speed, each in (0, 1).
 * {@code arrivals} is the arrival process; only {@code poisson} exists today. {@code application} is the parallel
 * application that application-running policies (volunteer computing) execute besides the nodes' own jobs.
 */
public record WorkloadSettings(List<Double> loads, String arrivals, ServiceSettings service,
                               ApplicationSettings application) {

    public WorkloadSettings {
        loads = List.copyOf(loads);
    }

    /** Jobs only, with the default application. */
    public WorkloadSettings(List<Double> loads, String arrivals, ServiceSettings service) {
        this(loads, arrivals, service, ApplicationSettings.DEFAULT);
    }
}
