package loadshare.node.sim;

import java.util.function.DoubleSupplier;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import loadshare.node.migration.MigrationTally;
import loadshare.node.migration.Migrator;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseTimes;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.node.run.SharingFigures;
import loadshare.node.steady.EffectiveLoad;
import loadshare.node.steady.Mser;
import loadshare.node.steady.Stability;
import loadshare.protocol.Job;

/**
 * Measures one simulated run: counts completions through the warm-up, then records response times and
 * integrates the cluster's state over model time (busy CPUs; whether some node has an idle CPU while a job
 * waits somewhere) until enough jobs have been measured, and judges whether the run was in a steady state
 * ({@link Stability}). Fed by the runtime on every event; does no allocation per event.
 */
final class Statistics {


    /** Report progress to the caller every this many completions. */
    private static final long PROGRESS_STEP = 1 << 14;

    private final int nodes;
    private final int totalCpus;
    private final double arrivalRate;
    private final double meanDemand;
    private final double capacity;
    private final String costs;
    private final ResponseTimes histogram;

    private long warmupJobs;
    private long jobs;
    private LongConsumer progress;
    private long unreported;

    // the cluster's state, kept current by the runtime
    private int idleCpus;
    /** CPUs of hosts that are down: neither busy nor idle. */
    private int downCpus;
    private int nodesWithIdleCpu;
    private long waiting;
    private long inSystem;

    // the measurement
    private boolean measuring;
    private boolean done;
    private boolean runaway;
    private long completed;
    private long measured;
    private double sumResponse;
    private long transfers;
    private long messages;
    private double startTime;
    private double lastTime;
    private double busyArea;
    private double idleWhileWaitingArea;
    private long inSystemAtStart;
    private final long runawayLimit;
    private final MigrationTally migrations = new MigrationTally();
    /** Whether the run's arrivals are a stationary stream (not a trace, no application): only then judged steady. */
    private boolean stationary = true;
    private DoubleSupplier overheadWork = () -> 0.0;
    /** A pilot's batch means of 5 completions' response times, for MSER-5 ({@link #recordBatches}); or null. */
    private double[] batchMeans;
    private int batchesRecorded;
    private double batchSum;
    private int inBatch;
    private double overheadAtStart;
    private long arrivalsMeasured;
    private Runnable measuringStarts = () -> { };
    private Supplier<OwnerFigures> owners = () -> OwnerFigures.NONE;

    Statistics(ClusterModel model) {
        this.nodes = model.nodes();
        this.totalCpus = model.totalCpus();
        this.arrivalRate = model.totalArrivalRate();
        this.meanDemand = model.service().mean();
        double capacity = 0;
        for (var host : model.hosts()) {
            capacity += host.cpus() * host.speed();
        }
        this.capacity = capacity;
        this.costs = EffectiveLoad.costs(model.costs().probe(), model.costs().transfer(), model.costs().migration());
        this.histogram = new ResponseTimes(model.service().mean());
        this.idleCpus = totalCpus;
        this.nodesWithIdleCpu = nodes;
        this.runawayLimit = Math.max(1_000_000L, 200L * nodes);
    }

    void start(long warmupJobs, long jobs, LongConsumer progress) {
        this.warmupJobs = warmupJobs;
        this.jobs = jobs;
        this.progress = progress;
        if (warmupJobs == 0) {
            beginMeasuring(0.0);
        }
    }

    boolean done() {
        return done;
    }

    /** Model time has moved on to {@code now}: integrate the state held since the last event. */
    void advanceTo(double now) {
        if (measuring) {
            double dt = now - lastTime;
            busyArea += (totalCpus - idleCpus - downCpus) * dt;
            if (nodesWithIdleCpu > 0 && waiting > 0) {
                idleWhileWaitingArea += dt;
            }
        }
        lastTime = now;
    }

    /** A node's idle CPUs went from {@code idleBefore} to {@code idleAfter} and its waiting jobs changed by {@code waitingDelta}. */
    void nodeChanged(int idleBefore, int idleAfter, int waitingDelta) {
        idleCpus += idleAfter - idleBefore;
        if ((idleBefore > 0) != (idleAfter > 0)) {
            nodesWithIdleCpu += idleAfter > 0 ? 1 : -1;
        }
        waiting += waitingDelta;
    }

