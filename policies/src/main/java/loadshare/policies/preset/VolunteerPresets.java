package loadshare.policies.preset;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import loadshare.config.SettingsException;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.ParameterSpec;
import loadshare.policies.Policy;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.volunteer.Cheaters;
import loadshare.policies.volunteer.Volunteer;
import loadshare.policies.volunteer.VolunteerServer;
import loadshare.policies.volunteer.VolunteerSettings;

/** Volunteer computing (case study 3 of the lecture notes): a server and the PCs that donate their idle cycles to it. */
final class VolunteerPresets {

    private VolunteerPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(volunteer());
    }

    /**
     * The server partitions the experiment's application ({@code workload.application}) into work units; volunteers
     * with an idle CPU contact it for work; results are validated by quorum over replicas on distinct volunteers;
     * replicas not answered by their deadline are reissued; validated work earns credit. The nodes' own jobs run
     * where they arrive.
     */
    private static PolicyDescriptor volunteer() {
        return new PolicyDescriptor("volunteer",
                "volunteer computing: a server splits workload.application into work units that volunteers pull "
                        + "when a CPU is idle; a result counts when `quorum` distinct volunteers agree; a replica "
                        + "not answered by its deadline is reissued; credit for validated work. Own jobs run locally; "
                        + "the run ends when the application completes",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("volunteers", 0, 0,
                                "nodes that volunteer (nodes 0..volunteers-1; 0: every node); the others only run "
                                        + "their own jobs"),
                        ParameterSpec.integer("replication", 2, 1, "replicas of each work unit issued at first"),
                        ParameterSpec.integer("quorum", 2, 1,
                                "identical results from distinct volunteers that validate a unit (<= replication)"),
                        ParameterSpec.number("deadline", 10.0, 1e-9,
                                "model seconds a volunteer has to return a result before the unit is reissued"),
                        ParameterSpec.number("cheaters", 0.0, 0,
                                "fraction (<= 1) of the volunteers that cheat (return wrong results): "
                                        + "round(cheaters x volunteers) of them, chosen from the run's seed"),
                        ParameterSpec.bool("collude", false,
                                "cheaters return the same wrong result for a unit (else each its own)"),
                        ParameterSpec.number("vanish", 0.0, 0,
                                "probability (< 1) that a volunteer vanishes after computing a unit, its result lost"),
                        ParameterSpec.number("absence", 10.0, 0,
                                "model seconds a vanished volunteer stays away before asking for work again")),
                VolunteerPresets::problem,
                (p, shape) -> {
                    VolunteerSettings settings = settings(p, shape.nodes());
                    BitSet cheaters = Cheaters.choose(settings.volunteers(), settings.cheaters(), shape.seed());
                    return new ConfiguredPolicy() {
                        @Override
                        public Policy forNode(int node) {
                            return new Volunteer(settings, node, cheaters.get(node));
                        }

                        @Override
                        public Optional<Coordinator> newCoordinator() {
                            return Optional.of(new VolunteerServer(settings, shape.nodes()));
                        }
                    };
                });
    }

    private static String problem(PolicyParameters p) {
        if (p.integer("quorum") > p.integer("replication")) {
            return "quorum = " + p.integer("quorum") + " must be <= replication = " + p.integer("replication");
        }
        if (p.number("cheaters") > 1) {
            return "cheaters = " + p.number("cheaters") + " is a fraction of the volunteers: it must be in [0, 1]";
        }
        if (p.number("vanish") >= 1) {
            return "vanish = " + p.number("vanish") + " must be in [0, 1): no result would ever come back";
        }
        return null;
    }

    /** The settings for a cluster of {@code nodes}: there must be enough volunteers for the replicas of a unit. */
    private static VolunteerSettings settings(PolicyParameters p, int nodes) {
        VolunteerSettings settings = VolunteerSettings.of(p, nodes);
        if (settings.volunteers() > nodes) {
            throw new SettingsException("policy 'volunteer': volunteers = " + settings.volunteers()
                    + " but the cluster has only " + nodes + " nodes");
        }
        if (settings.volunteers() < settings.replication()) {
            throw new SettingsException("policy 'volunteer': replication = " + settings.replication()
                    + " needs at least as many volunteers, but there are " + settings.volunteers());
        }
        return settings;
    }
}
