package loadshare.config;

import java.io.Serializable;
import java.util.List;

/**
 * The jobs. {@code loads} are per-node offered loads rho = lambda * mean service / speed, each in (0, 1).
 * {@code arrivals} is the arrival process at each node (its mean rate is the load's). {@code vm} describes the virtual
 * machine every job runs in (it matters when a running job migrates). {@code application} is the parallel
 * application that application-running policies (volunteer computing) execute besides the nodes' own jobs.
 * {@code trace}, when set, replaces the Poisson arrivals and drawn demands by a real job trace's jobs; its
 * {@code loads} are then the paces it is replayed at (or the one load it offers at its own pace).
 * {@code jobClasses}, when not empty, are the synthetic rigid jobs that central schedulers (datacenter, Mesos-like)
 * take instead of the service distribution; their load is over all the cluster's CPUs. {@code data} is where those
 * jobs' input data is held ({@link DataSettings#NONE}: nowhere, the default).
 */
public record WorkloadSettings(List<Double> loads, ArrivalSettings arrivals, ServiceSettings service, VmSettings vm,
                               ApplicationSettings application, TraceSettings trace, List<JobClass> jobClasses,
                               DataSettings data) implements Serializable {

    public WorkloadSettings {
        loads = List.copyOf(loads);
        jobClasses = List.copyOf(jobClasses);
        data = data == null ? DataSettings.NONE : data;
    }

    /** Jobs without input data. */
    public WorkloadSettings(List<Double> loads, ArrivalSettings arrivals, ServiceSettings service, VmSettings vm,
                            ApplicationSettings application, TraceSettings trace, List<JobClass> jobClasses) {
        this(loads, arrivals, service, vm, application, trace, jobClasses, DataSettings.NONE);
    }

    /** Without synthetic job classes. */
    public WorkloadSettings(List<Double> loads, ArrivalSettings arrivals, ServiceSettings service, VmSettings vm,
                            ApplicationSettings application, TraceSettings trace) {
        this(loads, arrivals, service, vm, application, trace, List.of());
    }

    /** Whether central schedulers get synthetic jobs of {@link #jobClasses()}. */
    public boolean hasJobClasses() {
        return !jobClasses.isEmpty();
    }

    /** The same workload with synthetic job classes {@code classes}. */
    public WorkloadSettings withJobClasses(List<JobClass> classes) {
        return new WorkloadSettings(loads, arrivals, service, vm, application, trace, classes, data);
    }

    /** The same workload with its jobs' input data held as {@code data} says. */
    public WorkloadSettings withData(DataSettings data) {
        return new WorkloadSettings(loads, arrivals, service, vm, application, trace, jobClasses, data);
    }

    /** Poisson arrivals (no trace). */
    public WorkloadSettings(List<Double> loads, ArrivalSettings arrivals, ServiceSettings service, VmSettings vm,
                            ApplicationSettings application) {
        this(loads, arrivals, service, vm, application, null);
    }

    /** Whether the run replays a trace ({@link #trace()} is then set) instead of drawing Poisson arrivals. */
    public boolean replaysTrace() {
        return trace != null;
    }

    /** The same workload replaying {@code trace} at {@code loads}. */
    public WorkloadSettings withTrace(List<Double> loads, TraceSettings trace) {
        return new WorkloadSettings(loads, arrivals, service, vm, application, trace, jobClasses, data);
    }

    /** Jobs in VMs of the default shape, with the default application. */
    public WorkloadSettings(List<Double> loads, ArrivalSettings arrivals, ServiceSettings service) {
        this(loads, arrivals, service, VmSettings.DEFAULT, ApplicationSettings.DEFAULT);
    }
}
