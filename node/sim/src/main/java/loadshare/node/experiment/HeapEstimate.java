package loadshare.node.experiment;

import java.util.List;
import java.util.Locale;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.policies.ResolvedPolicy;
import loadshare.policies.dispatch.ConsistentHashRing;

/**
 * The heap a simulated experiment needs, estimated before it runs, so that a model too large for this JVM is
 * refused in one line (by {@code validate} too) instead of dying in an OutOfMemoryError half-way.
 *
 * <p>Formula, for N nodes of c CPUs, the policy with the largest view of every node (e bytes an entry, 0 without
 * one), T runs at once (run.threads, or one per core, at most the number of runs) and M runs in all (policies x
 * loads x replications):
 * <pre>
 *   heap(N) = T (N (NODE + c CPU + R) + N² e) + M N MODEL + RESERVE
 * </pre>
 * and it must fit in {@link #USABLE} of the JVM's max heap. The figures come from the data structures and were
 * checked by measuring the heap in use after a full GC, with one cluster built and run for 20 jobs a node at
 * ρ = 0.9 ({@code ClusterModel} + {@code SimulatedCluster}, {@code -Xmx3g -XX:+UseParallelGC}), at two sizes, the
 * difference divided by the difference in nodes (or entries):
 * <ul>
 * <li>{@link #NODE}: a NodeCore and its policy objects, its random streams, its statistics, its share of the event
 * queue (an arrival and a completion per node, 16 + 8 + 4 + 4 bytes an entry), the jobs it holds. Measured by
 * {@code loadshare bench}'s B/node column (the live heap half-way through a run at ρ = 0.9, less the heap without
 * the model, over the nodes: NODE + CPU + MODEL of one run) at 100,000 nodes, after the failure, suspension and
 * migration state became lazy and the arrival and service streams became seeds in one array per cluster
 * (2026-11-27, {@code bench --nodes 1000,100000 --jobs 1000000}, the cluster in its steady state, about nine jobs a
 * node): {@code none} 635, {@code receiver-threshold} 838, {@code sender-threshold} 878, {@code power-of-d} 921
 * bytes a node; 768 is used, so that NODE + CPU + MODEL = 944 covers the largest. (Before: 896 from {@code none}
 * 799 to {@code power-of-d} 1,060; before that, {@code none} at 10,000 and 40,000 nodes, 1,007 after a run, with
 * 1,024 used.) A cluster of one-CPU nodes
 * at ρ close to 1 queues more jobs than this: each is about 56 bytes (the record and its slot);</li>
 * <li>{@link #CPU}: the per-CPU scheduler state and the jobs in service: 16 CPUs a node at 5,000 and 20,000 nodes,
 * 2,533 bytes a node after the run, about 100 per CPU over the one-CPU figure; 128 is used;</li>
 * <li>the views, declared by the policies ({@code loadshare policies}), whose entry may depend on the parameters and
 * on N: a load table, a byte and a double an entry (a second double with loads that are not whole numbers); the
 * stable-symmetric lists, an int an entry (a long beyond 32,767 nodes);</li>
 * <li>R, the dispatchers' hash rings of {@code session-affinity}: each of D dispatchers keeps V points a node
 * ({@code dispatch.virtual-nodes}), {@link ConsistentHashRing#POINT_BYTES} each (a long array and an int array,
 * built in place): 12 V D bytes a node, 1.2 GB for a million nodes at the default V = 100 and one dispatcher;</li>
 * <li>{@link #MODEL}: every run's model (a Host and an arrival rate a node) is built before the runs start;</li>
 * <li>{@link #USABLE}: the long-lived views must fit in the old generation, two thirds of the heap under the
 * parallel collector that {@code ./loadshare} uses; {@link #RESERVE}: the program itself.</li>
 * </ul>
 * Broadcast messages in flight over a network with latency add to this and are not counted.
 */
public final class HeapEstimate {

    /** Bytes of one node in a running model, whatever the policy, besides its CPUs. */
    static final long NODE = 768;
    /** Bytes of one CPU of a node. */
    static final long CPU = 128;
    /** Bytes of one node in the model of each run, all built before the runs start. */
    static final long MODEL = 48;
    /** The program itself: classes, the configuration, the results. */
    static final long RESERVE = 64L << 20;
    /** The share of the max heap a model's long-lived data may take. */
    static final double USABLE = 2.0 / 3;

    private HeapEstimate() {
    }

