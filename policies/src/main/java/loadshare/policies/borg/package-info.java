/**
 * Borg-like cluster scheduling of the lecture notes' cluster-scheduling lecture: one central scheduler with a
 * priority queue of jobs in priority bands (production, batch, best-effort); a job that does not fit may preempt
 * running jobs of lower bands (they are requeued and their run starts over or, with {@code preempted = suspend},
 * they are suspended in place, keeping their memory, and resumed); jobs are placed on machines over CPUs and
 * memory together, best-fit (concentrate the load) or worst-fit (spread it), first-fit, at random, or by Tetris's
 * multi-resource packing (the machine whose free resources best align with the part's demand); a job class may
 * run only inside an alloc set (allocs reserved for it on several machines); running jobs of a class may grow
 * (ask for more CPUs on their machine, granted like a placement, and run their work left on more CPUs); and the
 * resources stranded by placement (CPUs free on machines whose memory is full, and the reverse) are measured.
 */
package loadshare.policies.borg;
