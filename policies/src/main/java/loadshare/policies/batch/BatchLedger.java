package loadshare.policies.batch;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Keeps a batch run's accounts as its scheduler sees them: each job's wait, response and bounded slowdown,
 * rejections by reason, kills, and the time integrals and change points of the queue length and of the CPUs and
 * memory in use (for means and for plots over time); with host failures, the runs lost and requeued
 * ({@link #requeues}). Its scheduler tells it what happens, in time order. A job ends once: a second end is an
 * error.
 */
public final class BatchLedger {

    private final long totalCpus;
    private final long totalMemory;
    private final Map<String, Long> rejected = new TreeMap<>();
    private long jobs;
    private long killed;
    private double sumWait;
    private double maxWait;
    private double sumResponse;
    private double sumSlowdown;
    private double last;
    private double end;
    private int queued;
    private long busyCpus;
    private long busyMemory;
    private double cpuArea;
    private double memoryArea;
    private double queueArea;
    private double[] times = new double[256];
    private int[] queueSeries = new int[256];
    private long[] cpuSeries = new long[256];
    private int points;
    private double[] responses = new double[256];
    private double[] starts = new double[256];
    private final BitSet ended = new BitSet();
    private final Map<Long, Integer> restartsOf = new HashMap<>();
    private long requeues;
    private double lostCpuSeconds;
    private double ownCpuSeconds;
    private long endedRestarts;
    private long endedHit;
    private double hitResponse;

    public BatchLedger(long totalCpus, long totalMemory) {
        this.totalCpus = totalCpus;
        this.totalMemory = totalMemory;
        Arrays.fill(starts, Double.NaN);
    }

    /** When job {@code id} started; NaN if it has not (or was rejected). */
    public double start(long id) {
        return id >= 0 && id < starts.length ? starts[(int) id] : Double.NaN;
    }

    /** A job is submitted at {@code now}: one more waiting. */
    public void submitted(double now) {
        advance(now);
        queued++;
        point(now);
    }

    /** A submitted job is rejected at {@code now}, for {@code reason}. */
    public void rejected(double now, String reason) {
        advance(now);
        queued--;
        rejected.merge(reason, 1L, Long::sum);
        point(now);
    }

    /** {@code job} starts at {@code now}: it holds its processors and memory. */
    public void started(double now, BatchJob job) {
        advance(now);
        queued--;
        busyCpus += job.processors();
        busyMemory += job.processors() * job.memoryPerProcessor();
        if (job.id() >= 0 && job.id() < Integer.MAX_VALUE - 8) {
            int id = (int) job.id();
            if (id >= starts.length) {
                int old = starts.length;
                starts = Arrays.copyOf(starts, Math.max(id + 1, old * 2));
                Arrays.fill(starts, old, starts.length, Double.NaN);
            }
            starts[id] = now;
        }
        double wait = now - job.submit();
        sumWait += wait;
        maxWait = Math.max(maxWait, wait);
        point(now);
    }

    /** {@code job}, started at {@code started}, ends at {@code now}; an {@link IllegalStateException} if it ended before. */
    public void finished(double now, BatchJob job, double started) {
        if (job.id() >= 0 && job.id() < Integer.MAX_VALUE) {
            if (ended.get((int) job.id())) {
                throw new IllegalStateException("job " + job.id() + " ended twice");
            }
            ended.set((int) job.id());
        }
        advance(now);
        busyCpus -= job.processors();
        busyMemory -= job.processors() * job.memoryPerProcessor();
        double run = now - started;
        double response = now - job.submit();
        if (jobs == responses.length) {
            responses = Arrays.copyOf(responses, (int) jobs * 2);
        }
        responses[(int) jobs] = response;
        jobs++;
        killed += job.killed() ? 1 : 0;
        sumResponse += response;
        sumSlowdown += Math.max(1, response / Math.max(run, BatchFigures.SLOWDOWN_BOUND));
        end = Math.max(end, now);
        ownCpuSeconds += job.processors() * run;
        Integer restarts = restartsOf.remove(job.id());
        if (restarts != null) {
            endedRestarts += restarts;
            endedHit++;
            hitResponse += response;
        }
        point(now);
    }

    /** Whether job {@code id} has ended. */
    public boolean ended(long id) {
        return id >= 0 && id < Integer.MAX_VALUE && ended.get((int) id);
    }

    /**
     * A job that started at {@code started} is preempted now: what it held is free, it waits again, and its wait
     * counts from its submit time to the start of the run that ends (so its lost run is part of its wait).
     */
    public void preempted(double now, BatchJob job, double started) {
        advance(now);
        queued++;
        busyCpus -= job.processors();
        busyMemory -= job.processors() * job.memoryPerProcessor();
        sumWait -= started - job.submit();  // counted again when it starts again
        point(now);
    }

    /**
     * Running {@code job} is suspended now, keeping its memory: its processors are no longer in use (until
     * {@link #resumed}); it is not waiting either.
     */
    public void suspended(double now, BatchJob job) {
        advance(now);
        busyCpus -= job.processors();
        point(now);
    }

    /**
     * A running job holds {@code cpus} more CPUs from now (it grew; negative: the CPUs it grew by are given back as
     * it ends, is stopped or suspended); its memory is unchanged.
     */
    public void heldMore(double now, int cpus) {
        advance(now);
        busyCpus += cpus;
        point(now);
    }

    /** Suspended {@code job} is resumed now: its processors are in use again. */
    public void resumed(double now, BatchJob job) {
        advance(now);
        busyCpus += job.processors();
        point(now);
    }

    /**
     * The run of {@code job} that started at {@code started} is lost now with a host that failed (the scheduler's
     * failure detector told it so): as for a preempted run, what it held is free and it waits again, its wait
     * counting from its submit time; and the processor-seconds it held, from its start to now, are lost work.
     */
    public void requeued(double now, BatchJob job, double started) {
        preempted(now, job, started);
        requeues++;
        restartsOf.merge(job.id(), 1, Integer::sum);
        lostCpuSeconds += job.processors() * (now - started);
    }

    /**
     * What host failures cost the jobs so far, in the scheduler's accounts (a run's CPU-seconds are its processors
     * times the time from its launch to the end the scheduler heard of, or to its requeueing).
     *
     * @param jobs           jobs that ended
     * @param requeues       runs lost with a host and requeued (a job hit twice counts twice)
     * @param restarts       requeues of the jobs that ended
     * @param hitJobs        jobs that ended after at least one requeue
     * @param lostCpuSeconds the processor-seconds the lost runs held
     * @param ownCpuSeconds  the processor-seconds the ended jobs' final runs held
     * @param responseSum    the sum of the ended jobs' response times
     * @param hitResponseSum the part of it of the jobs that were requeued
     */
    public record Requeues(long jobs, long requeues, long restarts, long hitJobs, double lostCpuSeconds,
                           double ownCpuSeconds, double responseSum, double hitResponseSum) {
    }

    /** What host failures cost the jobs so far. */
    public Requeues requeues() {
        return new Requeues(jobs, requeues, endedRestarts, endedHit, lostCpuSeconds, ownCpuSeconds, sumResponse,
                hitResponse);
    }

    private void advance(double now) {
        double dt = now - last;
        cpuArea += busyCpus * dt;
        memoryArea += busyMemory * dt;
        queueArea += queued * dt;
        last = now;
    }

    private void point(double now) {
        if (points > 0 && times[points - 1] == now) {
            points--;  // several changes at one instant: keep the last
        }
        if (points == times.length) {
            times = Arrays.copyOf(times, points * 2);
            queueSeries = Arrays.copyOf(queueSeries, points * 2);
            cpuSeries = Arrays.copyOf(cpuSeries, points * 2);
        }
        times[points] = now;
        queueSeries[points] = queued;
        cpuSeries[points] = busyCpus;
        points++;
    }

    /** Jobs that ended or were rejected so far. */
    public long settled() {
        long n = jobs;
        for (long r : rejected.values()) {
            n += r;
        }
        return n;
    }

    /** Every ended job's response time (end - submit), in the order they ended. */
    public double[] responses() {
        return Arrays.copyOf(responses, (int) jobs);
    }

    /** The figures of everything that ended so far (time averages up to the last end). */
    public BatchFigures figures() {
        double span = end;
        return new BatchFigures(jobs, rejected, killed, jobs == 0 ? Double.NaN : sumWait / jobs, maxWait,
                jobs == 0 ? Double.NaN : sumResponse / jobs, jobs == 0 ? Double.NaN : sumSlowdown / jobs,
                span > 0 ? cpuArea / (totalCpus * span) : Double.NaN,
                span > 0 && totalMemory > 0 ? memoryArea / (totalMemory * span) : 0,
                span, span > 0 ? queueArea / span : 0, Map.of());
    }

    /**
     * The queue length and the CPU utilization averaged over {@code bins} equal intervals of the run, for plots:
     * {@code [0]} the intervals' midpoints, {@code [1]} jobs waiting, {@code [2]} CPU utilization.
     */
    public double[][] series(int bins) {
        double[][] out = new double[3][bins];
        double span = end > 0 ? end : 1;
        double width = span / bins;
        for (int b = 0; b < bins; b++) {
            out[0][b] = (b + 0.5) * width;
        }
        for (int k = 0; k < points; k++) {
            double from = times[k];
            double to = k + 1 < points ? times[k + 1] : span;
            int b = (int) Math.min(bins - 1, from / width);
            while (from < to && b < bins) {
                double cut = Math.min(to, (b + 1) * width);
                out[1][b] += queueSeries[k] * (cut - from) / width;
                out[2][b] += cpuSeries[k] * (cut - from) / width / totalCpus;
                from = cut;
                b++;
            }
        }
        return out;
    }
}
