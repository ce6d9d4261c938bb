package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.random.RandomGenerator;
import loadshare.policies.batch.BatchJob;

/**
 * Borg's cell: the machines a scheduler places jobs on, each with its free CPUs and memory. A job's processors are
 * placed part by part, each part on the machine its {@link Placement} scores best. It also measures the stranded
 * resources over time: CPUs free on machines whose memory is full, and memory free on machines whose CPUs are
 * full. A machine's CPUs are full when none is free; its memory is full when it cannot hold one more typical
 * processor: less is free than the mean memory per processor of the jobs seen so far (weighted by processors,
 * whole MiB rounded down; while that is 0, memory is never full). A machine that failed ({@link #down}) has nothing
 * free until it is back ({@link #up}): what it held stays withheld, and so does what a part on it releases meanwhile.
 */
final class Cell {

    /** A job's share of one machine. */
    record Part(int node, int cpus, long memory) {
    }

    private final int cpus;
    private final long memory;
    private final int[] freeCpus;
    private final long[] freeMemory;
    private final boolean[] down;
    /** What a down machine would have free: given back when it is up. */
    private final int[] withheldCpus;
    private final long[] withheldMemory;
    private long totalFreeCpus;
    private long totalFreeMemory;
    private long typicalMemory;     // the mean memory per processor of the jobs seen, whole MiB
    private double processorsSeen;
    private double memorySeen;
    private long strandedCpus;
    private long strandedMemory;
    private double strandedCpuArea;
    private double strandedMemoryArea;
    private double usedCpuArea;
    private double usedMemoryArea;
    private double last;
    private long version;

    Cell(int nodes, int cpusPerNode, long memoryPerNode) {
        this.cpus = cpusPerNode;
        this.memory = memoryPerNode;
        this.freeCpus = new int[nodes];
        this.freeMemory = new long[nodes];
        this.down = new boolean[nodes];
        this.withheldCpus = new int[nodes];
        this.withheldMemory = new long[nodes];
        Arrays.fill(freeCpus, cpusPerNode);
        Arrays.fill(freeMemory, memoryPerNode);
        this.totalFreeCpus = (long) nodes * cpusPerNode;
        this.totalFreeMemory = nodes * memoryPerNode;
    }

    int nodes() {
        return freeCpus.length;
    }

    long totalCpus() {
        return (long) nodes() * cpus;
    }

    long totalMemory() {
        return nodes() * memory;
    }

    long freeCpus() {
        return totalFreeCpus;
    }

    long freeMemory() {
        return totalFreeMemory;
    }

    /** Why {@code job} can never run here, even on an empty cell ({@code processors}, {@code memory}), or null. */
    String never(BatchJob job) {
        if (job.processors() > totalCpus()) {
            return "processors";
        }
        long m = job.memoryPerProcessor();
        if (m > memory || (m > 0 && nodes() * Math.min(cpus, memory / m) < job.processors())) {
            return "memory";
        }
        return null;
    }

    /** {@code job} is seen at {@code now}: the memory of a typical processor may change. */
    void seen(double now, BatchJob job) {
        processorsSeen += job.processors();
        memorySeen += job.processors() * (double) job.memoryPerProcessor();
        long typical = (long) (memorySeen / processorsSeen);
        if (typical != typicalMemory) {
            advance(now);
            typicalMemory = typical;
            strandedCpus = 0;
            strandedMemory = 0;
            for (int i = 0; i < nodes(); i++) {
                strandedCpus += strandedCpus(i);
                strandedMemory += strandedMemory(i);
            }
        }
    }

    /** Whether {@code job} could be placed now, on the free resources: a quick test first, then machine by machine. */
    boolean fits(BatchJob job) {
        long m = job.memoryPerProcessor();
        return job.processors() <= totalFreeCpus && job.processors() * m <= totalFreeMemory
                && capacity(freeCpus, freeMemory, m) >= job.processors();
    }

    /** How many processors of {@code m} MiB each the free resources hold in all. */
    long capacity(long m) {
        return capacity(freeCpus, freeMemory, m);
    }

    /** How many processors of {@code m} MiB each machines with these free resources hold in all. */
    static long capacity(int[] cpus, long[] memory, long m) {
        long held = 0;
        for (int i = 0; i < cpus.length; i++) {
            held += m > 0 ? Math.min(cpus[i], memory[i] / m) : cpus[i];
        }
        return held;
    }

