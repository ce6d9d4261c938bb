package loadshare.node.live.migration;

import akka.actor.typed.Behavior;
import loadshare.migration.strategy.CheckpointRestart;
import loadshare.migration.strategy.DemandPaging;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.migration.strategy.MigrationStrategy;
import loadshare.migration.strategy.PreCopy;
import loadshare.migration.strategy.SpriteMigration;
import loadshare.migration.strategy.StopAndCopy;

/**
 * A migration strategy of {@code loadshare.migration.strategy} in live form: the phases its {@link MigrationSource}
 * runs once the target admitted the VM (rounds of pre-copy, the freeze, the copy, the flush or the checkpoint to the
 * file server, the handover, serving faults), and how the VM arriving at an {@link Incoming} gets the rest of its
 * pages and starts. Chosen once per migration, from the strategy's model ({@link #of}); the model's parameters come
 * with it. A new strategy is a new model there and a new form here.
 */
sealed interface LiveStrategy
        permits LiveStopAndCopy, LivePreCopy, LiveDemandPaging, LiveSprite, LiveCheckpointRestart {

    /** The live form of the strategy called {@code name}; an unknown name lists the known ones. */
    static LiveStrategy of(String name) {
        MigrationStrategy model = MigrationStrategies.byName(name);
        if (model instanceof PreCopy preCopy) {
            return new LivePreCopy(preCopy);
        } else if (model instanceof StopAndCopy) {
            return new LiveStopAndCopy();
        } else if (model instanceof DemandPaging) {
            return new LiveDemandPaging();
        } else if (model instanceof SpriteMigration) {
            return new LiveSprite();
        } else if (model instanceof CheckpointRestart) {
            return new LiveCheckpointRestart();
        }
        throw new IllegalStateException("no live form of strategy " + name);
    }

    /** The strategy's name, as in its model. */
    String name();

    /** Whether it moves pages through the cluster's {@link LiveFileServer}. */
    default boolean needsFileServer() {
        return false;
    }

    /**
     * At the source, once the target reserved the VM's frames and opened {@code admitted.stream()}: runs the
     * strategy's first phase and returns the source's next behaviour, which carries the phases after it.
     */
    Behavior<PageTransferMessage> admitted(MigrationSource source, PageTransferMessage.Admitted admitted);

    /** At the target, once the VM's state arrived and the VM is built there: how it gets its other pages and starts. */
    void handedOver(Incoming incoming);
}
