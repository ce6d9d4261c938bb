package loadshare.policies.preset;

import loadshare.migration.strategy.CheckpointRestart;
import loadshare.migration.strategy.SpriteMigration;
import loadshare.policies.condor.CondorManager;
import loadshare.policies.condor.CondorPolicy;
import loadshare.policies.owner.OwnerSystem;
import loadshare.policies.owner.SpriteCoordinator;
import loadshare.policies.owner.SpritePolicy;

import java.util.List;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.condor.MachinePolicy;
import loadshare.policies.information.StateChangeInformation;
import loadshare.policies.knowledge.LoadTable;
import loadshare.policies.location.RandomReceiverCandidates;
import loadshare.policies.location.ThresholdLocation;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.condor.CondorManager;
import loadshare.policies.condor.CondorPolicy;
import loadshare.policies.owner.OwnerSystem;
import loadshare.policies.owner.SpriteCoordinator;
import loadshare.policies.owner.SpritePolicy;
import loadshare.policies.selection.NewJobSelection;
import loadshare.policies.transfer.RankTransfer;

/** The case studies of the seeds that are built from the four components alone. */
final class SystemPresets {

    /** The jobs users mark for remote execution, shared by Sprite and Condor. */
    private static final ParameterSpec MIGRATABLE = ParameterSpec.number("migratable", 0.5, 0,
            "fraction of jobs their users mark for remote execution (pmake's jobs; jobs submitted to Condor), <= 1");

    private SystemPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(vSystem(), sprite(), condor());
    }

    /**
     * Sprite (Berkeley): the owner is king. A central coordinator keeps which hosts are available (owner away
     * for idle-after seconds, fewer processes than processors), updated on state change; a job its user marked
     * for remote execution is placed on an idle host the coordinator grants; a returning owner evicts every
     * foreign process back to its home with Sprite migration.
     */
    private static PolicyDescriptor sprite() {
        return new PolicyDescriptor("sprite",
                "Sprite: a central coordinator knows the idle hosts (owner away idle-after s, fewer jobs than CPUs); "
                        + "a busy node asks it for one for each job marked migratable; a returning owner evicts every "
                        + "foreign job to its home by Sprite migration",
                PolicyClass.DYNAMIC, "evicts on the owner's return",
                List.of(ParameterSpec.number("idle-after", 30, 0, "model seconds an owner must have been away "
                                + "before the host takes foreign jobs"),
                        MIGRATABLE),
                p -> fraction(p.number("migratable")),
                (p, shape) -> new OwnerSystem(node -> new SpritePolicy(p.number("idle-after"), p.number("migratable")),
                        SpriteCoordinator::new, SpriteMigration.NAME));
    }

    /**
     * Condor (Wisconsin): idle machines ask the central manager for work; it matches submitted jobs, which wait at
     * their homes, by ClassAd requirements and rank. Each machine's owner policy is ClassAd expressions over its
     * own ad and the job it runs ({@link MachinePolicy}): start, suspend, continue, preempt, want-suspend, and its
     * rank of jobs. A vacated job goes home by checkpoint-restart and is submitted again. Defaults follow
     * HTCondor's desktop policy: start after 15 minutes of keyboard idleness, suspend on activity, vacate after
     * 10 minutes suspended.
     */
    private static PolicyDescriptor condor() {
        return new PolicyDescriptor("condor",
                "Condor: idle machines pull work from a central manager that matches submitted jobs by ClassAd "
                        + "requirements and rank; each machine's start, suspend, continue and preempt expressions "
                        + "decide when it takes, suspends, resumes and vacates (by checkpoint-restart) a job",
                PolicyClass.DYNAMIC, "suspends, then vacates, on the owner's return",
                CondorPresets.parameters(MIGRATABLE),
                p -> {
                    String problem = fraction(p.number("migratable"));
                    return problem != null ? problem : CondorPresets.syntaxProblem(p);
                },
                (p, shape) -> {
                    MachinePolicy machine = CondorPresets.machinePolicy(p, shape);
                    return new OwnerSystem(node -> new CondorPolicy(machine, shape::hostAttributes,
                            p.number("start-after"), p.number("max-suspend"), p.number("readvertise"),
                            p.number("reevaluate"), p.number("migratable")),
                            () -> new CondorManager(p.string("requirements"), p.string("rank")), CheckpointRestart.NAME);
                });
    }

    private static String fraction(double migratable) {
        return migratable <= 1 ? null : "migratable = " + migratable + " must be a fraction in [0, 1]";
    }

    /**
     * The V-System (Stanford): state-change-driven information — a node broadcasts its load to all others
     * when it changes significantly; the M least loaded nodes are receivers, the others senders;
     * sender-initiated with new jobs only; location: probe a random receiver from the list, transfer if it
     * is still a receiver, else try another, up to a limit.
     */
    private static PolicyDescriptor vSystem() {
        return new PolicyDescriptor("v-system",
                "V-System: broadcast load on significant change; the m least loaded nodes are receivers, the others "
                        + "senders; a sender probes a random receiver from its list and sends the new job if it still is one",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("m", 3, 1, "M: how many of the least loaded nodes are receivers"),
                        ParameterSpec.integer("probe-limit", 3, 1, "receivers probed for one job"),
                        ParameterSpec.number("delta", 1.0, 1e-9, "change of load that is broadcast"),
                        Knowledge.LOAD_METRIC, Knowledge.WINDOW),
                PolicyDescriptor.Check.NONE,
                (p, shape) -> node -> {
                    LoadTable table = new LoadTable(shape.nodes());
                    RankTransfer transfer = new RankTransfer(p.integer("m"), table);
                    LoadMetric metric = Knowledge.metric(p);
                    return new ComposedPolicy(transfer, new NewJobSelection(),
                            new ThresholdLocation(p.integer("probe-limit"), new RandomReceiverCandidates(table, transfer),
                                    transfer, metric),
                            new StateChangeInformation(p.number("delta")), metric, table, 1);
                });
    }
}
