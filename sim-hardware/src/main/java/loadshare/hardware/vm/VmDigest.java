package loadshare.hardware.vm;

import java.util.List;
import loadshare.hardware.memory.Digest;
import loadshare.hardware.net.Endpoint;

/**
 * The integrity digest of a VM: of its memory image ({@link loadshare.hardware.memory.MemoryImage#digest()})
 * and of the state of its open files, endpoints and vCPU. A migration compares the digest before and after.
 */
public record VmDigest(Digest memory, long openState) {

    /** A 64-bit hash of the descriptors, endpoints and vCPU, in order. */
    public static long openState(List<OpenFile> files, List<Endpoint> endpoints, VCpuState vcpu) {
        long h = 0x84222325CBF29CE4L;
        for (OpenFile f : files) {
            h = mix(h, f.descriptor());
            h = mix(h, f.virtualDisk().hashCode());
            h = mix(h, f.firstBlock());
            h = mix(h, f.position());
        }
        for (Endpoint e : endpoints) {
            h = mix(h, e.port());
            h = mix(h, e.peer().hashCode());
        }
        h = mix(h, vcpu.instructionsRetired());
        return mix(h, vcpu.registers());
    }

    private static long mix(long h, long value) {
        long z = h ^ (value + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2));
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
