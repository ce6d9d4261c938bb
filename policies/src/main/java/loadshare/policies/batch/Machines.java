package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.List;

/**
 * A partition's nodes as the scheduler sees them: each node's free CPUs and memory. With {@code exclusive}
 * allocation a job takes whole nodes (as few as hold its processors and their memory) and the scheduler counts
 * nodes; with {@code shared} allocation jobs are packed by CPUs and memory, first fit over the nodes, and the
 * scheduler counts CPUs and MiB. {@link #need} and {@link #free} are in those units, two of them (the second is 0
 * for exclusive allocation).
 */
final class Machines {

    /** A job's share of one node. */
    record Part(int node, int cpus, long memory) {
    }

    private final int first;
    private final int cpus;
    private final long memory;
    private final boolean exclusive;
    private final int[] freeCpus;
    private final long[] freeMemory;
    private final long[] free = new long[2];

    Machines(Partition partition, int cpusPerNode, long memoryPerNode, boolean exclusive) {
        this.first = partition.first();
        this.cpus = cpusPerNode;
        this.memory = memoryPerNode;
        this.exclusive = exclusive;
        this.freeCpus = new int[partition.nodes()];
        this.freeMemory = new long[partition.nodes()];
        java.util.Arrays.fill(freeCpus, cpusPerNode);
        java.util.Arrays.fill(freeMemory, memoryPerNode);
        free[0] = exclusive ? partition.nodes() : (long) partition.nodes() * cpusPerNode;
        free[1] = exclusive ? 0 : partition.nodes() * memoryPerNode;
    }

    int nodes() {
        return freeCpus.length;
    }

    int totalCpus() {
        return nodes() * cpus;
    }

    /** What the partition has free now, in the scheduler's units. */
    long[] free() {
        return free.clone();
    }

    /** What {@code job} takes, in the scheduler's units; null if it can never fit (see {@link #never}). */
    long[] need(BatchJob job) {
        if (exclusive) {
            int k = nodesFor(job);
            return k < 0 ? null : new long[] {k, 0};
        }
        return new long[] {job.processors(), job.processors() * job.memoryPerProcessor()};
    }

    /** Why {@code job} can never run here even on an empty partition, or null if it can. */
    String never(BatchJob job) {
        if (job.processors() > totalCpus()) {
            return "processors";
        }
        if (job.memoryPerProcessor() > memory || (exclusive && nodesFor(job) < 0)
                || job.processors() * job.memoryPerProcessor() > nodes() * memory) {
            return "memory";
        }
        return null;
    }

    /** Whole nodes an exclusive job needs: the fewest that hold its processors and their memory; -1 if none. */
    private int nodesFor(BatchJob job) {
        int p = job.processors();
        for (int k = (p + cpus - 1) / cpus; k <= nodes(); k++) {
            if ((long) ((p + k - 1) / k) * job.memoryPerProcessor() <= memory) {
                return k;
            }
        }
        return -1;
    }

    /** Places {@code job} now: its parts, or null if it does not fit now. */
    List<Part> allocate(BatchJob job) {
        long[] need = need(job);
        if (need == null || need[0] > free[0] || need[1] > free[1]) {
            return null;
        }
        List<Part> parts = exclusive ? wholeNodes(job, (int) need[0]) : packed(job);
        if (parts != null) {
            for (Part part : parts) {
                int i = part.node() - first;
                freeCpus[i] -= exclusive ? cpus : part.cpus();
                freeMemory[i] -= exclusive ? memory : part.memory();
            }
            free[0] -= need[0];
            free[1] -= need[1];
        }
        return parts;
    }

    private List<Part> wholeNodes(BatchJob job, int k) {
        List<Part> parts = new ArrayList<>(k);
        int left = job.processors();
        for (int i = 0; i < nodes() && parts.size() < k; i++) {
            if (freeCpus[i] == cpus) {
                int take = (left + (k - parts.size()) - 1) / (k - parts.size());
                parts.add(new Part(first + i, take, take * job.memoryPerProcessor()));
                left -= take;
            }
        }
        return parts;
    }

    private List<Part> packed(BatchJob job) {
        List<Part> parts = new ArrayList<>();
        int left = job.processors();
        long m = job.memoryPerProcessor();
        for (int i = 0; i < nodes() && left > 0; i++) {
            long byMemory = m > 0 ? freeMemory[i] / m : Integer.MAX_VALUE;
            int take = (int) Math.min(Math.min(freeCpus[i], left), byMemory);
            if (take > 0) {
                parts.add(new Part(first + i, take, take * m));
                left -= take;
            }
        }
        return left == 0 ? parts : null; // free enough in all, but too fragmented to pack now
    }

    /** A job's parts end: their CPUs and memory are free again. */
    void release(BatchJob job, List<Part> parts) {
        for (Part part : parts) {
            int i = part.node() - first;
            freeCpus[i] += exclusive ? cpus : part.cpus();
            freeMemory[i] += exclusive ? memory : part.memory();
        }
        long[] need = need(job);
        free[0] += need[0];
        free[1] += need[1];
    }
}
