package loadshare.hardware.vm;

import java.util.List;
import java.util.Objects;
import loadshare.hardware.memory.GuestPageTable;
import loadshare.hardware.net.Endpoint;

/**
 * Everything of a VM except its pages: what a migration sends while the VM is frozen, besides pages.
 * The page table, the open files' descriptors, the communication endpoints and the vCPU cost
 * {@link #wireBytes()}; the name, spec, seed and working set describe the guest and are part of the
 * fixed-size header.
 */
public record VmState(String name, VmSpec spec, long seed, GuestPageTable pageTable, WorkingSet workingSet,
        List<OpenFile> openFiles, List<Endpoint> endpoints, VCpuState vcpu) {

    /** Name, spec, seed, counts. */
    public static final int HEADER_BYTES = 256;

    public VmState {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(pageTable, "pageTable");
        Objects.requireNonNull(workingSet, "workingSet");
        openFiles = List.copyOf(openFiles);
        endpoints = List.copyOf(endpoints);
        Objects.requireNonNull(vcpu, "vcpu");
    }

    /** Bytes on the wire: header, page table, descriptors, endpoints, vCPU state. */
    public long wireBytes() {
        return HEADER_BYTES + pageTable.wireBytes() + (long) openFiles.size() * OpenFile.WIRE_BYTES
                + (long) endpoints.size() * Endpoint.WIRE_BYTES + VCpuState.WIRE_BYTES;
    }
}
