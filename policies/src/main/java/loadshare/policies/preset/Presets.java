package loadshare.policies.preset;

import java.util.List;
import java.util.Optional;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.Policy;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.coordinator.CentralDispatcher;
import loadshare.policies.information.CentralizedFreeCpuReports;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.location.CentralQueueLocation;
import loadshare.policies.location.KeepLocal;
import loadshare.policies.selection.NewJobSelection;
import loadshare.policies.transfer.AlwaysTransfer;
import loadshare.policies.transfer.NoTransfer;

/** The named presets: each composes the four policy components with defaults. */
public final class Presets {

    private Presets() {
    }

    public static List<PolicyDescriptor> all() {
        return List.of(none(), centralQueue());
    }

    /** No load sharing at all: N independent queues (M/M/1 each), the upper bound every policy must beat. */
    static PolicyDescriptor none() {
        Policy policy = new ComposedPolicy(new NoTransfer(), new NewJobSelection(), new KeepLocal(), new DemandDriven());
        return new PolicyDescriptor("none",
                "no load sharing: every job runs where it arrives (N independent M/M/1 queues)",
                PolicyClass.STATIC, false, List.of(),
                (parameters, shape) -> node -> policy);
    }

    /**
     * One dispatcher queue for the whole cluster that hands a job to a CPU as soon as one is free (M/M/K):
     * the lower bound for non-preemptive load sharing.
     */
    static PolicyDescriptor centralQueue() {
        return new PolicyDescriptor("central-queue",
                "one dispatcher queue for the cluster; a job starts on the first free CPU anywhere (M/M/K)",
                PolicyClass.DYNAMIC, false, List.of(),
                (parameters, shape) -> new ConfiguredPolicy() {
                    @Override
                    public Policy forNode(int node) {
                        return new ComposedPolicy(new AlwaysTransfer(), new NewJobSelection(),
                                new CentralQueueLocation(), new CentralizedFreeCpuReports());
                    }

                    @Override
                    public Optional<Coordinator> newCoordinator() {
                        return Optional.of(new CentralDispatcher(shape));
                    }
                });
    }
}
