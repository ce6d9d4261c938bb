package loadshare.config;

import java.util.List;

/**
 * The jobs. {@code loads} are per-node offered loads rho = lambda * mean service / speed, each in (0, 1).
 * {@code arrivals} is the arrival process; only {@code poisson} exists today. {@code vm} describes the virtual
 * machine every job runs in (it matters when a running job migrates). {@code application} is the parallel
 * application that application-running policies (volunteer computing) execute besides the nodes' own jobs.
 */
public record WorkloadSettings(List<Double> loads, String arrivals, ServiceSettings service, VmSettings vm,
                               ApplicationSettings application) {

    public WorkloadSettings {
        loads = List.copyOf(loads);
    }

    /** Jobs in VMs of the default shape, with the default application. */
    public WorkloadSettings(List<Double> loads, String arrivals, ServiceSettings service) {
        this(loads, arrivals, service, VmSettings.DEFAULT, ApplicationSettings.DEFAULT);
    }
}
