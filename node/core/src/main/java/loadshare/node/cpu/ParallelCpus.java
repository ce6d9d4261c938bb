package loadshare.node.cpu;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.ThreadSettings.Scheduling;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;

/**
 * The multiprocessor scheduler for parallel applications ({@code workload.threads} > 1): a job is its threads, each
 * a task in the run queues of {@link TimeSharedCpus} (central or per CPU, balanced, shared among user classes, in
 * slices of a quantum with context switches and affinity penalties), and the job ends when its last thread does.
 * A thread that reaches a critical section takes its job's spin lock, or spins for it on its CPU (busy, no
 * progress) until the holder releases it or its slice ends. {@code hosts.cpu-scheduling.threads} says how threads
 * are scheduled: independently, all of a job's together in the same slices (co-scheduling), independently but
 * never more than the skew threshold of CPU time ahead of the slowest sibling (relaxed co-scheduling), or never
 * preempted while holding the lock (smart). A slice is cut at each lock event: one service per run up to the next
 * acquisition, release or end, one per spin (none with run to completion: the running holder wakes it).
 *
 * <p>Relaxed co-scheduling (a job is a VM, its threads its vCPUs): a thread's progress is the CPU time it has had,
 * working or spinning (all a host sees of a vCPU); its skew is how far that is ahead of its slowest live sibling's.
 * A running thread whose skew reaches the threshold while the slowest sibling does not run is co-stopped: it
 * gives its CPU up and waits out of the run queues. It is co-started (back to the end of its queue) as soon as
 * its skew shrinks below the threshold: the slowest siblings run (all of them, if several are equally slow) or
 * finish. A running thread's service is cut where its skew would reach the threshold if its siblings made no
 * more progress than their current services give them; there the skew is looked at again.
 *
 * <p>What the node's policy sees of its parallel jobs ({@link ParallelJobs}): a job is waiting until one of its
 * threads has run; only waiting jobs can be taken away, and running parallel jobs never move (validated: no
 * migrating policies, no owners).
 */
final class ParallelCpus implements CpuScheduler {

    private enum Phase { DELAY, RUN, SPIN }

    /** Model seconds below which CPU times count as equal (skews, the room left to run). */
    private static final double EPS = 1e-9;

    private final int self;
    private final Host host;
    private final CpuServices services;
    private final ParallelJobs jobs;
    private final RunQueues queues;
    /** The thread on each CPU, or null. */
    private final ThreadState[] running;
    private final SwitchCosts switches;
    /** Model time each CPU's current service ends. */
    private final double[] ends;
    /** Whether each CPU does overhead work. */
    private final boolean[] overhead;
    /** Overhead work charged so far. */
    private double overheadWork;
    private int idleCpus;
    private double pendingOverhead;
    private final CpuPlan plan;
    private final CpuSchedulingSettings settings;
    private final Scheduling scheduling;
    private final CpuLedger ledger;
    private final Phase[] phase;
    private final int[] homeQueue;
    private final double[] sliceStart;
    private final double[] workStart;
    private final double[] sliceEnd;
    private final double[] phaseStart;
    private final boolean[] toPoint;
    private final boolean[] timed;
    private final boolean relaxed;
    private final double skewThreshold;
    /** Threads co-stopped now. */
    private int coStopped;
    /** Whether threads were co-started and may take idle CPUs. */
    private boolean kick;
    private boolean dispatching;
    /** The CPU whose completion is being handled (the core restarts it), or -1. */
    private int handling = -1;
    /** Model time idle CPUs beside waiting threads were counted up to. */
    private double counted;

    ParallelCpus(int self, Host host, CpuServices services, CpuPlan plan) {
        int cpus = host.cpus();
        this.self = self;
        this.host = host;
        this.services = services;
        this.jobs = new ParallelJobs(self);
        this.queues = new RunQueues(plan, cpus);
        this.running = new ThreadState[cpus];
        this.switches = new SwitchCosts(host, plan);
        this.ends = new double[cpus];
        this.overhead = new boolean[cpus];
        this.idleCpus = cpus;
        this.plan = plan;
        this.settings = plan.settings();
        this.scheduling = settings.threads().scheduling();
        this.ledger = plan.ledger();
        this.phase = new Phase[cpus];
        this.homeQueue = new int[cpus];
        this.sliceStart = new double[cpus];
        this.workStart = new double[cpus];
        this.sliceEnd = new double[cpus];
        this.phaseStart = new double[cpus];
        this.toPoint = new boolean[cpus];
        this.timed = new boolean[cpus];
        this.relaxed = scheduling == Scheduling.RELAXED_CO_SCHEDULING;
        this.skewThreshold = settings.threads().skewThreshold();
    }

