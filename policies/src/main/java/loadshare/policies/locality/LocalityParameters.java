package loadshare.policies.locality;

import loadshare.policies.ParameterSpec;

/** The parameter every scheduler that honours input data takes: {@code locality-delay}. */
public final class LocalityParameters {

    /** {@code locality-delay}: delay scheduling's wait at each level, model seconds (0: off, the default). */
    public static final ParameterSpec DELAY = ParameterSpec.number("locality-delay", 0.0, 0.0,
            "with workload.data: model seconds a job that could start, but on no host holding its input, is skipped "
                    + "(later jobs go first) before it may take a rack-local host, and as long again before any "
                    + "host (delay scheduling; under mesos the framework declines such offers; 0: off, a job takes the "
                    + "nearest host free at once, under mesos the first host offered)");

    private LocalityParameters() {
    }
}