    /** {@code cpus} CPUs went down (or, negative, came back up). */
    void cpusDown(int cpus) {
        downCpus += cpus;
    }

    void waitingChanged(int delta) {
        waiting += delta;
    }

    /**
     * The run's arrivals are not a stationary stream (a trace replay, an application's run) and its effective load
     * is not defined: only its queues' growth is judged.
     */
    void notStationary() {
        stationary = false;
    }

    /** {@code work} tells the CPU work charged for load sharing so far, all nodes together. */
    void overheadWork(DoubleSupplier work) {
        this.overheadWork = work;
    }

    /** Records the measured response times' batch means of {@link Mser#BATCH} completions, {@code jobs} at most. */
    void recordBatches(long jobs) {
        batchMeans = new double[(int) Math.min(Integer.MAX_VALUE - 8, jobs / Mser.BATCH)];
    }

    /** The batch means recorded ({@link #recordBatches}), in completion order. */
    double[] batchMeans() {
        return java.util.Arrays.copyOf(batchMeans, batchesRecorded);
    }

    void jobArrived() {
        if (measuring) {
            arrivalsMeasured++;
        }
        inSystem++;
        if (inSystem > runawayLimit) {
            runaway = true;
            done = true;
        }
    }

    void migrated(Migrator.Migration migration) {
        if (measuring) {
            migrations.migrated(migration);
        }
    }

    void migrationRefused() {
        if (measuring) {
            migrations.refused();
        }
    }

    void messageSent() {
        if (measuring) {
            messages++;
        }
    }

    /** {@code job} finished at {@code now}: returns whether it was measured. */
    boolean jobFinished(Job job, double now) {
        inSystem--;
        completed++;
        if (++unreported == PROGRESS_STEP) {
            progress.accept(unreported);
            unreported = 0;
        }
        if (!measuring) {
            if (completed == warmupJobs) {
                beginMeasuring(now);
            }
            return false;
        }
        double response = now - job.arrivalTime();
        sumResponse += response;
        histogram.record(response);
        if (batchMeans != null && batchesRecorded < batchMeans.length) {
            batchSum += response;
            if (++inBatch == Mser.BATCH) {
                batchMeans[batchesRecorded++] = batchSum / Mser.BATCH;
                batchSum = 0;
                inBatch = 0;
            }
        }
        transfers += job.transfers();
        if (++measured == jobs) {
            done = true;
        }
        return true;
    }

    /** Also runs {@code starts} when measuring starts. */
    void alsoAtStart(Runnable starts) {
        Runnable before = measuringStarts;
        measuringStarts = () -> {
            before.run();
            starts.run();
        };
    }

    /** {@code starts} runs when measuring begins; {@code figures} tells the owners' figures at the end. */
    void owners(Runnable starts, Supplier<OwnerFigures> figures) {
        this.measuringStarts = starts;
        this.owners = figures;
    }

    private void beginMeasuring(double now) {
        measuring = true;
        measuringStarts.run();
        startTime = now;
        lastTime = now;
        inSystemAtStart = inSystem;
        overheadAtStart = overheadWork.getAsDouble();
    }

    RunMeasurement finish(long events) {
        if (unreported > 0) {
            progress.accept(unreported);
            unreported = 0;
        }
        double time = lastTime - startTime;
        long growth = inSystem - inSystemAtStart;
        Stability stability = Stability.judge(
                runaway ? "stopped with more than " + runawayLimit + " jobs in the cluster"
                        : !measuring ? "the warm-up never ended" : "",
                growth, 0.02 * measured + 10L * nodes,
                !stationary || !measuring ? EffectiveLoad.NONE : EffectiveLoad.of(arrivalRate, meanDemand,
                        overheadWork.getAsDouble() - overheadAtStart, arrivalsMeasured, capacity, costs));
        double perJob = measured == 0 ? Double.NaN : 1.0 / measured;
        return new RunMeasurement(
                measured,
                sumResponse * perJob,
                histogram,
                new FlowFigures(time > 0 ? busyArea / (time * totalCpus) : Double.NaN,
                        time > 0 ? measured / time : Double.NaN, arrivalRate),
                new SharingFigures(transfers * perJob, messages * perJob,
                        time > 0 ? idleWhileWaitingArea / time : Double.NaN),
                time,
                events,
                stability.unstable(),
                migrations.figures(measured),
                owners.get())
                .with(Section.STABILITY, stability);
    }
}
