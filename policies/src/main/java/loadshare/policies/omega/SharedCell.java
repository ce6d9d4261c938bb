package loadshare.policies.omega;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.borg.Placement;

/**
 * The cell state every Omega-like scheduler shares: each machine's free CPUs and memory. A scheduler plans on a
 * snapshot of it ({@link #plan}: a copy, which the plan does not change) and then commits part by part
 * ({@link #fits}, {@link #claim}); what another scheduler committed in between may make a part no longer fit — a
 * conflict. A machine that failed ({@link #down}) has nothing free until it is back ({@link #up}); what is released
 * on it meanwhile is free again once it is up.
 */
final class SharedCell {

    /** {@code cpus} processors of a job on machine {@code node}, with their memory. */
    record Part(int node, int cpus, long memory) {
    }

    private final int cpus;
    private final long memory;
    private final int[] freeCpus;
    private final long[] freeMemory;
    private final boolean[] down;

    SharedCell(int nodes, int cpusPerNode, long memoryPerNode) {
        this.cpus = cpusPerNode;
        this.memory = memoryPerNode;
        this.freeCpus = new int[nodes];
        this.freeMemory = new long[nodes];
        this.down = new boolean[nodes];
        Arrays.fill(freeCpus, cpusPerNode);
        Arrays.fill(freeMemory, memoryPerNode);
    }

    int nodes() {
        return freeCpus.length;
    }

    /** Why {@code job} can never run here, even on an empty cell ({@code processors}, {@code memory}), or null. */
    String never(BatchJob job) {
        if (job.processors() > (long) nodes() * cpus) {
            return "processors";
        }
        long m = job.memoryPerProcessor();
        if (m > memory || (m > 0 && nodes() * Math.min(cpus, memory / m) < job.processors())) {
            return "memory";
        }
        return null;
    }

    /**
     * A plan for {@code processors} processors of {@code m} MiB each on a snapshot of the cell now: part by part, each
     * on the machine {@code placement} scores best among those that can hold one more processor (random: any of them,
     * uniformly), taking as many as it holds, at most one part per machine; null if they do not all fit now.
     */
    List<Part> plan(int processors, long m, Placement placement, RandomGenerator random) {
        int[] c = freeCpus.clone();
        long[] mem = freeMemory.clone();
        List<Part> parts = new ArrayList<>();
        int left = processors;
        int[] candidates = new int[nodes()];
        while (left > 0) {
            int n = 0;
            int best = -1;
            double bestScore = Double.POSITIVE_INFINITY;
            for (int i = 0; i < nodes(); i++) {
                int take = down[i] ? 0 : take(c[i], mem[i], left, m);
                if (take > 0) {
                    candidates[n++] = i;
                    double after = (c[i] - take) / (double) cpus
                            + (memory > 0 ? (mem[i] - take * m) / (double) memory : 0);
                    double alignment = take / (double) cpus * (c[i] / (double) cpus)
                            + (memory > 0 ? take * m / (double) memory * (mem[i] / (double) memory) : 0);
                    double score = placement.score(i, after, alignment);
                    if (score < bestScore) {
                        bestScore = score;
                        best = i;
                    }
                }
            }
            if (n == 0) {
                return null;
            }
            int node = placement == Placement.RANDOM ? candidates[random.nextInt(n)] : best;
            int take = take(c[node], mem[node], left, m);
            parts.add(new Part(node, take, take * m));
            c[node] = 0;     // one part per machine: it took all it could hold
            mem[node] -= take * m;
            left -= take;
        }
        return parts;
    }

    private static int take(int cpus, long memory, int left, long m) {
        long byMemory = m > 0 ? memory / m : Integer.MAX_VALUE;
        return (int) Math.min(Math.min(cpus, left), byMemory);
    }

    /** Whether {@code part} fits on its machine now (the machine is up and has its CPUs and memory free). */
    boolean fits(Part part) {
        int i = part.node();
        return !down[i] && freeCpus[i] >= part.cpus() && freeMemory[i] >= part.memory();
    }

    /** {@code part} is committed: its CPUs and memory are taken. */
    void claim(Part part) {
        freeCpus[part.node()] -= part.cpus();
        freeMemory[part.node()] -= part.memory();
    }

    /** {@code part} ends or is given up: its CPUs and memory are free again. */
    void release(Part part) {
        freeCpus[part.node()] += part.cpus();
        freeMemory[part.node()] += part.memory();
    }

    /** Machine {@code node} failed: nothing on it is free until {@link #up}. */
    void down(int node) {
        down[node] = true;
    }

    /** Machine {@code node} is back. */
    void up(int node) {
        down[node] = false;
    }

    boolean isDown(int node) {
        return down[node];
    }
}
