package loadshare.node.cpu;

import java.util.AbstractCollection;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.function.Predicate;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;

/**
 * The default CPU scheduler: one FCFS run queue served by the host's CPUs, run to completion, with overhead work
 * (the CPU cost of probes, transfers and migrations) served before the next waiting job.
 *
 * <p>It keeps the time each CPU's service started and will end, so that a job taken off a CPU (it migrates or is
 * suspended) leaves with exactly the work it has left.
 *
 * <p>Layout (the simulator touches the scheduler of a node picked at random on nearly every event): the running
 * jobs and the run queue share one array, the CPUs' start and end times another — two arrays where there were a
 * deque with its array, a running array and two time arrays; about 100 bytes a node less (docs/performance.md).
 *
 * <p>This is the scheduler of every host unless {@code hosts.cpu-scheduling} asks for per-CPU queues, time slices
 * or proportional share ({@link TimeSharedCpus}) or jobs are parallel applications ({@link ParallelCpus}).
 */
final class FcfsCpus implements CpuScheduler {

    /** What a CPU runs while it does overhead work rather than a job. */
    private static final Job OVERHEAD = new Job(-1, -1, 0, 0, 0);
    /** Overhead work charged so far. */
    private double overheadWork;

    private final int self;
    private final Host host;
    private final CpuServices services;

    /** The number of CPUs. */
    private final int cpus;
    /**
     * [0, cpus): the job each CPU runs (null if idle, {@link #OVERHEAD}); [cpus, end): the run queue, a FIFO ring
     * of a power-of-two capacity whose oldest job is at cpus + head.
     */
    private Job[] jobs;
    private int head;
    /** Jobs in the run queue. */
    private int queued;
    /** Per CPU, model time at which its current service started (at 2 cpu) and ends (at 2 cpu + 1). */
    private final double[] serviceTimes;
    private Collection<Job> waitingView;
    private int idleCpus;
    private int runningJobs;
    /** Running jobs whose home is another node. */
    private int foreignRunning;
    private double pendingOverhead;

    FcfsCpus(int self, Host host, CpuServices services) {
        this.self = self;
        this.host = host;
        this.services = services;
        this.cpus = host.cpus();
        this.jobs = new Job[cpus + 8];
        this.serviceTimes = new double[2 * cpus];
        this.idleCpus = cpus;
    }

    /** Starts {@code job} on a free CPU, or queues it last. */
    @Override
    public void run(Job job, double now) {
        if (idleCpus > 0) {
            start(freeCpu(), job, now);
        } else {
            enqueue(job);
        }
    }

    @Override
    public double overheadWork() {
        return overheadWork;
    }

