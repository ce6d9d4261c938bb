/**
 * Process migration of VM-wrapped tasks: a {@link loadshare.migration.MigrationRequest} (the VM, target,
 * link, file server, model time, injected {@link loadshare.migration.Faults}) goes to a strategy of
 * {@link loadshare.migration.strategy}, which returns a {@link loadshare.migration.MigrationReport}.
 */
package loadshare.migration;
