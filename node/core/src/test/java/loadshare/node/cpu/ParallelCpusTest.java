package loadshare.node.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.ThreadSettings.Scheduling;
import loadshare.config.ThreadSettings;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/**
 * The spin-lock model of parallel jobs on small cases worked out by hand (docs/multiprocessor.md), and the
 * promises of the thread schedulers on a longer run: smart never preempts a lock holder, co-scheduling never spins,
 * relaxed co-scheduling spins less than independent threads and leaves fewer CPUs idle than co-scheduling.
 */
class ParallelCpusTest {

    private static final double EPS = 1e-12;

    /**
     * One job of 2 threads (work 1 each), 1 CPU, quantum 0.6, 2 critical sections per thread of share 0.4: thread 0
     * holds the lock over progress [0, 0.2) and [0.5, 0.7), thread 1 over [0.25, 0.45) and [0.75, 0.95).
     * Independent: thread 0 runs 0-0.6 and is preempted holding its second section; thread 1 runs 0.6-1.2, reaches
     * its first section at 0.85 and spins to 1.2 (0.35); thread 0 runs 1.2-1.6 and ends; thread 1 runs 1.6-2.2 and is
     * preempted holding, then runs alone to 2.35. Spin 0.35, two holders preempted, response 2.35.
     */
    @Test
    void independent_aThreadPreemptedInItsCriticalSection_makesItsSiblingSpin() {
        Run run = new Run(1, settings(0.6, 2, 0.4, 2, Scheduling.INDEPENDENT));
        run.arrive(0, 2.0);
        run.drain();
        CpuFigures f = run.figures();
        assertEquals(0.35, f.spinTime(), EPS);
        assertEquals(2, f.holdersPreempted());
        assertEquals(2.35, run.finishedAt.get(0), EPS);
        assertEquals(2.35, f.cpuTime()[0], EPS); // the CPU never idles: work 2 plus the spin
    }

    /**
     * The same, smart: thread 0 keeps its CPU past the quantum until it releases the lock at 0.7; thread 1 runs
     * 0.7-1.3 and takes the free lock at 0.95; thread 0 ends at 1.6, thread 1 at 2.0. No spin, no holder preempted.
     */
    @Test
    void smart_letsTheHolderFinishItsCriticalSection_andNobodySpins() {
        Run run = new Run(1, settings(0.6, 2, 0.4, 2, Scheduling.SMART));
        run.arrive(0, 2.0);
        run.drain();
        assertEquals(0, run.figures().spinTime(), EPS);
        assertEquals(0, run.figures().holdersPreempted());
        assertEquals(2.0, run.finishedAt.get(0), EPS);
    }

    /** Two CPUs, co-scheduled: both threads run in step, the lock passes from one to the other, done at 1.0. */
    @Test
    void coScheduling_runsTheThreadsInStep() {
        Run run = new Run(2, settings(0.6, 2, 0.4, 2, Scheduling.CO_SCHEDULING));
        run.arrive(0, 2.0);
        run.drain();
        assertEquals(0, run.figures().spinTime(), EPS);
        assertEquals(1.0, run.finishedAt.get(0), EPS);
    }

    /** With run to completion the holder always runs: a spinner waits exactly until it releases the lock. */
    @Test
    void runToCompletion_aSpinnerWaitsForTheRunningHolder() {
        // 1 CPU: thread 0 runs to its end (1.0) without a rival; thread 1 then runs alone: no spin
        Run one = new Run(1, settings(0, 2, 0.4, 2, Scheduling.INDEPENDENT));
        one.arrive(0, 2.0);
        one.drain();
        assertEquals(0, one.figures().spinTime(), EPS);
        assertEquals(2.0, one.finishedAt.get(0), EPS);
        // 2 CPUs: the first job's threads run side by side in step (0 to 1.0); the second job, come at 0.5, waits
        // for both CPUs and runs 1.0 to 2.0: no spin either
        Run two = new Run(2, settings(0, 2, 0.4, 2, Scheduling.INDEPENDENT));
        two.arrive(0, 2.0);
        two.arrive(0.5, 2.0);
        two.drain();
        assertEquals(0, two.figures().spinTime(), EPS);
        assertEquals(List.of(1.0, 2.0), two.finishedAt);
    }

    /**
     * Relaxed co-scheduling, 2 vCPUs on 1 CPU, no lock, run to completion, skew threshold 0.2 (skew: CPU time ahead
     * of the slowest sibling). Thread 0 runs 0-0.2 and is co-stopped 0.2 ahead; the laggard, thread 1, takes the
     * CPU at once (so thread 0 is co-started at once: its skew shrinks) and runs until it is 0.2 ahead: 0.4 of CPU,
     * 0.2-0.6. Then thread 0 0.6-1.0, thread 1 1.0-1.4 (co-stops at 0.2, 0.6, 1.0, 1.4), thread 0 1.4-1.8 ends (its
     * work), thread 1 runs alone 1.8-2.0. Never more than 0.2 apart, where independent threads are 1.0 apart.
     */
    @Test
    void relaxed_aLeaderIsCoStoppedAndTheLaggardRuns_turnsOfTwiceTheThreshold() {
        Run run = new Run(1, settings(0, 2, 0, 2, Scheduling.RELAXED_CO_SCHEDULING, 0.2));
        run.arrive(0, 2.0);
        run.drain();
        CpuFigures f = run.figures();
        assertEquals(4, f.coStops());
        assertEquals(0, f.coStopTime(), EPS); // each co-started as its laggard took the CPU
        assertEquals(0, f.idleWhileWaiting(), EPS);
        assertEquals(2.0, run.finishedAt.get(0), EPS);
    }