    /**
     * Refuses an experiment whose model needs more heap than this JVM has, saying how many nodes would fit.
     *
     * @param maxHeap the JVM's max heap, {@code Runtime.getRuntime().maxMemory()}
     * @param cores   the cores run.threads = 0 runs on, {@code Runtime.getRuntime().availableProcessors()}
     * @throws SettingsException naming where {@code nodes} was set, the heap needed and the nodes that fit
     */
    public static void require(ExperimentSettings s, List<ResolvedPolicy> policies, long maxHeap, int cores) {
        ResolvedPolicy largest = largestView(policies, s.nodes());
        int entry = largest == null ? 0 : viewEntryBytes(largest, s.nodes());
        int runs = (int) Math.min(Integer.MAX_VALUE,
                (long) policies.size() * s.workload().loads().size() * s.run().replications());
        int parallel = Math.max(1, Math.min(s.run().threads() > 0 ? s.run().threads() : cores, runs));
        int cpus = s.hosts().cpus();
        long ring = ringBytes(s);
        long perNode = NODE + cpus * CPU + ring;
        double need = bytes(s.nodes(), perNode, entry, parallel, runs);
        double usable = maxHeap * USABLE;
        if (need <= usable) {
            return;
        }
        long fit = maxNodes(usable, perNode, entry, parallel, runs);
        int entryAtFit = largest == null ? 0 : viewEntryBytes(largest, fit);
        if (entryAtFit < entry) {   // a view whose entries are smaller on fewer nodes: more of them fit
            long more = maxNodes(usable, perNode, entryAtFit, parallel, runs);
            fit = viewEntryBytes(largest, more) == entryAtFit ? more : fit;
        }
        String why = entry > 0
                ? "its view of every other node grows as N², " + entry + " bytes an entry on every node"
                : "about " + size(perNode) + " a node" + (ring > 0 ? ", " + size(ring) + " of it " + s.dispatch().policy()
                        + "'s hash ring: dispatch.virtual-nodes = " + s.dispatch().virtualNodes() + " points of "
                        + ConsistentHashRing.POINT_BYTES + " bytes a node on each of " + s.dispatch().dispatchers()
                        + " dispatcher" + (s.dispatch().dispatchers() == 1 ? "" : "s") : "");
        String policy = entry > 0 ? "with " + largest.label() + " " : "";
        throw new SettingsException(s.where("nodes") + ": " + ExperimentLoader.SECTION + ".nodes = " + s.nodes() + ": "
                + policy + "the model needs about " + size(need) + " of heap (" + why
                + (parallel > 1 ? ", " + parallel + " runs at once" : "") + "); this JVM has " + size(maxHeap) + ": "
                + (fit >= 1 ? "at most ~" + String.format(Locale.ROOT, "%,d", fit) + " nodes fit" : "not one node fits")
                + " (or raise -Xmx via LOADSHARE_JAVA_OPTS" + (parallel > 1 ? ", or set run.threads = 1" : "") + ")");
    }

    /** The estimated heap, in bytes, of {@code runs} runs of {@code nodes} nodes, {@code parallel} at once. */
    static double bytes(long nodes, long perNode, int viewEntryBytes, int parallel, int runs) {
        double n = nodes;
        return parallel * (n * perNode + n * n * viewEntryBytes) + (double) runs * n * MODEL + RESERVE;
    }

    /**
     * The bytes a node adds to the dispatchers' hash rings ({@code session-affinity}: every dispatcher keeps its own
     * ring of {@code dispatch.virtual-nodes} points a node), 0 without one.
     */
    static long ringBytes(ExperimentSettings s) {
        return s.dispatch().dispatcher() && s.dispatch().policy().equals("session-affinity")
                ? (long) ConsistentHashRing.POINT_BYTES * s.dispatch().virtualNodes() * s.dispatch().dispatchers() : 0;
    }

    /** The most nodes whose estimate fits in {@code usable} bytes, rounded down to two significant digits. */
    static long maxNodes(double usable, long perNode, int viewEntryBytes, int parallel, int runs) {
        double a = (double) parallel * viewEntryBytes;
        double b = (double) parallel * perNode + (double) runs * MODEL;
        double c = RESERVE - usable;
        if (c >= 0) {
            return 0;
        }
        double n = a == 0 ? -c / b : (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
        long exact = (long) Math.floor(n);
        if (exact < 100) {
            return exact;
        }
        long unit = (long) Math.pow(10, (long) Math.log10(exact) - 1);
        return exact / unit * unit;
    }

    private static ResolvedPolicy largestView(List<ResolvedPolicy> policies, long nodes) {
        ResolvedPolicy largest = null;
        for (ResolvedPolicy p : policies) {
            if (largest == null || viewEntryBytes(p, nodes) > viewEntryBytes(largest, nodes)) {
                largest = p;
            }
        }
        return largest;
    }

    private static int viewEntryBytes(ResolvedPolicy p, long nodes) {
        return p.descriptor().memory().viewEntryBytes(p.parameters(), nodes);
    }

    /** {@code 447 GB}, {@code 3.8 GB}, {@code 310 MB}, {@code 1.2 KB} (powers of 1024, as -Xmx counts). */
    public static String size(double bytes) {
        String[] units = {"bytes", "KB", "MB", "GB", "TB"};
        int unit = 0;
        while (bytes >= 1024 && unit < units.length - 1) {
            bytes /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, bytes < 10 && unit > 0 ? "%.1f %s" : "%.0f %s", bytes, units[unit]);
    }
}
