package loadshare.policies.preset;

import java.util.List;
import loadshare.migration.strategy.CheckpointRestart;
import loadshare.migration.strategy.SpriteMigration;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.condor.CondorManager;
import loadshare.policies.condor.CondorPolicy;
import loadshare.policies.condor.MachinePolicy;
import loadshare.policies.owner.OwnerSystem;
import loadshare.policies.sprite.SpriteCoordinator;
import loadshare.policies.sprite.SpritePolicy;

/** The owner-aware case studies of the lecture notes, Sprite and Condor: a policy per node and a central coordinator. */
final class SystemPresets {

    /** The jobs users mark for remote execution, shared by Sprite and Condor. */
    private static final ParameterSpec MIGRATABLE = ParameterSpec.number("migratable", 0.5, 0,
            "fraction of jobs their users mark for remote execution (pmake's jobs; jobs submitted to Condor), <= 1");

    private SystemPresets() {
    }

    static List<PolicyDescriptor> all() {
        return List.of(sprite(), condor());
    }

    /** The Sprite preset's parameters, read once. */
    private record Sprite(double idleAfter, double migratable) {
        static Sprite of(PolicyParameters p) {
            return new Sprite(p.number("idle-after"), p.number("migratable"));
        }
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
                (p, shape) -> {
                    Sprite s = Sprite.of(p);
                    return new OwnerSystem(node -> new SpritePolicy(s.idleAfter(), s.migratable()),
                            SpriteCoordinator::new, new SpriteMigration());
                });
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
                            () -> new CondorManager(p.string("requirements"), p.string("rank")),
                            new CheckpointRestart());
                });
    }

    private static String fraction(double migratable) {
        return migratable <= 1 ? null : "migratable = " + migratable + " must be a fraction in [0, 1]";
    }
}