    @Override
    public void run(Job job, double now) {
        countIdle(now);
        ParallelJob parallel = plan.parallel(job);
        jobs.add(parallel);
        for (ThreadState thread : parallel.threads()) {
            queues.arrive(thread.task(), cpu -> running[cpu] != null);
        }
        for (int cpu = 0; cpu < running.length && idleCpus > 0 && queues.waiting() > 0; cpu++) {
            startNext(cpu, now);
        }
    }

    @Override
    public double overheadWork() {
        return overheadWork;
    }

    @Override
    public void overhead(double work, double now) {
        countIdle(now);
        if (work <= 0) {
            return;
        }
        overheadWork += work;
        int cpu = freeCpu(-1);
        if (cpu >= 0) {
            startOverhead(cpu, work, now);
        } else {
            pendingOverhead += work;
        }
    }

    @Override
    public Job completed(int cpu) {
        countIdle(ends[cpu]);
        if (overheadDone(cpu)) {
            return null;
        }
        handling = cpu;
        try {
            return completedThread(cpu);
        } finally {
            handling = -1;
        }
    }

    private Job completedThread(int cpu) {
        ThreadState thread = running[cpu];
        double now = ends[cpu];
        timed[cpu] = false;
        switch (phase[cpu]) {
            case DELAY -> step(cpu, now);
            case SPIN -> {
                ledger.spin(now - phaseStart[cpu]);
                if (now < sliceEnd[cpu]) {  // relaxed only: its skew was due for a look first
                    step(cpu, now);
                } else {
                    thread.job().stopSpinning(thread);
                    offCpu(cpu, now);
                }
            }
            case RUN -> {
                boolean held = thread.holding();
                if (toPoint[cpu]) {
                    thread.reachPoint();
                } else {
                    thread.advance((now - phaseStart[cpu]) * host.speed());
                }
                if (held && !thread.holding()) {
                    wake(thread.job(), now);
                }
                if (thread.finished()) {
                    return finish(cpu, now);
                }
                step(cpu, now);
            }
        }
        return null;
    }

    @Override
    public void startNext(int cpu, double now) {
        countIdle(now);
        startOn(cpu, now);
        dispatchCoStarted(now);
    }

    private void startOn(int cpu, double now) {
        if (!free(cpu) || pendingOverhead(cpu, now)) {
            return;
        }
        if (scheduling == Scheduling.CO_SCHEDULING) {
            startGang(cpu, now);
            return;
        }
        while (free(cpu)) { // a thread relaxed co-scheduling stops at once leaves the CPU to the next
            Task task = queues.next(cpu);
            if (task == null) {
                return;
            }
            ThreadState thread = jobs.thread(task);
            begin(cpu, queues.queueOf(cpu), thread, now, delay(cpu, thread));
        }
    }

    /** Threads co-started take the idle CPUs (but the one whose completion is handled: the core restarts it). */
    private void dispatchCoStarted(double now) {
        if (!kick || dispatching) {
            return;
        }
        dispatching = true;
        while (kick) {
            kick = false;
            for (int c = 0; c < running.length && idleCpus > 0 && queues.waiting() > 0; c++) {
                if (c != handling) {
                    startOn(c, now);
                }
            }
        }
        dispatching = false;
    }

    @Override
    public double startedAt(int cpu) {
        return sliceStart[cpu];
    }

    @Override
    public double endsAt(int cpu) {
        return ends[cpu];
    }

    /** Running parallel jobs do not move (validated); never called. */
    @Override
    public double detach(int cpu, double now) {
        throw new UnsupportedOperationException("node " + self + ": a running parallel job cannot be taken off");
    }

    /** Running parallel jobs are never offered to migrate. */
    @Override
    public int oldestRunning(Predicate<Job> eligible) {
        return -1;
    }

