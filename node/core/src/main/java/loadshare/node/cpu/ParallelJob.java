package loadshare.node.cpu;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import loadshare.protocol.Job;

/**
 * A parallel job on one node: its threads, its spin lock (who holds it, who spins for it, in the order they
 * began) and how many of its threads are on a CPU or have finished. The job ends when its last thread does.
 */
final class ParallelJob {

    private final Job job;
    private final List<ThreadState> threads = new ArrayList<>();
    private final ArrayDeque<ThreadState> spinners = new ArrayDeque<>();
    private ThreadState holder;
    private int onCpu;
    private int finished;
    private boolean started;

    /** {@code job} as {@code threads} threads of class {@code userClass}, each with demand / threads of work. */
    public ParallelJob(Job job, int userClass, int threads, double criticalShare, int sections) {
        this.job = job;
        for (int i = 0; i < threads; i++) {
            Task task = new Task(job, userClass);
            this.threads.add(new ThreadState(task, this, i, threads, job.demand() / threads, criticalShare, sections));
        }
    }

    public Job job() {
        return job;
    }

    public List<ThreadState> threads() {
        return threads;
    }

    /** The thread holding the lock, or null. */
    public ThreadState holder() {
        return holder;
    }

    /** {@code thread} starts spinning for the lock. */
    public void spin(ThreadState thread) {
        spinners.add(thread);
    }

    /** Whether {@code thread} spins for the lock. */
    public boolean spinning(ThreadState thread) {
        return spinners.contains(thread);
    }

    /** {@code thread} stops spinning without the lock (its slice ended, or it was co-stopped). */
    public void stopSpinning(ThreadState thread) {
        spinners.remove(thread);
    }

    /** The thread that has spun longest, taken out of the spinners, or null. */
    public ThreadState nextSpinner() {
        return spinners.poll();
    }

    void acquire(ThreadState thread) {
        if (holder != null) {
            throw new IllegalStateException("job " + job.id() + ": the lock is held by thread " + holder.index());
        }
        holder = thread;
    }

    void release(ThreadState thread) {
        if (holder != thread) {
            throw new IllegalStateException("job " + job.id() + ": thread " + thread.index() + " does not hold the lock");
        }
        holder = null;
    }

    /** Whether one of its threads has run. */
    public boolean started() {
        return started;
    }

    /** One of its threads is about to run for the first time. */
    public void start() {
        started = true;
    }

    /** Threads on a CPU now. */
    public int onCpu() {
        return onCpu;
    }

    public void onCpu(int change) {
        onCpu += change;
    }

    /** A thread finished; returns whether it was the last. */
    public boolean threadFinished() {
        return ++finished == threads.size();
    }

    /** Threads not finished. */
    public int live() {
        return threads.size() - finished;
    }
}
