package loadshare.policies.consolidation;

/** One VM's CPU demand over time: the utilisation of each of its virtual CPUs, in [0, 1], interval after interval. */
@FunctionalInterface
public interface VmDemand {

    /** The utilisation from now to the next interval: at the VM's submission, then at every interval. */
    double next();
}
