package loadshare.hardware.vm;

import loadshare.hardware.memory.PhysicalMemory;

/**
 * What a job's VM looks like to the hypervisor: its memory {@code sizeBytes}, the part of it it keeps
 * touching ({@code workingSetBytes}), how fast it writes while it runs ({@code dirtyRate}, bytes of pages
 * dirtied per second: each write dirties one whole page) and the {@code pageSize}.
 */
public record VmSpec(long sizeBytes, long workingSetBytes, double dirtyRate, int pageSize) {

    public VmSpec {
        if (pageSize <= 0 || Integer.bitCount(pageSize) != 1) {
            throw new IllegalArgumentException("page size must be a positive power of two, was " + pageSize);
        }
        if (sizeBytes < 3L * pageSize || sizeBytes % pageSize != 0 || sizeBytes / pageSize > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("VM size must be a whole number (>= 3) of " + pageSize + "-byte pages, was " + sizeBytes);
        }
        if (workingSetBytes < pageSize || workingSetBytes > sizeBytes) {
            throw new IllegalArgumentException("working set must be between one page and the VM size (" + sizeBytes + "), was " + workingSetBytes);
        }
        if (!(dirtyRate >= 0) || Double.isInfinite(dirtyRate)) {
            throw new IllegalArgumentException("dirty rate must be >= 0 and finite (bytes/s), was " + dirtyRate);
        }
    }

    /** A VM with the default 4 KiB pages. */
    public static VmSpec of(long sizeBytes, long workingSetBytes, double dirtyRate) {
        return new VmSpec(sizeBytes, workingSetBytes, dirtyRate, PhysicalMemory.DEFAULT_PAGE_SIZE);
    }

    public int pages() {
        return (int) (sizeBytes / pageSize);
    }

    public int workingSetPages() {
        return (int) (workingSetBytes / pageSize);
    }

    /** Page writes per second of running. */
    public double writesPerSecond() {
        return dirtyRate / pageSize;
    }
}
