package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

/**
 * A partition's nodes as the scheduler sees them: each node's free CPUs and memory. With {@code exclusive}
 * allocation a job takes whole nodes (as few as hold its processors and their memory) and the scheduler counts
 * nodes; with {@code shared} allocation jobs are packed by CPUs and memory, first fit over the nodes, and the
 * scheduler counts CPUs and MiB. {@link #need} and {@link #free} are in those units, two of them (the second is 0
 * for exclusive allocation). A node that failed ({@link #down}) takes no part and its free resources do not count
 * until it is back ({@link #up}); a part on it that is released frees nothing usable meanwhile.
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
    private final boolean[] down;
    /** The nodes in index order (the order parts are placed without a rank). */
    private final int[] inOrder;

    Machines(Partition partition, int cpusPerNode, long memoryPerNode, boolean exclusive) {
        this.first = partition.first();
        this.cpus = cpusPerNode;
        this.memory = memoryPerNode;
        this.exclusive = exclusive;
        this.freeCpus = new int[partition.nodes()];
        this.freeMemory = new long[partition.nodes()];
        this.down = new boolean[partition.nodes()];
        this.inOrder = IntStream.range(0, partition.nodes()).toArray();
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
        return allocate(job, null);
    }

    /**
     * Places {@code job} now, taking the nodes of the lowest {@code rank} first (e.g. nearest its input data; null:
     * in node order): its parts, or null if it does not fit now.
     */
    List<Part> allocate(BatchJob job, IntUnaryOperator rank) {
        long[] need = need(job);
        if (need == null || need[0] > free[0] || need[1] > free[1]) {
            return null;
        }
        int[] order = order(rank);
        List<Part> parts = exclusive ? wholeNodes(job, (int) need[0], order) : packed(job, order);
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

    /**
     * The lowest {@code rank} of the nodes that could take a part of {@code job} now (whole free nodes for exclusive
     * allocation), or -1 if the job does not fit now.
     */
    int bestRank(BatchJob job, IntUnaryOperator rank) {
        long[] need = need(job);
        if (need == null || need[0] > free[0] || need[1] > free[1]) {
            return -1;
        }
        int best = Integer.MAX_VALUE;
        long held = 0;
        long m = job.memoryPerProcessor();
        for (int i = 0; i < nodes(); i++) {
            int take = down[i] ? 0 : exclusive ? (freeCpus[i] == cpus ? 1 : 0)
                    : (int) Math.min(freeCpus[i], m > 0 ? freeMemory[i] / m : Integer.MAX_VALUE);
            if (take > 0) {
                held += take;
                best = Math.min(best, rank.applyAsInt(first + i));
            }
        }
        return held >= need[0] ? best : -1;  // shared: the free CPUs may be too fragmented by memory to pack it
    }

    /** The order in which nodes are tried: by {@code rank}, then index; by index when {@code rank} is null. */
    private int[] order(IntUnaryOperator rank) {
        if (rank == null) {
            return inOrder;
        }
        return IntStream.range(0, nodes()).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> rank.applyAsInt(first + i)).thenComparingInt(i -> i))
                .mapToInt(Integer::intValue).toArray();
    }

    private List<Part> wholeNodes(BatchJob job, int k, int[] order) {
        List<Part> parts = new ArrayList<>(k);
        int left = job.processors();
        for (int j = 0; j < order.length && parts.size() < k; j++) {
            int i = order[j];
            if (freeCpus[i] == cpus && !down[i]) {
                int take = (left + (k - parts.size()) - 1) / (k - parts.size());
                parts.add(new Part(first + i, take, take * job.memoryPerProcessor()));
                left -= take;
            }
        }
        return parts;
    }

    private List<Part> packed(BatchJob job, int[] order) {
        List<Part> parts = new ArrayList<>();
        int left = job.processors();
        long m = job.memoryPerProcessor();
        for (int j = 0; j < order.length && left > 0; j++) {
            int i = order[j];
            if (down[i]) {
                continue;
            }
            long byMemory = m > 0 ? freeMemory[i] / m : Integer.MAX_VALUE;
            int take = (int) Math.min(Math.min(freeCpus[i], left), byMemory);
            if (take > 0) {
                parts.add(new Part(first + i, take, take * m));
                left -= take;
            }
        }
        return left == 0 ? parts : null; // free enough in all, but too fragmented to pack now
    }

    /** A job's parts end: their CPUs and memory are free again (usable once their node is up). */
    void release(BatchJob job, List<Part> parts) {
        long[] need = need(job);
        free[0] += need[0];
        free[1] += need[1];
        for (Part part : parts) {
            int i = part.node() - first;
            freeCpus[i] += exclusive ? cpus : part.cpus();
            freeMemory[i] += exclusive ? memory : part.memory();
            if (down[i]) {
                long[] usable = usable(i, part);
                free[0] -= usable[0];
                free[1] -= usable[1];
            }
        }
    }

    /**
     * Node {@code node} failed: what is free on it no longer counts, and nothing is placed on it. Returns false if it
     * is not one of these nodes, or already down.
     */
    boolean down(int node) {
        int i = node - first;
        if (i < 0 || i >= nodes() || down[i]) {
            return false;
        }
        down[i] = true;
        long[] usable = usable(i, null);
        free[0] -= usable[0];
        free[1] -= usable[1];
        return true;
    }

    /** Node {@code node} is back: what is free on it counts again. Returns false if it is not one of these, or up. */
    boolean up(int node) {
        int i = node - first;
        if (i < 0 || i >= nodes() || !down[i]) {
            return false;
        }
        down[i] = false;
        long[] usable = usable(i, null);
        free[0] += usable[0];
        free[1] += usable[1];
        return true;
    }

    /** What {@code part} on node {@code i} frees in the scheduler's units, or (null) what is free on node i now. */
    private long[] usable(int i, Part part) {
        if (exclusive) {
            return new long[] {part != null || freeCpus[i] == cpus ? 1 : 0, 0};
        }
        return part != null ? new long[] {part.cpus(), part.memory()} : new long[] {freeCpus[i], freeMemory[i]};
    }
}
