package loadshare.migration.sweep;

/**
 * One migration of the sweep: a strategy, a VM size (bytes) and dirty rate (bytes/s), and what it cost
 * (times in model seconds). {@code intact} is true when the digest after equalled the digest before
 * (a mismatch would have thrown before the row existed).
 */
public record SweepRow(String strategy, long vmBytes, double dirtyRate, double freezeTime, double totalTime,
        long bytesMoved, int pageFaults, double residualDependency, boolean intact) {
}
