package loadshare.config;

import java.util.List;

/**
 * The jobs. {@code loads} are per-node offered loads rho = lambda * mean service / speed, each in (0, 1).
 * {@code arrivals} is the arrival process; only {@code poisson} exists today.
 */
public record WorkloadSettings(List<Double> loads, String arrivals, ServiceSettings service) {

    public WorkloadSettings {
        loads = List.copyOf(loads);
    }
}
