package loadshare.node.cpu;

/**
 * One thread of a parallel job: its task in the run queues, how far its work has got, and where its critical
 * sections are. Its work w (the job's demand / threads) is cut into k equal segments of length L = w / k; in
 * segment j it holds the job's spin lock over [j L + o, j L + o + c L), o = i L / t for thread i of t, c the
 * critical share. Threads that progress in step therefore never want the lock at the same time (c <= 1 / t).
 * Also what its scheduler keeps of it: the CPU time it has had (working or spinning: what a host sees of a vCPU),
 * the CPU it is on, and whether relaxed co-scheduling holds it back (co-stopped).
 */
final class ThreadState {

    private final Task task;
    private final ParallelJob job;
    private final int index;
    private final double work;
    private final double segment;
    private final double offset;
    private final double critical;
    private final int sections;
    private double progress;
    private int section;
    private boolean holding;
    private double cpuTime;
    private int cpu = -1;
    private double coStoppedAt = -1;
    private int coStopQueue;

    ThreadState(Task task, ParallelJob job, int index, int threads, double work, double criticalShare,
                int sections) {
        this.task = task;
        this.job = job;
        this.index = index;
        this.work = work;
        this.sections = criticalShare > 0 ? sections : 0;
        this.segment = work / sections;
        this.offset = index * segment / threads;
        this.critical = criticalShare * segment;
        task.remaining(work);
    }

    public Task task() {
        return task;
    }

    public ParallelJob job() {
        return job;
    }

    public int index() {
        return index;
    }

    /** Work done, model seconds on a speed-1 CPU. */
    public double progress() {
        return progress;
    }

    public boolean holding() {
        return holding;
    }

    public boolean finished() {
        return progress >= work;
    }

    /** The progress at which the thread next takes or releases the lock, or its work ends. */
    public double nextPoint() {
        if (section >= sections) {
            return work;
        }
        double acquire = section * segment + offset;
        return holding ? acquire + critical : acquire;
    }

    /** Whether the thread stands at its next critical section and needs the lock to go on. */
    public boolean wantsLock() {
        return !holding && section < sections && progress >= nextPoint();
    }

    /** It ran {@code done} more work (short of its next point). */
    public void advance(double done) {
        progress = Math.min(progress + done, nextPoint());
        task.remaining(work - progress);
    }

    /** It ran up to its next point exactly: the lock's release (then it releases it) or its start, or the end. */
    public void reachPoint() {
        progress = nextPoint();
        task.remaining(work - progress);
        if (holding) {
            holding = false;
            section++;
            job.release(this);
        }
    }

    /** CPU time of its slices that ended (working or spinning, not the switches before them). */
    public double cpuTime() {
        return cpuTime;
    }

    /** A slice of {@code used} CPU time ended. */
    public void charge(double used) {
        cpuTime += used;
    }

    /** The CPU it is on, or -1. */
    public int cpu() {
        return cpu;
    }

    public void cpu(int cpu) {
        this.cpu = cpu;
    }

    /** Whether relaxed co-scheduling holds it back (off every CPU and out of the run queues). */
    public boolean coStopped() {
        return coStoppedAt >= 0;
    }

    /** Model time it was co-stopped. */
    public double coStoppedAt() {
        return coStoppedAt;
    }

    /** The run queue it goes back to when co-started. */
    public int coStopQueue() {
        return coStopQueue;
    }

    /** It is co-stopped at {@code now}; it was served from queue {@code queue}. */
    public void coStop(double now, int queue) {
        coStoppedAt = now;
        coStopQueue = queue;
    }

    /** It is co-started: back in its run queue. */
    public void coStart() {
        coStoppedAt = -1;
    }

    /** It takes the lock (the job's lock must be free). */
    public void acquire() {
        job.acquire(this);
        holding = true;
    }
}
