package loadshare.node.live.migration;

import java.util.List;
import loadshare.hardware.memory.GuestPageTable;
import loadshare.hardware.net.Endpoint;
import loadshare.hardware.vm.OpenFile;
import loadshare.hardware.vm.VCpuState;
import loadshare.hardware.vm.VmSpec;
import loadshare.hardware.vm.VmState;
import loadshare.hardware.vm.WorkingSet;

/**
 * A {@link VmState} as it crosses JVMs: the page table as its segments, the working set as its guest-virtual
 * pages, the descriptors, endpoints and vCPU as they are.
 */
public record VmWireState(String name, VmSpec spec, long seed, List<GuestPageTable.Segment> segments, int[] workingSet,
                          List<OpenFile> openFiles, List<Endpoint> endpoints, VCpuState vcpu) {

    public static VmWireState of(VmState s) {
        return new VmWireState(s.name(), s.spec(), s.seed(), s.pageTable().segments(), s.workingSet().pages(),
                s.openFiles(), s.endpoints(), s.vcpu());
    }

    public VmState toVmState() {
        GuestPageTable table = new GuestPageTable(segments);
        return new VmState(name, spec, seed, table, WorkingSet.of(table, workingSet), openFiles, endpoints, vcpu);
    }
}
