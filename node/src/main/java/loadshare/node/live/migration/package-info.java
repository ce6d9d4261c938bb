/**
 * Live VM migration between actor systems with real page bytes: {@link loadshare.node.live.migration.LiveMigration}
 * starts a {@link loadshare.node.live.migration.MigrationSource} for a running VM, which moves it to a
 * {@link loadshare.node.live.migration.MigrationTarget} (one per receiving host) by one of the strategies of
 * {@code loadshare.migration.strategy}, with the {@link loadshare.node.live.migration.LiveFileServer} for Sprite and
 * checkpoint/restart. Pages travel in bounded chunks under the receiver's credit window
 * ({@link loadshare.node.live.migration.PageStream}); each is checked against the bytes of its version on arrival
 * and only its version is kept ({@link loadshare.node.live.migration.PageCheck}).
 */
package loadshare.node.live.migration;