    /**
     * The same 2 vCPUs on 1 CPU with the lock of the first test (c = 0.4 in 2 sections; thread 0 holds it over
     * progress [0, 0.2) and [0.5, 0.7), thread 1 over [0.25, 0.45) and [0.75, 0.95)), run to completion, threshold
     * 0.2. CPU time counts spinning (the host cannot tell it from work):
     * 0-0.2 t0 holds and releases, co-stopped (cpu 0.2 / 0); 0.2-0.6 t1 takes the lock at 0.45 and is co-stopped
     * holding it at progress 0.4 (0.2 / 0.4, holder preempted); 0.6-1.0 t0 works to 0.5 (0.9), then spins 0.1 and is
     * co-stopped (0.6 / 0.4); 1.0-1.4 t1 releases at 1.05, takes the lock again at 1.35 (progress 0.75) and is
     * co-stopped holding it (0.6 / 0.8, holder preempted); 1.4-1.8 t0 spins 0.4 and is co-stopped (1.0 / 0.8);
     * 1.8-2.0 t1 releases at 1.95 and ends; 2.0-2.5 t0 alone. Spin 0.5, response 2.5: on an overcommitted CPU
     * keeping vCPUs in step interleaves them into each other's critical sections (run to completion: 2.0, no spin).
     */
    @Test
    void relaxed_vcpusOnOneCpu_areCoStoppedHoldingTheLock_andTheirSiblingSpins() {
        Run run = new Run(1, settings(0, 2, 0.4, 2, Scheduling.RELAXED_CO_SCHEDULING, 0.2));
        run.arrive(0, 2.0);
        run.drain();
        CpuFigures f = run.figures();
        assertEquals(5, f.coStops());
        assertEquals(2, f.holdersPreempted());
        assertEquals(0.5, f.spinTime(), EPS);
        assertEquals(2.5, run.finishedAt.get(0), EPS);
    }

    /**
     * 3 CPUs, run to completion, no lock: job A (2 vCPUs, work 1 each) at 0 takes CPUs 0 and 1 until 1.0; job B
     * (the same) comes at 0.5 to one free CPU. Independent: B's thread 0 runs 0.5-1.5 on CPU 2, thread 1 waits for
     * A to end and runs 1.0-2.0: response 1.5. Co-scheduling: B waits for two free CPUs while CPU 2 idles, 0.5-1.0
     * (0.5 of CPU time idle while work waited), then runs 1.0-2.0: response 1.5. Relaxed, threshold 0.2: B's thread
     * 0 runs 0.5-0.7 and is co-stopped, thread 1 runs 0.7-1.1 on the same CPU; from 1.0 thread 0 (0.2 done) runs on
     * CPU 0 beside thread 1 (0.3 done), 0.8 left and 0.7 left: B ends at 1.8, response 1.3, nothing idle.
     */
    @Test
    void vmsOfTwoVcpus_onThreeCpus_relaxedFinishesFirst_strictLeavesACpuIdle() {
        double[] responses = new double[3];
        Scheduling[] kinds = {Scheduling.INDEPENDENT, Scheduling.CO_SCHEDULING, Scheduling.RELAXED_CO_SCHEDULING};
        CpuFigures[] figures = new CpuFigures[3];
        for (int k = 0; k < 3; k++) {
            Run run = new Run(3, settings(0, 2, 0, 2, kinds[k], 0.2));
            run.arrive(0, 2.0);
            run.arrive(0.5, 2.0);
            run.drain();
            assertEquals(1.0, run.finishedAt.get(0), EPS);
            responses[k] = run.finishedAt.get(1) - 0.5;
            figures[k] = run.figures();
        }
        assertEquals(1.5, responses[0], EPS);
        assertEquals(1.5, responses[1], EPS);
        assertEquals(1.3, responses[2], EPS);
        assertEquals(0, figures[0].idleWhileWaiting(), EPS);
        assertEquals(0.5, figures[1].idleWhileWaiting(), EPS);
        assertEquals(0, figures[2].idleWhileWaiting(), EPS);
        assertEquals(1, figures[2].coStops());
        assertEquals(0, figures[0].coStops() + figures[1].coStops());
    }

