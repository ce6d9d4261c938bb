package loadshare.config;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * The workstations' hardware. {@code speeds} repeat over the nodes: node i has speed speeds[i % size].
 * {@code memoryBytes} is each host's physical memory, in frames of {@code pageSize} bytes; VMs that do not fit
 * in the free frames are refused. {@code attributes} are what each host advertises to Condor's matchmaker beyond
 * what is measured: attribute name to ClassAd literal text ({@code "\"INTEL\""}, {@code 64}), each list repeated
 * over the nodes like the speeds. {@code cpuScheduling} is how each host schedules its CPUs among its jobs.
 */
public record HostSettings(int cpus, List<Double> speeds, long memoryBytes, int pageSize, OwnerSettings owner,
                           Map<String, List<String>> attributes, CpuSchedulingSettings cpuScheduling) implements Serializable {

    /** 4 GiB of memory per host. */
    public static final long DEFAULT_MEMORY = 4L << 30;
    /** 4 KiB pages. */
    public static final int DEFAULT_PAGE_SIZE = 4096;

    public HostSettings {
        speeds = List.copyOf(speeds);
        attributes = Map.copyOf(attributes);
    }

    /** Hosts whose CPUs schedule as they always did: one central FCFS queue, run to completion. */
    public HostSettings(int cpus, List<Double> speeds, long memoryBytes, int pageSize, OwnerSettings owner,
                        Map<String, List<String>> attributes) {
        this(cpus, speeds, memoryBytes, pageSize, owner, attributes, CpuSchedulingSettings.DEFAULT);
    }

    /** The same hosts scheduling their CPUs with {@code scheduling}. */
    public HostSettings withCpuScheduling(CpuSchedulingSettings scheduling) {
        return new HostSettings(cpus, speeds, memoryBytes, pageSize, owner, attributes, scheduling);
    }

    /** Hosts that advertise no attributes of their own. */
    public HostSettings(int cpus, List<Double> speeds, long memoryBytes, int pageSize, OwnerSettings owner) {
        this(cpus, speeds, memoryBytes, pageSize, owner, Map.of());
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
