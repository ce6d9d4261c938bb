package loadshare.hardware.random;

import loadshare.config.ServiceSettings;

/** Builds the service-demand distribution a workload names. */
public final class Distributions {

    private Distributions() {
    }

    public static Distribution service(ServiceSettings s) {
        return switch (s.distribution()) {
            case EXPONENTIAL -> new Exponential(s.mean());
            case DETERMINISTIC -> new Deterministic(s.mean());
            case ERLANG -> new Erlang(s.k(), s.mean());
            case HYPEREXPONENTIAL -> new Hyperexponential(s.mean(), s.cv());
            case BOUNDED_PARETO -> new BoundedPareto(s.alpha(), s.min(), s.max());
        };
    }
}
