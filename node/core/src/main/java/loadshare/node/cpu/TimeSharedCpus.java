package loadshare.node.cpu;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import loadshare.config.CpuSchedulingSettings;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;

/**
 * The multiprocessor scheduler of {@code hosts.cpu-scheduling}: one central run queue or one per CPU (with no
 * balancing, pushing arrivals to the shortest, or idle CPUs stealing), each sharing its CPU time among user
 * classes ({@link ShareQueue}); jobs run in slices of a quantum (or to completion), a CPU that switches to another
 * job spends the context switch, and a job that resumes on another CPU pays the affinity penalty as extra work
 * ({@link SwitchCosts}). Overhead work runs before the next slice, as in {@link FcfsCpus}.
 *
 * <p>Jobs that have run and wait for their next slice are queued like the others: a policy that takes a waiting
 * job away takes it with its whole demand (see docs/multiprocessor.md).
 */
final class TimeSharedCpus implements CpuScheduler {

    private static final Task OVERHEAD = new Task(new Job(-1, -1, 0, 0, 0), 0);
    /** Overhead work charged so far. */
    private double overheadWork;

    private final int self;
    private final Host host;
    private final CpuServices services;
    private final CpuPlan plan;
    private final CpuSchedulingSettings settings;
    private final RunQueues queues;
    private final Task[] running;
    /** The queue each running task came from (it goes back there). */
    private final int[] homeQueue;
    private final SwitchCosts switches;
    private final double[] sliceStarts;
    private final double[] workStarts;
    private final double[] sliceWork;
    private final CpuLedger ledger;
    private int idleCpus;
    private int runningJobs;
    private int foreignRunning;
    private double pendingOverhead;

    TimeSharedCpus(int self, Host host, CpuServices services, CpuPlan plan) {
        this.self = self;
        this.host = host;
        this.services = services;
        this.plan = plan;
        this.settings = plan.settings();
        int cpus = host.cpus();
        this.queues = new RunQueues(plan, cpus);
        this.running = new Task[cpus];
        this.homeQueue = new int[cpus];
        this.switches = new SwitchCosts(host, plan);
        this.sliceStarts = new double[cpus];
        this.workStarts = new double[cpus];
        this.sliceWork = new double[cpus];
        this.ledger = plan.ledger();
        this.idleCpus = cpus;
    }

    @Override
    public void run(Job job, double now) {
        queues.arrive(new Task(job, plan.classOf(job)), cpu -> running[cpu] != null && running[cpu] != OVERHEAD);
        fillIdle(now);
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
        int cpu = freeCpu();
        if (cpu >= 0) {
            occupyOverhead(cpu, work, now);
        } else {
            pendingOverhead += work;
        }
    }

    /** A job is done when its last slice ends; a slice that leaves work puts it back in its queue. */
    @Override
    public Job completed(int cpu) {
        Task task = running[cpu];
        running[cpu] = null;
        idleCpus++;
        if (task == OVERHEAD) {
            return null;
        }
        countOff(task.job());
        double cpuTime = host.serviceTime(sliceWork[cpu]);
        double now = workStarts[cpu] + cpuTime;
        ShareQueue queue = queues.queue(homeQueue[cpu]);
        queue.charge(task, cpuTime);
        ledger.ran(task.userClass(), cpuTime, now, queue.contended());
        ledger.lags(queue, now);
        double left = task.remaining() - sliceWork[cpu];
        if (left <= 1e-9 * Math.max(1, task.job().demand())) {
            queue.leave(task);
            ledger.finished(task.userClass(), now - task.job().arrivalTime());
            return task.job();
        }
        task.remaining(left);
        task.lastCpu(cpu);
        queues.requeue(homeQueue[cpu], task);
        return null;
    }

    @Override
    public void startNext(int cpu, double now) {
        if (running[cpu] != null) {
            return;
        }
        if (pendingOverhead > 0) {
            double work = pendingOverhead;
            pendingOverhead = 0;
            occupyOverhead(cpu, work, now);
            return;
        }
        Task task = queues.next(cpu);
        if (task != null) {
            slice(cpu, queues.queueOf(cpu), task, now);
        }
    }

