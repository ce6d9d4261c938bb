package loadshare.config;

import java.util.Arrays;
import java.util.Optional;

/** The service-demand distributions a workload can name in {@code workload.service.distribution}. */
public enum ServiceDistribution {
    EXPONENTIAL("exponential"),
    DETERMINISTIC("deterministic"),
    ERLANG("erlang"),
    HYPEREXPONENTIAL("hyperexponential"),
    BOUNDED_PARETO("bounded-pareto");

    private final String configName;

    ServiceDistribution(String configName) {
        this.configName = configName;
    }

    public String configName() {
        return configName;
    }

    public static Optional<ServiceDistribution> byName(String name) {
        return Arrays.stream(values()).filter(d -> d.configName.equals(name)).findFirst();
    }
}
