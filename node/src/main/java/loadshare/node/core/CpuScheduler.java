package loadshare.node.core;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import loadshare.hardware.host.Host;
import loadshare.node.cpu.CpuPlan;
import loadshare.protocol.Job;

/**
 * A node's CPU scheduler: one FCFS run queue served by the host's CPUs, run to completion, with overhead work
 * (the CPU cost of probes, transfers and migrations) served before the next waiting job. This is the place where
 * time slicing, per-CPU queues, affinity and proportional share go; a policy never sees how its node schedules.
 *
 * <p>It keeps the time each CPU's service started and will end, so that a job taken off a CPU (it migrates or is
 * suspended) leaves with exactly the work it has left.
 *
 * <p>This is the default; {@link TimeSharedCpus} (per-CPU queues, time slices, proportional share) overrides
 * every method when {@code hosts.cpu-scheduling} asks for more.
 */
class CpuScheduler {

    /** What a CPU runs while it does overhead work rather than a job. */
    private static final Job OVERHEAD = new Job(-1, -1, 0, 0, 0);

    private final int self;
    private final Host host;
    private final Effects effects;

    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    /** waiting.size(), kept here: asking it costs no access to the deque (the simulator asks on every event). */
    private int queued;
    private final Job[] running;
    /** Model time at which each CPU's current service ends. */
    private final double[] serviceEnds;
    /** Model time at which each CPU's current service started. */
    private final double[] serviceStarts;
    private int idleCpus;
    private int runningJobs;
    /** Running jobs whose home is another node. */
    private int foreignRunning;
    private double pendingOverhead;

    CpuScheduler(int self, Host host, Effects effects) {
        this.self = self;
        this.host = host;
        this.effects = effects;
        this.running = new Job[host.cpus()];
        this.serviceEnds = new double[host.cpus()];
        this.serviceStarts = new double[host.cpus()];
        this.idleCpus = host.cpus();
    }

    /** The scheduler {@code plan} asks for: this one (FCFS, run to completion) when it is null. */
    static CpuScheduler create(int self, Host host, Effects effects, CpuPlan plan) {
        if (plan == null) {
            return new CpuScheduler(self, host, effects);
        }
        return plan.settings().threads().parallel() ? new ParallelCpus(self, host, effects, plan)
                : new TimeSharedCpus(self, host, effects, plan);
    }

    /** Starts {@code job} on a free CPU, or queues it last. */
    void run(Job job, double now) {
        if (idleCpus > 0) {
            start(freeCpu(), job, now);
        } else {
            waiting.add(job);
            queued++;
        }
    }

    /**
     * Occupies a CPU for {@code work} (if any) before the next waiting job: now if one is free, else when one
     * frees.
     */
    void overhead(double work, double now) {
        if (work <= 0) {
            return;
        }
        if (idleCpus > 0) {
            startOverhead(freeCpu(), work, now);
        } else {
            pendingOverhead += work;
        }
    }

    /**
     * CPU {@code cpu} finished what it ran: returns the finished job, or null if it was overhead work. The CPU
     * stays free until {@link #startNext}.
     */
    Job completed(int cpu) {
        Job done = running[cpu];
        running[cpu] = null;
        idleCpus++;
        if (done == OVERHEAD) {
            return null;
        }
        countOff(done);
        return done;
    }

    /** CPU {@code cpu} takes the next overhead work or waiting job, if it is free and there is one. */
    void startNext(int cpu, double now) {
        if (running[cpu] != null) {
            return;
        }
        if (pendingOverhead > 0) {
            double work = pendingOverhead;
            pendingOverhead = 0;
            startOverhead(cpu, work, now);
        } else if (queued > 0) {
            queued--;
            start(cpu, waiting.poll(), now);
        }
    }

    /** Takes the job off CPU {@code cpu} and stops its service; returns the work it has left. */
    double detach(int cpu, double now) {
        Job job = running[cpu];
        running[cpu] = null;
        idleCpus++;
        countOff(job);
        effects.cancelService(self, cpu);
        return Math.max(0, serviceEnds[cpu] - now) * host.speed();
    }

    /** The CPU running {@code job}, or -1. */
    int cpuOf(Job job) {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] == job) {
                return cpu;
            }
        }
        return -1;
    }

    /**
     * The CPU running the job that started first among those {@code eligible}, or -1 if none runs. A job's age
     * here is the lecture's estimate of its remaining work.
     */
    int oldestRunning(Predicate<Job> eligible) {
        int oldest = -1;
        for (int cpu = 0; cpu < running.length; cpu++) {
            Job job = running[cpu];
            if (job != null && job != OVERHEAD && eligible.test(job)
                    && (oldest < 0 || serviceStarts[cpu] < serviceStarts[oldest])) {
                oldest = cpu;
            }
        }
        return oldest;
    }

    Job runningOn(int cpu) {
        return running[cpu];
    }

    double startedAt(int cpu) {
        return serviceStarts[cpu];
    }

    double endsAt(int cpu) {
        return serviceEnds[cpu];
    }

    /** Takes a waiting job out of the queue (it is usually the newest: searched from the tail). */
    boolean removeWaiting(Job job) {
        if (waiting.removeLastOccurrence(job)) {
            queued--;
            return true;
        }
        return false;
    }

    /** Takes the job that has waited longest out of the queue, or null. */
    Job pollWaiting() {
        Job job = waiting.poll();
        if (job != null) {
            queued--;
        }
        return job;
    }

    Collection<Job> waiting() {
        return waiting;
    }

    /** Running jobs whose home is not this node. */
    void addForeignRunning(List<Job> to) {
        for (Job job : running) {
            if (job != null && job != OVERHEAD && job.home() != self) {
                to.add(job);
            }
        }
    }

    /** Waiting jobs whose home is not this node. */
    void addForeignWaiting(List<Job> to) {
        for (Job job : waiting) {
            if (job.home() != self) {
                to.add(job);
            }
        }
    }

    /** Jobs waiting plus in service. */
    int load() {
        return queued + runningJobs;
    }

    int queued() {
        return queued;
    }

    int runningJobs() {
        return runningJobs;
    }

    int foreignRunning() {
        return foreignRunning;
    }

    int idleCpus() {
        return idleCpus;
    }

    int cpus() {
        return running.length;
    }

    private void start(int cpu, Job job, double now) {
        runningJobs++;
        if (job.home() != self) {
            foreignRunning++;
        }
        occupy(cpu, job, host.serviceTime(job.demand()), now);
    }

    private void startOverhead(int cpu, double work, double now) {
        occupy(cpu, OVERHEAD, host.serviceTime(work), now);
    }

    private void occupy(int cpu, Job job, double duration, double now) {
        running[cpu] = job;
        serviceStarts[cpu] = now;
        serviceEnds[cpu] = now + duration;
        idleCpus--;
        effects.startService(self, cpu, duration);
    }

    private void countOff(Job job) {
        runningJobs--;
        if (job.home() != self) {
            foreignRunning--;
        }
    }

    private int freeCpu() {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] == null) {
                return cpu;
            }
        }
        throw new IllegalStateException("node " + self + " has no free CPU");
    }
}
