package loadshare.node.cpu;

import loadshare.protocol.Job;

/** A job in a time-shared run queue: its user class, the work it has left, and where it ran last. */
final class Task {

    private final Job job;
    private final int userClass;
    private double remaining;
    private int lastCpu = -1;
    private double firstStart = -1;

    public Task(Job job, int userClass) {
        this.job = job;
        this.userClass = userClass;
        this.remaining = job.demand();
    }

    public Job job() {
        return job;
    }

    public int userClass() {
        return userClass;
    }

    /** Work left, model seconds on a CPU of speed 1. */
    public double remaining() {
        return remaining;
    }

    public void remaining(double work) {
        this.remaining = work;
    }

    /** The CPU it last ran on, or -1 if it has not run yet. */
    public int lastCpu() {
        return lastCpu;
    }

    public void lastCpu(int cpu) {
        this.lastCpu = cpu;
    }

    /** Model time of its first slice, or -1 if it has not run yet. */
    public double firstStart() {
        return firstStart;
    }

    public void firstStart(double now) {
        this.firstStart = now;
    }

    public boolean started() {
        return firstStart >= 0;
    }
}
