/**
 * Process migration in the live cluster, with real page bytes: the lecture's migration strategies — stop-and-copy,
 * pre-copy, demand paging (post-copy, with its residual dependency), Sprite (flush to the file server) and
 * checkpoint/restart (Condor) — played out between actor systems instead of in model time.
 * <p>
 * {@link loadshare.node.live.migration.LiveMigration} starts a {@link loadshare.node.live.migration.MigrationSource}
 * for a running VM, which moves it to a {@link loadshare.node.live.migration.MigrationTarget} (one per receiving
 * host, carrying each arriving VM as an {@link loadshare.node.live.migration.Incoming}), with the
 * {@link loadshare.node.live.migration.LiveFileServer} for Sprite and checkpoint/restart. What differs between
 * strategies lives in one {@link loadshare.node.live.migration.LiveStrategy} per strategy of
 * {@code loadshare.migration.strategy}: a new strategy goes there. Pages travel in bounded chunks under the
 * receiver's credit window ({@link loadshare.node.live.migration.PageStream}); each is checked against the bytes of
 * its version on arrival and only its version is kept ({@link loadshare.node.live.migration.PageCheck}).
 */
package loadshare.node.live.migration;
