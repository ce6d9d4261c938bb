/**
 * Batch scheduling of the lecture notes' cluster-scheduling lecture, SLURM-like: a central scheduler (a coordinator)
 * owns the queue of rigid parallel jobs (p processors, memory per processor, a requested time) and launches each on
 * nodes that execute it. Partitions (node sets with time and size limits), queue orders (FCFS, shortest job first,
 * Slurm's multifactor priority with fair share) and backfilling (none, EASY, conservative) over an availability
 * profile; nodes are given to jobs whole ({@code exclusive}) or packed by CPUs and memory ({@code shared}). Or gang
 * scheduling ({@link loadshare.policies.batch.GangScheduler}): an Ousterhout matrix of time slices whose jobs' parts
 * are suspended and resumed together.
 */
package loadshare.policies.batch;