    /** Copies of the free CPUs and memory per machine (for trying what preemption would free). */
    int[] freeCpusCopy() {
        return freeCpus.clone();
    }

    long[] freeMemoryCopy() {
        return freeMemory.clone();
    }

    /** Places {@code job} now with {@code placement}: its parts, or null if it does not fit. */
    List<Part> place(double now, BatchJob job, Placement placement, RandomGenerator random) {
        return place(now, job, placement, random, i -> 0);
    }

    /**
     * The lowest {@code rank} of the machines that could hold a part of {@code job} now (e.g. how near each is to
     * the job's input data); -1 if it does not fit.
     */
    int bestRank(BatchJob job, IntUnaryOperator rank) {
        if (!fits(job)) {
            return -1;
        }
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < nodes(); i++) {
            if (take(i, job.processors(), job.memoryPerProcessor()) > 0) {
                best = Math.min(best, rank.applyAsInt(i));
            }
        }
        return best;
    }

    /**
     * Places {@code job} now, each part on a machine of the lowest {@code rank} that can hold one (e.g. nearest its
     * input data), and among those the one {@code placement} scores best: its parts, or null if it does not fit.
     */
    List<Part> place(double now, BatchJob job, Placement placement, RandomGenerator random, IntUnaryOperator rank) {
        if (!fits(job)) {
            return null;
        }
        advance(now);
        List<Part> parts = new ArrayList<>();
        int left = job.processors();
        long m = job.memoryPerProcessor();
        int[] candidates = new int[nodes()];
        while (left > 0) {
            int n = 0;
            int best = -1;
            double bestScore = Double.POSITIVE_INFINITY;
            int bestRank = Integer.MAX_VALUE;
            for (int i = 0; i < nodes(); i++) {
                int take = take(i, left, m);
                int r = take > 0 ? rank.applyAsInt(i) : Integer.MAX_VALUE;
                if (r < bestRank) {
                    bestRank = r;
                    n = 0;
                    best = -1;
                    bestScore = Double.POSITIVE_INFINITY;
                }
                if (take > 0 && r == bestRank) {
                    candidates[n++] = i;
                    double after = (freeCpus[i] - take) / (double) cpus
                            + (memory > 0 ? (freeMemory[i] - take * m) / (double) memory : 0);
                    double score = placement.score(i, after, alignment(i, take, m));
                    if (score < bestScore) {
                        bestScore = score;
                        best = i;
                    }
                }
            }
            int node = placement == Placement.RANDOM ? candidates[random.nextInt(n)] : best;
            int take = take(node, left, m);
            parts.add(new Part(node, take, take * m));
            change(node, -take, -take * m);
            left -= take;
        }
        return parts;
    }

    /**
     * Tetris's alignment of a part of {@code take} processors of {@code m} MiB each with machine {@code i}'s free
     * resources now: (take / CPUs) x (free CPUs / CPUs) + (take x m / memory) x (free memory / memory).
     */
    private double alignment(int i, int take, long m) {
        double cpu = take / (double) cpus * (freeCpus[i] / (double) cpus);
        return memory > 0 ? cpu + take * m / (double) memory * (freeMemory[i] / (double) memory) : cpu;
    }

    /** How many of {@code left} processors of {@code m} MiB each machine {@code i} can hold now. */
    private int take(int i, int left, long m) {
        long byMemory = m > 0 ? freeMemory[i] / m : Integer.MAX_VALUE;
        return (int) Math.min(Math.min(freeCpus[i], left), byMemory);
    }

    /** Parts end or are stopped now: their CPUs and memory are free again (once their machine is up). */
    void release(double now, List<Part> parts) {
        advance(now);
        for (Part part : parts) {
            if (down[part.node()]) {
                withheldCpus[part.node()] += part.cpus();
                withheldMemory[part.node()] += part.memory();
            } else {
                change(part.node(), part.cpus(), part.memory());
            }
        }
    }

    /** Parts are suspended now: their CPUs are free again, their memory stays held. */
    void suspend(double now, List<Part> parts) {
        release(now, parts.stream().map(p -> new Part(p.node(), p.cpus(), 0)).toList());
    }

    /** Whether suspended {@code parts} can be resumed in place now: each one's machine is up and has its CPUs free. */
    boolean canResume(List<Part> parts) {
        for (Part part : parts) {
            if (down[part.node()] || freeCpus[part.node()] < part.cpus()) {
                return false;
            }
        }
        return true;
    }

    /** Suspended {@code parts} are resumed in place now (see {@link #canResume}): they take their CPUs again. */
    void resume(double now, List<Part> parts) {
        advance(now);
        for (Part part : parts) {
            change(part.node(), -part.cpus(), 0);
        }
    }

    /** Machine {@code node} failed at {@code now}: what is free on it is withheld until {@link #up}. */
    void down(double now, int node) {
        if (node < 0 || node >= nodes() || down[node]) {
            return;
        }
        advance(now);
        withheldCpus[node] = freeCpus[node];
        withheldMemory[node] = freeMemory[node];
        change(node, -freeCpus[node], -freeMemory[node]);
        down[node] = true;
    }

    /** Machine {@code node} is back at {@code now}: what was withheld is free again. */
    void up(double now, int node) {
        if (node < 0 || node >= nodes() || !down[node]) {
            return;
        }
        advance(now);
        down[node] = false;
        change(node, withheldCpus[node], withheldMemory[node]);
        withheldCpus[node] = 0;
        withheldMemory[node] = 0;
    }

    /** Changes with every placement and release. */
    long version() {
        return version;
    }

    private void change(int i, int cpuDelta, long memoryDelta) {
        version++;
        strandedCpus -= strandedCpus(i);
        strandedMemory -= strandedMemory(i);
        freeCpus[i] += cpuDelta;
        freeMemory[i] += memoryDelta;
        totalFreeCpus += cpuDelta;
        totalFreeMemory += memoryDelta;
        strandedCpus += strandedCpus(i);
        strandedMemory += strandedMemory(i);
    }

    private long strandedCpus(int i) {
        return freeMemory[i] < typicalMemory ? freeCpus[i] : 0;
    }

    private long strandedMemory(int i) {
        return freeCpus[i] == 0 ? freeMemory[i] : 0;
    }

    private void advance(double now) {
        strandedCpuArea += strandedCpus * (now - last);
        strandedMemoryArea += strandedMemory * (now - last);
        usedCpuArea += (totalCpus() - totalFreeCpus) * (now - last);
        usedMemoryArea += (totalMemory() - totalFreeMemory) * (now - last);
        last = now;
    }

    /**
     * CPUs not free (held by parts, or withheld while their machine is down), time-averaged over {@code span}
     * seconds from time 0 up to the last change, as a share of all CPUs.
     */
    double usedCpuShare(double span) {
        return span > 0 ? usedCpuArea / (totalCpus() * span) : Double.NaN;
    }

    /** Memory not free, time-averaged as {@link #usedCpuShare}, as a share of all memory. */
    double usedMemoryShare(double span) {
        return span > 0 && memory > 0 ? usedMemoryArea / (totalMemory() * span) : Double.NaN;
    }

    /** CPUs free on machine {@code node} now (none while it is down). */
    int freeCpus(int node) {
        return freeCpus[node];
    }

    /** A running part on machine {@code node} takes {@code cpus} more of its free CPUs at {@code now} (it grows). */
    void grow(double now, int node, int cpus) {
        advance(now);
        change(node, -cpus, 0);
    }

    /** Machine {@code node}'s {@code cpus} CPUs and {@code memory} MiB are taken at {@code now} for good (an alloc). */
    void reserve(double now, int node, int cpus, long memory) {
        advance(now);
        change(node, -cpus, -memory);
    }

    /** CPUs stranded, time-averaged over {@code span} seconds from time 0, as a share of all CPUs. */
    double strandedCpuShare(double span) {
        return span > 0 ? strandedCpuArea / (totalCpus() * span) : Double.NaN;
    }

    /** Memory stranded, time-averaged over {@code span} seconds from time 0, as a share of all memory. */
    double strandedMemoryShare(double span) {
        return span > 0 && memory > 0 ? strandedMemoryArea / (totalMemory() * span) : Double.NaN;
    }
}
