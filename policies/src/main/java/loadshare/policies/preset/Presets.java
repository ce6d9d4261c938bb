package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import java.util.EnumMap;
import java.util.Map;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.BuiltInLocations;
import loadshare.policies.compose.Choice;
import loadshare.policies.compose.Composition;
import loadshare.policies.compose.Family;

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
        all.addAll(loadshare.policies.batch.BatchPolicies.all());
        all.addAll(loadshare.policies.borg.BorgPolicies.all());
        all.addAll(loadshare.policies.mesos.MesosPolicies.all());
        all.addAll(loadshare.policies.consolidation.ConsolidationPolicies.all());
        all.addAll(loadshare.policies.omega.OmegaPolicies.all());
        all.addAll(loadshare.policies.queuetree.FairShareTreePolicies.all());
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
        return PolicyDescriptor.composed("central-queue",
                "one dispatcher queue for the cluster; a job starts on the first free CPU anywhere (M/M/K)",
                PolicyClass.DYNAMIC, "no", List.of(), PolicyDescriptor.Check.NONE,
                p -> composition(BuiltInComponents.alwaysTransfer(), BuiltInLocations.centralQueue(),
                        BuiltInComponents.freeCpuReports()));
    }

    /** These three with new-job selection, queue length, no migration and a transfer limit of 1. */
    static Composition composition(Choice transfer, Choice location, Choice information) {
        Map<Family, Choice> choices = new EnumMap<>(Family.class);
        choices.put(Family.TRANSFER, transfer);
        choices.put(Family.SELECTION, BuiltInComponents.newJobSelection());
        choices.put(Family.LOCATION, location);
        choices.put(Family.INFORMATION, information);
        choices.put(Family.LOAD_METRIC, BuiltInComponents.queueLength());
        choices.put(Family.MIGRATION, BuiltInComponents.noMigration());
        return new Composition(choices, 1);
    }
}
