package loadshare.config;

import java.util.List;

/**
 * The workstations' hardware. {@code speeds} repeat over the nodes: node i has speed speeds[i % size].
 * {@code memoryBytes} is each host's physical memory, in frames of {@code pageSize} bytes; VMs that do not fit
 * in the free frames are refused.
 */
public record HostSettings(int cpus, List<Double> speeds, long memoryBytes, int pageSize, OwnerSettings owner) {

    /** 4 GiB of memory per host. */
    public static final long DEFAULT_MEMORY = 4L << 30;
    /** 4 KiB pages. */
    public static final int DEFAULT_PAGE_SIZE = 4096;

    public HostSettings {
        speeds = List.copyOf(speeds);
    }

    /** Hosts with the default memory and page size, without owners. */
    public HostSettings(int cpus, List<Double> speeds) {
        this(cpus, speeds, DEFAULT_MEMORY, DEFAULT_PAGE_SIZE);
    }

    /** Hosts without owners. */
    public HostSettings(int cpus, List<Double> speeds, long memoryBytes, int pageSize) {
        this(cpus, speeds, memoryBytes, pageSize, OwnerSettings.NONE);
    }

    public double speed(int node) {
        return speeds.get(node % speeds.size());
    }

    /** Page frames of each host's memory. */
    public long frames() {
        return memoryBytes / pageSize;
    }
}
