package loadshare.policies.preset;

import java.util.List;
import loadshare.migration.strategy.DemandPaging;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;
import loadshare.policies.compose.BuiltInComponents;
import loadshare.policies.compose.Choice;

/**
 * The parameters that let a policy move running jobs by process migration, shared by every preset that can,
 * read once.
 *
 * @param migration the migration strategy's name (used only if {@code preemptive})
 */
record Preemption(boolean preemptive, String migration, double minRatio) {

    static final ParameterSpec PREEMPTIVE = ParameterSpec.bool("preemptive", false,
            "false: only jobs that have not started move; true: a running job may move, its VM migrated "
                    + "(charged costs.migration)");
    static final ParameterSpec MIGRATION = ParameterSpec.choice("migration", DemandPaging.NAME, MigrationStrategies.names(),
            "with preemptive = true: how a running job's VM moves");
    static final ParameterSpec MIN_RATIO = ParameterSpec.number("min-ratio", 2, 0,
            "with preemptive = true: a running job moves only if its expected remaining work (its age) is at least "
                    + "this many times the expected time to migrate its VM");

    /** The three, in the order they are listed. */
    static final List<ParameterSpec> PARAMETERS = List.of(PREEMPTIVE, MIGRATION, MIN_RATIO);

    static Preemption of(PolicyParameters p) {
        return new Preemption(p.bool("preemptive"), p.string("migration"), p.number("min-ratio"));
    }

    /** The selection component: a running job may move, or only new ones. */
    Choice selection() {
        return preemptive ? BuiltInComponents.preemptiveSelection(minRatio) : BuiltInComponents.newJobSelection();
    }

    /** The migration component: the strategy that moves running jobs if this is preemptive, else none. */
    Choice migrationChoice() {
        return preemptive ? BuiltInComponents.migration(migration) : BuiltInComponents.noMigration();
    }
}
