package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.coordinator.CentralDispatcher;
import loadshare.policies.information.CentralizedFreeCpuReports;
import loadshare.policies.location.CentralQueueLocation;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.selection.NewJobSelection;
import loadshare.policies.transfer.AlwaysTransfer;

/**
 * The named presets: the two bounds, the sender-initiated, receiver-initiated and symmetric families, and the
 * case-study systems built from the same components.
 */
public final class Presets {

    private Presets() {
    }

    public static List<PolicyDescriptor> all() {
        List<PolicyDescriptor> all = new ArrayList<>(List.of(none(), centralQueue()));
        all.addAll(SenderInitiatedPresets.all());
        all.addAll(ReceiverInitiatedPresets.all());
        all.addAll(SymmetricPresets.all());
        all.addAll(VSystemPresets.all());
        all.addAll(SystemPresets.all());
        all.addAll(VolunteerPresets.all());
        return all;
    }

    /** No load sharing at all: N independent queues (M/M/1 each), the bound every policy must beat. */
    static PolicyDescriptor none() {
        Policy policy = new NoSharing();
        return new PolicyDescriptor("none",
                "no load sharing: every job runs where it arrives (N independent M/M/1 queues)",
                PolicyClass.STATIC, "no", List.of(), PolicyDescriptor.Check.NONE,
                (parameters, shape) -> node -> policy);
    }

    /**
     * One dispatcher queue for the whole cluster that hands a job to a CPU as soon as one is free (M/M/K):
     * the bound for non-preemptive load sharing.
     */
    static PolicyDescriptor centralQueue() {
        return new PolicyDescriptor("central-queue",
                "one dispatcher queue for the cluster; a job starts on the first free CPU anywhere (M/M/K)",
                PolicyClass.DYNAMIC, "no", List.of(), PolicyDescriptor.Check.NONE,
                (parameters, shape) -> new ConfiguredPolicy() {
                    @Override
                    public Policy forNode(int node) {
                        return new ComposedPolicy(new AlwaysTransfer(), new NewJobSelection(),
                                new CentralQueueLocation(), new CentralizedFreeCpuReports(), new QueueLength(), null, 1);
                    }

                    @Override
                    public Optional<Coordinator> newCoordinator() {
                        return Optional.of(new CentralDispatcher(shape));
                    }
                });
    }
}
