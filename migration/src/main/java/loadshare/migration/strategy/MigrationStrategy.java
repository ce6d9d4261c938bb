package loadshare.migration.strategy;

import loadshare.migration.MigrationReport;
import loadshare.migration.MigrationRequest;

/**
 * How a VM moves from its source host to a target: what is sent while it runs, what while it is frozen,
 * and what it fetches after it resumed. A strategy is a pure model: it plays the migration out in model
 * time on the emulated hardware of the request and reports what it cost; every completed migration has
 * proved that the VM's digest after equals its digest before.
 */
public sealed interface MigrationStrategy permits StopAndCopy, PreCopy, DemandPaging, SpriteMigration, CheckpointRestart {

    /** The strategy's name in configuration and reports, e.g. {@code "pre-copy"}. */
    String name();

    /**
     * Migrates {@code request.vm()} to {@code request.target()}. Returns a report whose outcome says whether
     * the VM now runs on the target, stayed on the source, was lost, or was refused.
     *
     * @throws loadshare.migration.MigrationIntegrityException if what arrived differs from what left
     */
    default MigrationReport migrate(MigrationRequest request) {
        return Playout.play(name(), request, copiesSourceMemory(), p -> playOut(p, request));
    }

    /** Whether the VM's pages are copied from the source's memory (Sprite's come from the file server). */
    default boolean copiesSourceMemory() {
        return true;
    }

    /**
     * What moves when: the strategy's own part of a migration, after the target admitted the VM. Faults end it
     * early; the report is made by the {@link Playout}.
     */
    void playOut(Playout p, MigrationRequest request);
}