    @Override
    public int cpuOf(Job job) {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] != null && running[cpu].job().job() == job) {
                return cpu;
            }
        }
        return -1;
    }

    @Override
    public Job runningOn(int cpu) {
        return running[cpu] == null ? null : running[cpu].job().job();
    }

    @Override
    public boolean removeWaiting(Job job) {
        return jobs.removeWaiting(job, queues);
    }

    @Override
    public Job pollWaiting() {
        return jobs.pollWaiting(queues);
    }

    @Override
    public Collection<Job> waiting() {
        return jobs.waitingView();
    }

    @Override
    public void addForeignRunning(List<Job> to) {
        jobs.addForeignStarted(to);
    }

    @Override
    public void addForeignWaiting(List<Job> to) {
        for (Job job : jobs.waiting()) {
            if (job.home() != self) {
                to.add(job);
            }
        }
    }

    /** Jobs here, waiting or started. */
    @Override
    public int load() {
        return jobs.size();
    }

    /** Jobs none of whose threads has run yet. */
    @Override
    public int queued() {
        return jobs.size() - jobs.started();
    }

    /** Jobs some of whose threads have run (on a CPU now or waiting for their next slice). */
    @Override
    public int runningJobs() {
        return jobs.started();
    }

    @Override
    public int foreignRunning() {
        return jobs.foreignStarted();
    }

    @Override
    public int idleCpus() {
        return idleCpus;
    }

    @Override
    public int cpus() {
        return running.length;
    }

    /** A co-scheduled job starts all its threads at once, each on a free CPU (its last one if free). */
    private void startGang(int cpu, double now) {
        Task head = queues.peek(cpu);
        if (head == null || jobs.thread(head).job().live() > idleCpus) {
            return;
        }
        ParallelJob parallel = jobs.thread(head).job();
        List<ThreadState> gang = new ArrayList<>();
        while (gang.size() < parallel.live()) {
            gang.add(jobs.thread(queues.next(cpu)));
        }
        int[] at = new int[gang.size()];
        boolean[] taken = new boolean[running.length];
        for (int i = 0; i < at.length; i++) {
            int last = gang.get(i).task().lastCpu();
            at[i] = -1;
            if (last >= 0 && !taken[last] && free(last)) {
                at[i] = last;
                taken[last] = true;
            }
        }
        double delay = 0;
        for (int i = 0; i < at.length; i++) {
            if (at[i] < 0) {
                at[i] = !taken[cpu] && free(cpu) ? cpu : freeCpu(0, taken);
                taken[at[i]] = true;
            }
            delay = Math.max(delay, delay(at[i], gang.get(i)));
        }
        for (int i = 0; i < at.length; i++) { // all begin work at once: the same slice, in step
            begin(at[i], 0, gang.get(i), now, delay);
        }
    }

    /** The switch and cold-cache time {@code thread} loses before it runs on {@code cpu} (counted). */
    private double delay(int cpu, ThreadState thread) {
        Task task = thread.task();
        double delay = switches.contextSwitch(cpu, task);
        if (task.started()) {
            delay += host.serviceTime(switches.resume(cpu, task));
        }
        return delay;
    }

    private void begin(int cpu, int q, ThreadState thread, double now, double delay) {
        ParallelJob parallel = thread.job();
        jobs.starting(parallel);
        if (!thread.task().started()) {
            thread.task().firstStart(now);
            services.jobStarted(self, parallel.job(), now);
        }
        parallel.onCpu(1);
        running[cpu] = thread;
        thread.cpu(cpu);
        idleCpus--;
        homeQueue[cpu] = q;
        switches.runs(cpu, parallel.job());
        sliceStart[cpu] = now;
        workStart[cpu] = now + delay;
        double quantum = queues.queue(q).slice(thread.task(), settings.quantum());
        sliceEnd[cpu] = quantum > 0 ? workStart[cpu] + quantum : Double.POSITIVE_INFINITY;
        if (delay > 0) {
            phase[cpu] = Phase.DELAY;
            serve(cpu, now + delay, now);
        } else {
            step(cpu, now);
        }
    }

    /** The thread on {@code cpu} goes on at {@code now}: takes the lock or spins for it, runs, or is preempted. */
    private void step(int cpu, double now) {
        ThreadState thread = running[cpu];
        ParallelJob parallel = thread.job();
        double room = room(thread, now);
        if (room <= EPS) {
            coStop(cpu, now);
            return;
        }
        double end = Math.min(sliceEnd[cpu], now + room);
        if (thread.wantsLock()) {
            if (parallel.holder() == null) {
                thread.acquire();
            } else if (now >= sliceEnd[cpu]) {
                parallel.stopSpinning(thread);
                offCpu(cpu, now);
                return;
            } else {
                if (!relaxed || !parallel.spinning(thread)) {
                    parallel.spin(thread);
                }
                phase[cpu] = Phase.SPIN;
                phaseStart[cpu] = now;
                if (end < Double.POSITIVE_INFINITY) {
                    serve(cpu, end, now);
                }
                coStartSiblings(parallel, now);
                return;
            }
        }
        boolean keep = scheduling == Scheduling.SMART && thread.holding();
        if (!keep && now >= sliceEnd[cpu]) {
            offCpu(cpu, now);
            return;
        }
        double reach = now + host.serviceTime(thread.nextPoint() - thread.progress());
        phase[cpu] = Phase.RUN;
        phaseStart[cpu] = now;
        toPoint[cpu] = keep || reach <= end;
        serve(cpu, toPoint[cpu] ? reach : end, now);
        coStartSiblings(parallel, now);
    }

    /**
     * Relaxed co-scheduling: the CPU time {@code thread} may still have at {@code now} before its skew reaches the
     * threshold, if its siblings get no more than their current services give them (the slowest rise only while
     * all of the slowest work, and no further than the next sibling that does not); infinite under the other
     * thread schedulers or without a live sibling. At most {@link #EPS}: it must be co-stopped (or stay so).
     */
    private double room(ThreadState thread, double now) {
        if (!relaxed) {
            return Double.POSITIVE_INFINITY;
        }
        double slowest = Double.POSITIVE_INFINITY;
        for (ThreadState s : thread.job().threads()) {
            if (s != thread && !s.finished()) {
                slowest = Math.min(slowest, cpuTime(s, now));
            }
        }
        if (slowest == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double rise = Double.POSITIVE_INFINITY;
        for (ThreadState s : thread.job().threads()) {
            if (s == thread || s.finished()) {
                continue;
            }
            double p = cpuTime(s, now);
            boolean working = working(s, now);
            if (p <= slowest + EPS && !working) {
                rise = 0;
                break;
            }
            if (p <= slowest + EPS) {
                rise = Math.min(rise, ends[s.cpu()] - now);
            } else if (!working) {
                rise = Math.min(rise, p - slowest);
            }
        }
        return rise + skewThreshold - (cpuTime(thread, now) - slowest);
    }

    /** The CPU time {@code thread} has had up to {@code now}, its current slice's included. */
    private double cpuTime(ThreadState thread, double now) {
        int cpu = thread.cpu();
        return thread.cpuTime() + (cpu >= 0 ? Math.max(0, now - workStart[cpu]) : 0);
    }

    /** Whether {@code thread} works or spins on a CPU at {@code now} and goes on doing so past it. */
    private boolean working(ThreadState thread, double now) {
        int cpu = thread.cpu();
        return cpu >= 0 && phase[cpu] != Phase.DELAY && timed[cpu] && ends[cpu] > now + EPS;
    }

    /** Relaxed co-scheduling stops the thread on {@code cpu} at {@code now}: off its CPU, out of the queues. */
    private void coStop(int cpu, double now) {
        ThreadState thread = running[cpu];
        int queue = homeQueue[cpu];
        thread.job().stopSpinning(thread);
        release(cpu, now);
        if (thread.holding()) {
            ledger.holderPreempted();
        }
        thread.task().lastCpu(cpu);
        thread.coStop(now, queue);
        coStopped++;
        ledger.coStop();
    }

    /** Co-starts the co-stopped threads of {@code parallel} whose skew shrinks at {@code now}: back to their queue. */
    private void coStartSiblings(ParallelJob parallel, double now) {
        if (!relaxed || coStopped == 0) {
            return;
        }
        for (ThreadState s : parallel.threads()) {
            if (s.coStopped() && room(s, now) > EPS) {
                ledger.coStarted(now - s.coStoppedAt());
                s.coStart();
                coStopped--;
                queues.requeue(s.coStopQueue(), s.task());
                kick = true;
            }
        }
    }

    /** Counts the CPU time idle CPUs stood beside threads waiting in a queue or co-stopped, up to {@code now}. */
    private void countIdle(double now) {
        if (now > counted) {
            int held = queues.waiting() + coStopped;
            if (held > 0 && idleCpus > 0) {
                ledger.idleWhileWaiting((now - counted) * Math.min(held, idleCpus));
            }
            counted = now;
        }
    }

    /** The lock of {@code parallel} was released at {@code now}: the thread that spun longest takes it. */
    private void wake(ParallelJob parallel, double now) {
        ThreadState next = parallel.nextSpinner();
        if (next == null) {
            return;
        }
        int cpu = indexOf(next);
        if (timed[cpu]) {
            services.cancelService(self, cpu);
            timed[cpu] = false;
        }
        ledger.spin(now - phaseStart[cpu]);
        next.acquire();
        step(cpu, now);
        startOn(cpu, now);
    }

    /** The thread on {@code cpu} leaves it at {@code now} with work left: back to its queue (with its gang). */
    private void offCpu(int cpu, double now) {
        ThreadState thread = release(cpu, now);
        if (thread.holding()) {
            ledger.holderPreempted();
        }
        thread.task().lastCpu(cpu);
        if (scheduling != Scheduling.CO_SCHEDULING) {
            queues.requeue(homeQueue[cpu], thread.task());
        } else if (thread.job().onCpu() == 0) {
            requeueGang(thread.job());
        }
    }

    /** The thread on {@code cpu} finished at {@code now}; returns its job if it was the last. */
    private Job finish(int cpu, double now) {
        ThreadState thread = release(cpu, now);
        queues.queue(homeQueue[cpu]).leave(thread.task());
        ParallelJob parallel = thread.job();
        Job done = jobs.finished(thread);
        if (done != null) {
            ledger.finished(thread.task().userClass(), now - done.arrivalTime());
            return done;
        }
        if (scheduling == Scheduling.CO_SCHEDULING && parallel.onCpu() == 0) {
            requeueGang(parallel);
        }
        coStartSiblings(parallel, now);
        return null;
    }

    /** Frees {@code cpu} and charges its thread's slice. */
    private ThreadState release(int cpu, double now) {
        ThreadState thread = running[cpu];
        running[cpu] = null;
        thread.cpu(-1);
        idleCpus++;
        thread.job().onCpu(-1);
        double used = Math.max(0, now - workStart[cpu]);
        thread.charge(used);
        ShareQueue queue = queues.queue(homeQueue[cpu]);
        queue.charge(thread.task(), used);
        ledger.ran(thread.task().userClass(), used, now, queue.contended());
        ledger.lags(queue, now);
        return thread;
    }

    private void requeueGang(ParallelJob parallel) {
        for (ThreadState thread : parallel.threads()) {
            if (!thread.finished()) {
                queues.requeue(0, thread.task());
            }
        }
    }

    private void serve(int cpu, double end, double now) {
        ends[cpu] = end;
        timed[cpu] = true;
        services.startService(self, cpu, end - now);
    }

    /** Whether {@code cpu} finished overhead work (it is free again). */
    private boolean overheadDone(int cpu) {
        if (!overhead[cpu]) {
            return false;
        }
        overhead[cpu] = false;
        idleCpus++;
        return true;
    }

    /** Runs the overhead work waiting, if any, on free {@code cpu}; returns whether it did. */
    private boolean pendingOverhead(int cpu, double now) {
        if (pendingOverhead <= 0) {
            return false;
        }
        double work = pendingOverhead;
        pendingOverhead = 0;
        startOverhead(cpu, work, now);
        return true;
    }

    private void startOverhead(int cpu, double work, double now) {
        overhead[cpu] = true;
        idleCpus--;
        switches.runs(cpu, null);
        ends[cpu] = now + host.serviceTime(work);
        services.startService(self, cpu, ends[cpu] - now);
    }

    private boolean free(int cpu) {
        return running[cpu] == null && !overhead[cpu];
    }

    private int freeCpu(int from, boolean... taken) {
        for (int cpu = Math.max(0, from); cpu < running.length; cpu++) {
            if (free(cpu) && (taken.length == 0 || !taken[cpu])) {
                return cpu;
            }
        }
        return -1;
    }

    private int indexOf(ThreadState thread) {
        for (int cpu = 0; cpu < running.length; cpu++) {
            if (running[cpu] == thread) {
                return cpu;
            }
        }
        throw new IllegalStateException("node " + self + ": a spinning thread is on no CPU");
    }
}
