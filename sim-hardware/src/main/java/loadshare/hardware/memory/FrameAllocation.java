package loadshare.hardware.memory;

/** The answer of {@link PhysicalMemory#allocate}: the frames granted, or why none were. */
public sealed interface FrameAllocation {

    /** {@code frames} are now allocated to the caller, who frees them with {@link PhysicalMemory#free}. */
    record Granted(int[] frames) implements FrameAllocation {
    }

    /** Nothing was allocated; {@code reason} says how many frames were asked for and how many were free. */
    record Refused(String reason) implements FrameAllocation {
    }
}
