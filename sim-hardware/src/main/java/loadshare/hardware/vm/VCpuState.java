package loadshare.hardware.vm;

/**
 * The state of a VM's virtual CPU that must travel with it: how far it got ({@code instructionsRetired})
 * and a stand-in for its register file ({@code registers}, changed by running).
 */
public record VCpuState(long instructionsRetired, long registers) {

    /** Registers, FPU and control state on the wire. */
    public static final int WIRE_BYTES = 1024;

    /** Instructions per second of model time for a vCPU of unit speed. */
    public static final double INSTRUCTIONS_PER_SECOND = 1e9;

    public static final VCpuState RESET = new VCpuState(0, 0);

    /** The state after running for {@code seconds}. */
    public VCpuState advance(double seconds) {
        long retired = instructionsRetired + (long) (seconds * INSTRUCTIONS_PER_SECOND);
        long r = (registers ^ retired) * 0x9E3779B97F4A7C15L;
        return new VCpuState(retired, r ^ (r >>> 29));
    }
}
