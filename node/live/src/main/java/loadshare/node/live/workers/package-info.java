/**
 * A workers' cluster: an experiment's replications computed by other JVMs, the lecture notes' load sharing applied to
 * the simulator's own work, with work pulling in place of a sender-initiated transfer (an idle worker asks, so no
 * unit waits behind a busy one). A runner ({@link loadshare.node.live.workers.WorkerPool}, its actor
 * {@link loadshare.node.live.workers.Runner}) hands out replications through Akka's work-pulling reliable delivery
 * ({@link loadshare.node.live.workers.WorkProtocol}); each worker JVM ({@link loadshare.node.live.workers.WorkerNode})
 * computes them in its consumers ({@link loadshare.node.live.workers.WorkerSlot}) with the simulator's own code
 * ({@link loadshare.node.live.workers.UnitWork}) and sends the measurement back as exact bytes
 * ({@link loadshare.node.live.workers.ExactData}, in {@link loadshare.node.live.workers.Parts}). Members are admitted
 * as a live cluster's are, and only of one build ({@link loadshare.node.live.workers.VersionChecker}).
 */
package loadshare.node.live.workers;
