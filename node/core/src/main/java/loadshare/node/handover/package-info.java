/**
 * A central scheduler's hand-over in the live cluster, as pure code: the scheduler is deterministic given its inputs,
 * so its host keeps a log of them ({@link loadshare.node.handover.SchedulerInput}, written in
 * {@link loadshare.node.handover.LogBatch}es); a new instance takes up the log's chain of writers
 * ({@link loadshare.node.handover.SchedulerLog}), replays it into a fresh scheduler with its sends suppressed
 * ({@link loadshare.node.handover.SchedulerReplay}), and reconciles what it believes runs with what the nodes say
 * they run ({@link loadshare.node.handover.PartsReconciliation}). The log also says when each message the host took in
 * was sent ({@link loadshare.node.handover.SchedulerInput#sentAt}), so that a new instance rebuilds its predecessors'
 * delay figures from it as well. The volunteer server keeps the same log, and a dispatcher with sessions a log of its
 * placements ({@link loadshare.node.handover.HandOverLog}): a new instance of either replays it the same way.
 */
package loadshare.node.handover;