    @Test
    void overALongRun_relaxedSpinsLessThanIndependent_andIdlesLessThanCoScheduling() {
        CpuFigures independent = busy(Scheduling.INDEPENDENT);
        CpuFigures gang = busy(Scheduling.CO_SCHEDULING);
        CpuFigures relaxed = busy(Scheduling.RELAXED_CO_SCHEDULING);
        assertTrue(relaxed.coStops() > 0 && relaxed.coStopTime() > 0, relaxed.toString());
        assertTrue(relaxed.spinTime() < independent.spinTime(), relaxed.spinTime() + " vs " + independent.spinTime());
        assertTrue(relaxed.idleWhileWaiting() < gang.idleWhileWaiting(),
                relaxed.idleWhileWaiting() + " vs " + gang.idleWhileWaiting());
        assertEquals(0, independent.idleWhileWaiting(), 1e-9); // a central queue never leaves a CPU idle beside work
    }

    @Test
    void overALongRun_smartNeverPreemptsAHolder_coSchedulingNeverSpins_independentDoesBoth() {
        CpuFigures independent = busy(Scheduling.INDEPENDENT);
        CpuFigures smart = busy(Scheduling.SMART);
        CpuFigures gang = busy(Scheduling.CO_SCHEDULING);
        assertTrue(independent.spinTime() > 0 && independent.holdersPreempted() > 0, independent.toString());
        assertEquals(0, smart.holdersPreempted());
        assertTrue(smart.spinTime() < independent.spinTime(), smart.spinTime() + " vs " + independent.spinTime());
        assertEquals(0, gang.spinTime(), 1e-9);
        assertTrue(gang.holdersPreempted() > 0); // preempted with all its siblings: nobody spins for it
    }

    /**
     * 500 jobs of 3 threads on 4 CPUs, random arrivals and demands (fixed seed), quantum 0.1. Relaxed co-scheduling
     * at the default skew threshold, 0.01, a tenth of the quantum: a thread that spins for a holder off its CPU is
     * co-stopped once it has had 0.01 more CPU time than the holder, instead of spinning to the end of its slice
     * (at 0.05 it spins more than independent threads here: its co-stops preempt holders).
     */
    private static CpuFigures busy(Scheduling scheduling) {
        Run run = new Run(4, settings(0.1, 3, 0.3, 10, scheduling));
        SplittableRandom random = new SplittableRandom(7);
        double t = 0;
        for (int i = 0; i < 500; i++) {
            t += -Math.log(1 - random.nextDouble()) * 0.4;
            run.arrive(t, -Math.log(1 - random.nextDouble()) * 1.0);
        }
        run.drain();
        assertEquals(500, run.finishedAt.size());
        return run.figures();
    }

    private static CpuSchedulingSettings settings(double quantum, int threads, double critical, int sections,
                                                  Scheduling scheduling) {
        return settings(quantum, threads, critical, sections, scheduling, ThreadSettings.DEFAULT_SKEW_THRESHOLD);
    }

    private static CpuSchedulingSettings settings(double quantum, int threads, double critical, int sections,
                                                  Scheduling scheduling, double skew) {
        return new CpuSchedulingSettings(Queues.CENTRAL, Balance.NONE, quantum, 0, 0, Share.FCFS, 10, List.of(),
                new ThreadSettings(threads, critical, sections, scheduling, skew));
    }

    /**
     * One node's scheduler and a tiny event loop: services end in time order (ties: the lowest CPU), arrivals first;
     * a completion is handled as the node's core does (the job that finished, then the CPU takes the next).
     */
    private static final class Run implements CpuServices {

        private final CpuScheduler cpus;
        private final CpuPlan plan;
        private final double[] ends;
        private final List<double[]> arrivals = new ArrayList<>();
        final List<Double> finishedAt = new ArrayList<>();
        private double now;

        Run(int cpus, CpuSchedulingSettings settings) {
            this.plan = CpuPlan.of(settings, 1, 0);
            this.ends = new double[cpus];
            Arrays.fill(ends, Double.NaN);
            this.cpus = CpuScheduler.of(0, new Host(cpus, 1.0), this, plan);
        }

        void arrive(double at, double demand) {
            arrivals.add(new double[] {at, demand});
        }

        void drain() {
            int next = 0;
            while (true) {
                int cpu = -1;
                for (int c = 0; c < ends.length; c++) {
                    if (!Double.isNaN(ends[c]) && (cpu < 0 || ends[c] < ends[cpu])) {
                        cpu = c;
                    }
                }
                if (next < arrivals.size() && (cpu < 0 || arrivals.get(next)[0] <= ends[cpu])) {
                    double[] a = arrivals.get(next);
                    now = a[0];
                    cpus.run(new Job(next++, 0, a[0], a[1], 0), now);
                } else if (cpu >= 0) {
                    double at = ends[cpu];
                    ends[cpu] = Double.NaN;
                    now = at;
                    if (cpus.completed(cpu) != null) {
                        finishedAt.add(now);
                    }
                    cpus.startNext(cpu, now);
                } else {
                    return;
                }
            }
        }

        CpuFigures figures() {
            return plan.ledger().figures();
        }

        @Override
        public void startService(int node, int cpu, double duration) {
            assertTrue(Double.isNaN(ends[cpu]), "CPU " + cpu + " already serves");
            ends[cpu] = now + duration;
        }

        @Override
        public void cancelService(int node, int cpu) {
            ends[cpu] = Double.NaN;
        }
    }
}
