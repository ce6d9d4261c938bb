package loadshare.node.core;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.ThreadSettings.Scheduling;
import loadshare.hardware.host.Host;
import loadshare.node.cpu.CpuLedger;
import loadshare.node.cpu.CpuPlan;
import loadshare.node.cpu.ParallelJob;
import loadshare.node.cpu.RunQueues;
import loadshare.node.cpu.ShareQueue;
import loadshare.node.cpu.Task;
import loadshare.node.cpu.ThreadState;
import loadshare.protocol.Job;

/**
 * The multiprocessor scheduler for parallel applications ({@code workload.threads} > 1): a job is its threads, each
 * a task in the run queues of {@link TimeSharedCpus} (central or per CPU, balanced, shared among user classes, in
 * slices of a quantum with context switches and affinity penalties), and the job ends when its last thread does.
 * A thread that reaches a critical section takes its job's spin lock, or spins for it on its CPU (busy, no
 * progress) until the holder releases it or its slice ends. {@code hosts.cpu-scheduling.threads} says how threads
 * are scheduled: independently, all of a job's together in the same slices (co-scheduling), or never preempted
 * while holding the lock (smart). A slice is cut at each lock event: one service per run up to the next
 * acquisition, release or end, one per spin (none with run to completion: the running holder wakes it).
 *
 * <p>A job is waiting until one of its threads has run; only waiting jobs can be taken away, and running parallel
 * jobs never move (validated: no migrating policies, no owners).
 */
final class ParallelCpus extends ParallelView {

    private enum Phase { DELAY, RUN, SPIN }

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

    ParallelCpus(int self, Host host, Effects effects, CpuPlan plan) {
        super(self, host, effects, new RunQueues(plan, host.cpus()));
        this.plan = plan;
        this.settings = plan.settings();
        this.scheduling = settings.threads().scheduling();
        int cpus = host.cpus();
        this.ledger = plan.ledger();
        this.phase = new Phase[cpus];
        this.homeQueue = new int[cpus];
        this.sliceStart = new double[cpus];
        this.workStart = new double[cpus];
        this.sliceEnd = new double[cpus];
        this.phaseStart = new double[cpus];
        this.toPoint = new boolean[cpus];
        this.timed = new boolean[cpus];
    }

    @Override
    void run(Job job, double now) {
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
    Job completed(int cpu) {
        if (overheadDone(cpu)) {
            return null;
        }
        ThreadState thread = running[cpu];
        double now = ends[cpu];
        timed[cpu] = false;
        switch (phase[cpu]) {
            case DELAY -> step(cpu, now);
            case SPIN -> {
                ledger.spin(now - phaseStart[cpu]);
                thread.job().stopSpinning(thread);
                offCpu(cpu, now);
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
    void startNext(int cpu, double now) {
        if (!free(cpu) || pendingOverhead(cpu, now)) {
            return;
        }
        if (scheduling == Scheduling.CO_SCHEDULING) {
            startGang(cpu, now);
        } else {
            Task task = queues.next(cpu);
            if (task != null) {
                ThreadState thread = jobs.thread(task);
                begin(cpu, queues.queueOf(cpu), thread, now, delay(cpu, thread));
            }
        }
    }

    @Override
    double startedAt(int cpu) {
        return sliceStart[cpu];
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
        double delay = 0;
        if (lastRan[cpu] != task.job()) {
            delay = host.serviceTime(settings.contextSwitch());
            ledger.contextSwitch(delay);
        }
        if (task.started()) {
            if (task.lastCpu() != cpu) {
                double penalty = host.serviceTime(settings.affinityPenalty());
                ledger.cpuChange(penalty);
                delay += penalty;
            }
            if (task.lastCpu() != cpu || lastRan[cpu] != task.job()) {
                ledger.coldResume();
            }
        }
        return delay;
    }

    private void begin(int cpu, int q, ThreadState thread, double now, double delay) {
        ParallelJob parallel = thread.job();
        jobs.starting(parallel);
        if (!thread.task().started()) {
            thread.task().firstStart(now);
        }
        parallel.onCpu(1);
        running[cpu] = thread;
        idleCpus--;
        homeQueue[cpu] = q;
        lastRan[cpu] = parallel.job();
        sliceStart[cpu] = now;
        workStart[cpu] = now + delay;
        sliceEnd[cpu] = settings.quantum() > 0 ? workStart[cpu] + settings.quantum() : Double.POSITIVE_INFINITY;
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
        if (thread.wantsLock()) {
            if (parallel.holder() == null) {
                thread.acquire();
            } else if (now >= sliceEnd[cpu]) {
                offCpu(cpu, now);
                return;
            } else {
                parallel.spin(thread);
                phase[cpu] = Phase.SPIN;
                phaseStart[cpu] = now;
                if (sliceEnd[cpu] < Double.POSITIVE_INFINITY) {
                    serve(cpu, sliceEnd[cpu], now);
                }
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
        toPoint[cpu] = keep || reach <= sliceEnd[cpu];
        serve(cpu, toPoint[cpu] ? reach : sliceEnd[cpu], now);
    }

    /** The lock of {@code parallel} was released at {@code now}: the thread that spun longest takes it. */
    private void wake(ParallelJob parallel, double now) {
        ThreadState next = parallel.nextSpinner();
        if (next == null) {
            return;
        }
        int cpu = indexOf(next);
        if (timed[cpu]) {
            effects.cancelService(self, cpu);
            timed[cpu] = false;
        }
        ledger.spin(now - phaseStart[cpu]);
        next.acquire();
        step(cpu, now);
        startNext(cpu, now);
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
        return null;
    }

    /** Frees {@code cpu} and charges its thread's slice. */
    private ThreadState release(int cpu, double now) {
        ThreadState thread = running[cpu];
        running[cpu] = null;
        idleCpus++;
        thread.job().onCpu(-1);
        double used = Math.max(0, now - workStart[cpu]);
        ShareQueue queue = queues.queue(homeQueue[cpu]);
        queue.charge(thread.task(), used);
        ledger.ran(thread.task().userClass(), used, now, queue.contended());
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
        effects.startService(self, cpu, end - now);
    }

}
