package loadshare.node.core;

import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import loadshare.hardware.host.Host;
import loadshare.node.cpu.ParallelJobs;
import loadshare.node.cpu.RunQueues;
import loadshare.node.cpu.ThreadState;
import loadshare.protocol.Job;

/**
 * What a node's policy sees of its parallel jobs ({@link ParallelCpus} schedules their threads): a job waits until
 * one of its threads has run, and only waiting jobs can be taken away; running parallel jobs never move.
 */
abstract class ParallelView extends CpuScheduler {

    protected final int self;
    protected final Host host;
    protected final Effects effects;
    protected final ParallelJobs jobs;
    protected final RunQueues queues;
    /** The thread on each CPU, or null. */
    protected final ThreadState[] running;
    /** The job each CPU ran last (null after overhead work): resuming it costs no context switch. */
    protected final Job[] lastRan;
    /** Model time each CPU's current service ends. */
    protected final double[] ends;
    private final boolean[] overhead;
    protected int idleCpus;
    private double pendingOverhead;

    ParallelView(int self, Host host, Effects effects, RunQueues queues) {
        super(self, host, effects);
        this.self = self;
        this.host = host;
        this.effects = effects;
        this.jobs = new ParallelJobs(self);
        this.queues = queues;
        int cpus = host.cpus();
        this.running = new ThreadState[cpus];
        this.lastRan = new Job[cpus];
        this.ends = new double[cpus];
        this.overhead = new boolean[cpus];
        this.idleCpus = cpus;
    }

    @Override
    void overhead(double work, double now) {
        if (work <= 0) {
            return;
        }
        int cpu = freeCpu(-1);
        if (cpu >= 0) {
            startOverhead(cpu, work, now);
        } else {
            pendingOverhead += work;
        }
    }

    /** Whether {@code cpu} finished overhead work (it is free again). */
    protected boolean overheadDone(int cpu) {
        if (!overhead[cpu]) {
            return false;
        }
        overhead[cpu] = false;
        idleCpus++;
        return true;
    }

    /** Runs the overhead work waiting, if any, on free {@code cpu}; returns whether it did. */
    protected boolean pendingOverhead(int cpu, double now) {
        if (pendingOverhead <= 0) {
            return false;
        }
        double work = pendingOverhead;
        pendingOverhead = 0;
        startOverhead(cpu, work, now);
        return true;
    }

    @Override
    int cpuOf(Job job) {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] != null && running[cpu].job().job() == job) {
                return cpu;
            }
        }
        return -1;
    }

    @Override
    Job runningOn(int cpu) {
        return running[cpu] == null ? null : running[cpu].job().job();
    }


    @Override
    double endsAt(int cpu) {
        return ends[cpu];
    }

    @Override
    int idleCpus() {
        return idleCpus;
    }
    private void startOverhead(int cpu, double work, double now) {
        overhead[cpu] = true;
        idleCpus--;
        lastRan[cpu] = null;
        ends[cpu] = now + host.serviceTime(work);
        effects.startService(self, cpu, ends[cpu] - now);
    }

    protected boolean free(int cpu) {
        return running[cpu] == null && !overhead[cpu];
    }

    protected int freeCpu(int from, boolean... taken) {
        for (int cpu = Math.max(0, from); cpu < running.length; cpu++) {
            if (free(cpu) && (taken.length == 0 || !taken[cpu])) {
                return cpu;
            }
        }
        return -1;
    }

    protected int indexOf(ThreadState thread) {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] == thread) {
                return cpu;
            }
        }
        throw new IllegalStateException("node " + self + ": a spinning thread is on no CPU");
    }

    /** Running parallel jobs do not move (validated); never called. */
    @Override
    double detach(int cpu, double now) {
        throw new UnsupportedOperationException("node " + self + ": a running parallel job cannot be taken off");
    }

    /** Running parallel jobs are never offered to migrate. */
    @Override
    int oldestRunning(Predicate<Job> eligible) {
        return -1;
    }

    @Override
    boolean removeWaiting(Job job) {
        return jobs.removeWaiting(job, queues);
    }

    @Override
    Job pollWaiting() {
        return jobs.pollWaiting(queues);
    }

    @Override
    Collection<Job> waiting() {
        return jobs.waitingView();
    }

    @Override
    void addForeignRunning(List<Job> to) {
        jobs.addForeignStarted(to);
    }

    @Override
    void addForeignWaiting(List<Job> to) {
        for (Job job : jobs.waiting()) {
            if (job.home() != self) {
                to.add(job);
            }
        }
    }

    /** Jobs here, waiting or started. */
    @Override
    int load() {
        return jobs.size();
    }

    /** Jobs none of whose threads has run yet. */
    @Override
    int queued() {
        return jobs.size() - jobs.started();
    }

    /** Jobs some of whose threads have run (on a CPU now or waiting for their next slice). */
    @Override
    int runningJobs() {
        return jobs.started();
    }

    @Override
    int foreignRunning() {
        return jobs.foreignStarted();
    }

}
