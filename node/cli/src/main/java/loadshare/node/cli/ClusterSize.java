package loadshare.node.cli;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import loadshare.config.SettingsException;
import loadshare.node.experiment.HeapEstimate;
import loadshare.node.live.Launcher;

/**
 * How many nodes {@code loadshare cluster} may start on this machine: each is a JVM with
 * {@link Launcher#CHILD_HEAP_MB} MB of heap, so N of them need N times that of physical memory, and a cluster on
 * one machine is capped at {@link #CAP} nodes besides (each JVM brings its own threads and actor system; beyond a
 * few hundred the machine spends its time switching between them). Checked before a child starts.
 */
final class ClusterSize {

    /** The most nodes a cluster on one machine may have, however much memory it has. */
    static final int CAP = 256;
    private static final long CHILD_HEAP = (long) Launcher.CHILD_HEAP_MB << 20;

    private ClusterSize() {
    }

    /** The machine's physical memory in bytes ({@code /proc/meminfo}'s MemTotal on Linux), or 0 if unknown. */
    static long physicalMemory() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getTotalMemorySize();
        }
        return 0;
    }

    /** The most nodes that fit: physical memory over each node's heap, at most {@link #CAP}. */
    static int maxNodes(long physicalBytes) {
        return physicalBytes <= 0 ? CAP : (int) Math.min(CAP, physicalBytes / CHILD_HEAP);
    }

    /** Refuses {@code --nodes} beyond {@link #maxNodes}, saying the limit and why, in one line. */
    static void require(int nodes, long physicalBytes) {
        int max = maxNodes(physicalBytes);
        if (nodes <= max) {
            return;
        }
        String memory = physicalBytes <= 0 ? "" : String.format(Locale.ROOT, ", %s in all, and this machine has %s of "
                + "memory", HeapEstimate.size((long) nodes * CHILD_HEAP), HeapEstimate.size(physicalBytes));
        throw new SettingsException(String.format(Locale.ROOT, "--nodes %,d: each node is a JVM with %d MB of heap%s: "
                + "at most %,d nodes fit (a cluster on one machine is capped at %d nodes; for more, start nodes on "
                + "several machines with loadshare node)", nodes, Launcher.CHILD_HEAP_MB, memory, max, CAP));
    }
}
