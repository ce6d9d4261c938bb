/**
 * Process migration as a node core sees it: {@link loadshare.node.migration.VmMigrator} plays out moving a
 * job's VM with one of the migration strategies (stop-and-copy, pre-copy, demand paging, Sprite,
 * checkpoint/restart) and turns the report into timing; the migrations' figures of a run are tallied here.
 */
package loadshare.node.migration;
