/**
 * Process migration as a node core sees it: what moving a job's VM costs. A core whose policy moves running jobs
 * is given a {@link loadshare.node.migration.Migrator} (a job's VM size, the expected cost of moving it, and the
 * move played out as a {@link loadshare.node.migration.Migrator.Migration}: how long the VM ran on, froze and will
 * stall); {@link loadshare.node.migration.VmMigrator} plays the move out with one of the strategies of the
 * {@code migration} module (stop-and-copy, pre-copy, demand paging, Sprite, checkpoint/restart) on scratch
 * emulated hosts and turns the report into that timing. A run's migrations are tallied here
 * ({@link loadshare.node.migration.MigrationTally}, {@link loadshare.node.migration.MigrationFigures}).
 * <p>
 * How the core acts on a migration — which VMs it holds, which running jobs it offered to move, what leaves and
 * what is admitted — is the core's own parts in {@code loadshare.node.core} ({@code VmCustody}, {@code HeldVms},
 * {@code VmMoves}). Nothing here imports the core.
 */
package loadshare.node.migration;
