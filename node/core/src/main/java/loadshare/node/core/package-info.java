/**
 * The workstation as a pure state machine, shared by both runtimes: {@link loadshare.node.core.NodeCore} takes
 * inputs (a job arrived, a service completed, a message, a timer, the owner came or went) and puts effects into an
 * {@link loadshare.node.core.Effects} sink; it is the node context its load-sharing policy sees, and coordinates
 * the node's CPU scheduler, the VMs it holds, its owner and its suspended jobs. Where running jobs migrate, its
 * parts {@code VmCustody} (with {@code HeldVms}) and {@code VmMoves} play each migration out with the
 * {@link loadshare.node.migration.Migrator} it is given. A coordinator (central queue, load directory, Sprite,
 * Condor, volunteer server, a central scheduler) is hosted the same way by a
 * {@link loadshare.node.core.CoordinatorHost}; the parts a central scheduler launches on a node are run by its
 * {@link loadshare.node.core.LaunchedParts}, whose effects go into a {@link loadshare.node.core.PartEffects} sink.
 * A home's record of its jobs elsewhere ({@link loadshare.node.core.AwayJobs}) lets it resubmit them when a node
 * dies.
 */
package loadshare.node.core;
