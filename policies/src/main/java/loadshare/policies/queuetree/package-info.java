/**
 * Hierarchical fair share — the cluster-scheduling lecture's shared clusters as Hadoop's Fair and Capacity
 * schedulers, Corona's pool groups and YARN's queues share them: a tree of queues with guaranteed shares, elastic use
 * of idle capacity, and preemption to restore a guarantee after a timeout. A central scheduler
 * ({@link loadshare.policies.batch.CentralScheduler}) hosted by both runtimes.
 */
package loadshare.policies.queuetree;
