package loadshare.node.cpu;

import java.util.Arrays;
import java.util.List;

/**
 * What one node's time-shared scheduler counts: context switches, CPU changes, cache-cold resumes and the CPU
 * time they cost, and per user class the CPU time it got (in total and per window of model time) and the
 * response times of its jobs that finished here, and the largest lag each had against the fluid system (in total
 * and per window).
 */
public final class CpuLedger {

    private final List<String> names;
    private final int[] tickets;
    private final double window;
    private long contextSwitches;
    private long cpuChanges;
    private long coldResumes;
    private double switchTime;
    private double affinityTime;
    private final double[] cpuTime;
    private final long[] jobs;
    private final double[] responseSum;
    /** CPU time per window (row) and class (column), while all classes competed. */
    private double[][] timeline = new double[16][];
    private int windows;
    private final double[] maxLag;
    /** The largest absolute lag per window (row) and class (column). */
    private double[][] lagTimeline = new double[16][];
    private int lagWindows;
    private int threads = 1;
    private double spinTime;
    private long holdersPreempted;
    private long coStops;
    private double coStopTime;
    private double idleWhileWaiting;

    /** @param names the user classes' names, {@code tickets} theirs; {@code window} model seconds per row */
    public CpuLedger(List<String> names, int[] tickets, double window) {
        int classes = tickets.length;
        this.names = List.copyOf(names);
        this.tickets = tickets.clone();
        this.window = window;
        this.cpuTime = new double[classes];
        this.jobs = new long[classes];
        this.responseSum = new double[classes];
        this.maxLag = new double[classes];
    }

    /** A CPU switched to another job, spending {@code time} on it. */
    public void contextSwitch(double time) {
        contextSwitches++;
        switchTime += time;
    }

    /** A job resumed on another CPU than its last, and pays {@code time} extra for its cold cache. */
    public void cpuChange(double time) {
        cpuChanges++;
        affinityTime += time;
    }

    /** Jobs have {@code threads} threads each (parallel applications); 1 by default. */
    public void threads(int threads) {
        this.threads = threads;
    }

    /** A thread spun {@code time} for its job's lock: its CPU was busy, it made no progress. */
    public void spin(double time) {
        spinTime += time;
    }

    /** A thread was preempted while it held its job's lock. */
    public void holderPreempted() {
        holdersPreempted++;
    }

    /** Relaxed co-scheduling co-stopped a thread. */
    public void coStop() {
        coStops++;
    }

    /** A co-stopped thread was co-started after {@code time} co-stopped. */
    public void coStarted(double time) {
        coStopTime += time;
    }

    /** CPUs stood idle for {@code cpuTime} (CPU time) while threads waited for them or were co-stopped. */
    public void idleWhileWaiting(double cpuTime) {
        idleWhileWaiting += cpuTime;
    }

    /** A job resumed where something else ran since it last ran (or on another CPU): its cache is cold. */
    public void coldResume() {
        coldResumes++;
    }

    /**
     * Class {@code c} ran {@code time} in a slice that ended at {@code now}; {@code contended} if every class had
     * a task in the queue (only that time goes into the shares over time: what proportional share promises).
     */
    public void ran(int c, double time, double now, boolean contended) {
        cpuTime[c] += time;
        if (!contended) {
            return;
        }
        int w = (int) (now / window);
        while (w >= timeline.length) {
            timeline = Arrays.copyOf(timeline, timeline.length * 2);
        }
        if (timeline[w] == null) {
            timeline[w] = new double[cpuTime.length];
        }
        timeline[w][c] += time;
        windows = Math.max(windows, w + 1);
    }

    /** A slice of {@code queue} ended at {@code now}: notes how far each class lags its fluid share there. */
    void lags(ShareQueue queue, double now) {
        int w = (int) (now / window);
        while (w >= lagTimeline.length) {
            lagTimeline = Arrays.copyOf(lagTimeline, lagTimeline.length * 2);
        }
        if (lagTimeline[w] == null) {
            lagTimeline[w] = new double[maxLag.length];
        }
        for (int c = 0; c < maxLag.length; c++) {
            double lag = Math.abs(queue.lag(c));
            maxLag[c] = Math.max(maxLag[c], lag);
            lagTimeline[w][c] = Math.max(lagTimeline[w][c], lag);
        }
        lagWindows = Math.max(lagWindows, w + 1);
    }

    /** A job of class {@code c} finished {@code response} after it arrived. */
    public void finished(int c, double response) {
        jobs[c]++;
        responseSum[c] += response;
    }

    /** Forgets what was counted so far (measuring starts after the warm-up). */
    public void reset() {
        contextSwitches = 0;
        cpuChanges = 0;
        coldResumes = 0;
        switchTime = 0;
        affinityTime = 0;
        spinTime = 0;
        holdersPreempted = 0;
        coStops = 0;
        coStopTime = 0;
        idleWhileWaiting = 0;
        Arrays.fill(cpuTime, 0);
        Arrays.fill(jobs, 0);
        Arrays.fill(responseSum, 0);
        Arrays.fill(timeline, null);
        windows = 0;
        Arrays.fill(maxLag, 0);
        Arrays.fill(lagTimeline, null);
        lagWindows = 0;
    }

    /** What was counted so far. */
    public CpuFigures figures() {
        double[][] rows = new double[windows][];
        for (int w = 0; w < windows; w++) {
            rows[w] = timeline[w] == null ? new double[cpuTime.length] : timeline[w].clone();
        }
        double[][] lagRows = new double[lagWindows][];
        for (int w = 0; w < lagWindows; w++) {
            lagRows[w] = lagTimeline[w] == null ? new double[cpuTime.length] : lagTimeline[w].clone();
        }
        return new CpuFigures(names, tickets.clone(), contextSwitches, cpuChanges, coldResumes, switchTime,
                affinityTime, cpuTime.clone(), jobs.clone(), responseSum.clone(), window, rows, threads, spinTime,
                holdersPreempted, maxLag.clone(), lagRows, coStops, coStopTime, idleWhileWaiting);
    }
}