    @Override
    public void overhead(double work, double now) {
        if (work <= 0) {
            return;
        }
        overheadWork += work;
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
    @Override
    public Job completed(int cpu) {
        Job done = jobs[cpu];
        jobs[cpu] = null;
        idleCpus++;
        if (done == OVERHEAD) {
            return null;
        }
        countOff(done);
        return done;
    }

    @Override
    public void startNext(int cpu, double now) {
        if (jobs[cpu] != null) {
            return;
        }
        if (pendingOverhead > 0) {
            double work = pendingOverhead;
            pendingOverhead = 0;
            startOverhead(cpu, work, now);
        } else if (queued > 0) {
            start(cpu, dequeue(), now);
        }
    }

    @Override
    public double detach(int cpu, double now) {
        Job job = jobs[cpu];
        jobs[cpu] = null;
        idleCpus++;
        countOff(job);
        services.cancelService(self, cpu);
        return Math.max(0, serviceTimes[2 * cpu + 1] - now) * host.speed();
    }

    @Override
    public int cpuOf(Job job) {
        for (int cpu = 0; cpu < cpus; cpu++) {
            if (jobs[cpu] == job) {
                return cpu;
            }
        }
        return -1;
    }

    /** The running job that started first (its service started when it did: FCFS never preempts). */
    @Override
    public int oldestRunning(Predicate<Job> eligible) {
        int oldest = -1;
        for (int cpu = 0; cpu < cpus; cpu++) {
            Job job = jobs[cpu];
            if (job != null && job != OVERHEAD && eligible.test(job)
                    && (oldest < 0 || serviceTimes[2 * cpu] < serviceTimes[2 * oldest])) {
                oldest = cpu;
            }
        }
        return oldest;
    }

    @Override
    public Job runningOn(int cpu) {
        return jobs[cpu] == OVERHEAD ? null : jobs[cpu];
    }

    @Override
    public double startedAt(int cpu) {
        return serviceTimes[2 * cpu];
    }

    @Override
    public double endsAt(int cpu) {
        return serviceTimes[2 * cpu + 1];
    }

    /** Takes a waiting job out of the queue (it is usually the newest: searched from the tail). */
    @Override
    public boolean removeWaiting(Job job) {
        for (int i = queued - 1; i >= 0; i--) {
            if (waitingAt(i).equals(job)) {
                for (int j = i + 1; j < queued; j++) {
                    jobs[slot(j - 1)] = jobs[slot(j)];
                }
                jobs[slot(queued - 1)] = null;
                queued--;
                return true;
            }
        }
        return false;
    }

    @Override
    public Job pollWaiting() {
        return queued == 0 ? null : dequeue();
    }

    /** The waiting jobs, oldest first (a view). */
    @Override
    public Collection<Job> waiting() {
        if (waitingView == null) {
            waitingView = new AbstractCollection<>() {
                @Override
                public Iterator<Job> iterator() {
                    return new Iterator<>() {
                        private int next;

                        @Override
                        public boolean hasNext() {
                            return next < queued;
                        }

                        @Override
                        public Job next() {
                            if (next >= queued) {
                                throw new java.util.NoSuchElementException();
                            }
                            return waitingAt(next++);
                        }
                    };
                }

                @Override
                public int size() {
                    return queued;
                }
            };
        }
        return waitingView;
    }

    @Override
    public void addForeignRunning(List<Job> to) {
        for (int cpu = 0; cpu < cpus; cpu++) {
            Job job = jobs[cpu];
            if (job != null && job != OVERHEAD && job.home() != self) {
                to.add(job);
            }
        }
    }

    @Override
    public void addForeignWaiting(List<Job> to) {
        for (int i = 0; i < queued; i++) {
            Job job = waitingAt(i);
            if (job.home() != self) {
                to.add(job);
            }
        }
    }

    @Override
    public int load() {
        return queued + runningJobs;
    }

    @Override
    public int queued() {
        return queued;
    }

    @Override
    public int runningJobs() {
        return runningJobs;
    }

    @Override
    public int foreignRunning() {
        return foreignRunning;
    }

    @Override
    public int idleCpus() {
        return idleCpus;
    }

    @Override
    public int cpus() {
        return cpus;
    }

    private void start(int cpu, Job job, double now) {
        runningJobs++;
        if (job.home() != self) {
            foreignRunning++;
        }
        occupy(cpu, job, host.serviceTime(job.demand()), now);
        services.jobStarted(self, job, now);
    }

    private void startOverhead(int cpu, double work, double now) {
        occupy(cpu, OVERHEAD, host.serviceTime(work), now);
    }

    private void occupy(int cpu, Job job, double duration, double now) {
        jobs[cpu] = job;
        serviceTimes[2 * cpu] = now;
        serviceTimes[2 * cpu + 1] = now + duration;
        idleCpus--;
        services.startService(self, cpu, duration);
    }

    private void countOff(Job job) {
        runningJobs--;
        if (job.home() != self) {
            foreignRunning--;
        }
    }

    /** The index in {@link #jobs} of the {@code i}th waiting job (0: the oldest). */
    private int slot(int i) {
        return cpus + ((head + i) & (jobs.length - cpus - 1));
    }

    private Job waitingAt(int i) {
        return jobs[slot(i)];
    }

    private void enqueue(Job job) {
        if (queued == jobs.length - cpus) {
            Job[] grown = new Job[cpus + 2 * queued];
            System.arraycopy(jobs, 0, grown, 0, cpus);
            for (int i = 0; i < queued; i++) {
                grown[cpus + i] = waitingAt(i);
            }
            jobs = grown;
            head = 0;
        }
        jobs[slot(queued++)] = job;
    }

    private Job dequeue() {
        int at = cpus + head;
        Job job = jobs[at];
        jobs[at] = null;
        head = (head + 1) & (jobs.length - cpus - 1);
        queued--;
        return job;
    }

    private int freeCpu() {
        for (int cpu = 0; cpu < cpus; cpu++) {
            if (jobs[cpu] == null) {
                return cpu;
            }
        }
        throw new IllegalStateException("node " + self + " has no free CPU");
    }
}
