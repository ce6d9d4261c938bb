package loadshare.policies.compose;

import java.util.Optional;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.migration.strategy.MigrationStrategy;

/**
 * A policy's migration part: the strategy that moves its running jobs, or none (running jobs never move). What the
 * {@link Family#MIGRATION} component of a composed policy makes, typed, where it used to be the strategy's name.
 *
 * @param strategy the strategy, or empty where running jobs never move
 */
public record MigrationPart(Optional<MigrationStrategy> strategy) {

    /** Running jobs never move. */
    public static final MigrationPart NONE = new MigrationPart(Optional.empty());

    /** Running jobs move by the strategy called {@code name} (one of {@link MigrationStrategies#names()}). */
    public static MigrationPart by(String name) {
        return new MigrationPart(Optional.of(MigrationStrategies.byName(name)));
    }
}