    @Override
    public double detach(int cpu, double now) {
        Task task = running[cpu];
        running[cpu] = null;
        idleCpus++;
        countOff(task.job());
        services.cancelService(self, cpu);
        double done = Math.max(0, now - workStarts[cpu]) * host.speed();
        ShareQueue queue = queues.queue(homeQueue[cpu]);
        queue.charge(task, done / host.speed());
        ledger.ran(task.userClass(), done / host.speed(), now, queue.contended());
        ledger.lags(queue, now);
        queue.leave(task);
        return Math.max(0, task.remaining() - done);
    }

    @Override
    public int cpuOf(Job job) {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] != null && running[cpu].job() == job) {
                return cpu;
            }
        }
        return -1;
    }

    /** The running job that first ran earliest. */
    @Override
    public int oldestRunning(Predicate<Job> eligible) {
        int oldest = -1;
        for (int cpu = 0; cpu < running.length; cpu++) {
            Task task = running[cpu];
            if (task != null && task != OVERHEAD && eligible.test(task.job())
                    && (oldest < 0 || task.firstStart() < running[oldest].firstStart())) {
                oldest = cpu;
            }
        }
        return oldest;
    }

    @Override
    public Job runningOn(int cpu) {
        return running[cpu] == null ? null : running[cpu].job();
    }

    /** When the job on {@code cpu} first ran: its age is the estimate of its remaining work. */
    @Override
    public double startedAt(int cpu) {
        return running[cpu] == OVERHEAD ? sliceStarts[cpu] : running[cpu].firstStart();
    }

    /** When the job on {@code cpu} would end if it ran on alone. */
    @Override
    public double endsAt(int cpu) {
        return workStarts[cpu] + host.serviceTime(running[cpu].remaining());
    }

    @Override
    public boolean removeWaiting(Job job) {
        return queues.remove(job) != null;
    }

    @Override
    public Job pollWaiting() {
        Task task = queues.pollOldest();
        return task == null ? null : task.job();
    }

    /** A copy. */
    @Override
    public Collection<Job> waiting() {
        List<Job> jobs = new ArrayList<>(queues.waiting());
        for (Task task : queues.waitingTasks()) {
            jobs.add(task.job());
        }
        return jobs;
    }

    @Override
    public void addForeignRunning(List<Job> to) {
        for (Task task : running) {
            if (task != null && task != OVERHEAD && task.job().home() != self) {
                to.add(task.job());
            }
        }
    }

    @Override
    public void addForeignWaiting(List<Job> to) {
        for (Task task : queues.waitingTasks()) {
            if (task.job().home() != self) {
                to.add(task.job());
            }
        }
    }

    @Override
    public int load() {
        return queues.waiting() + runningJobs;
    }

    @Override
    public int queued() {
        return queues.waiting();
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
        return running.length;
    }

    /** Runs a slice of {@code task} (taken from queue {@code q}) on {@code cpu}. */
    private void slice(int cpu, int q, Task task, double now) {
        double switchTime = switches.contextSwitch(cpu, task);
        if (task.started()) {
            task.remaining(task.remaining() + switches.resume(cpu, task));
        } else {
            task.firstStart(now);
            services.jobStarted(self, task.job(), now);
        }
        double quantum = queues.queue(q).slice(task, settings.quantum());
        double quantumWork = quantum * host.speed();
        double work = quantum > 0 ? Math.min(quantumWork, task.remaining()) : task.remaining();
        homeQueue[cpu] = q;
        switches.runs(cpu, task.job());
        sliceWork[cpu] = work;
        workStarts[cpu] = now + switchTime;
        runningJobs++;
        if (task.job().home() != self) {
            foreignRunning++;
        }
        occupy(cpu, task, switchTime + host.serviceTime(work), now);
    }

    private void occupyOverhead(int cpu, double work, double now) {
        occupy(cpu, OVERHEAD, host.serviceTime(work), now);
        switches.runs(cpu, null);
    }

    private void occupy(int cpu, Task task, double duration, double now) {
        running[cpu] = task;
        sliceStarts[cpu] = now;
        idleCpus--;
        services.startService(self, cpu, duration);
    }

    private void fillIdle(double now) {
        for (int cpu = 0; cpu < running.length && idleCpus > 0 && queues.waiting() > 0; cpu++) {
            startNext(cpu, now);
        }
    }

    private int freeCpu() {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] == null) {
                return cpu;
            }
        }
        return -1;
    }

    private void countOff(Job job) {
        runningJobs--;
        if (job.home() != self) {
            foreignRunning--;
        }
    }
}
