package loadshare.hardware.memory;

import java.util.BitSet;
import java.util.Objects;

/**
 * A host's physical memory: {@code bytes} divided into page frames of {@code pageSize} bytes (4 KiB by
 * default). Frames are allocated and freed by the hypervisor for its VMs; an allocation that does not fit
 * is refused as a whole, with a reason, and allocates nothing.
 */
public final class PhysicalMemory {

    public static final int DEFAULT_PAGE_SIZE = 4096;

    private final String host;
    private final int pageSize;
    private final int frames;
    private final BitSet used;
    private int usedCount;

    public PhysicalMemory(String host, long bytes, int pageSize) {
        this.host = Objects.requireNonNull(host, "host");
        if (pageSize <= 0 || Integer.bitCount(pageSize) != 1) {
            throw new IllegalArgumentException("page size must be a positive power of two, was " + pageSize);
        }
        if (bytes < pageSize || bytes / pageSize > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("memory of " + bytes + " bytes must hold between 1 and 2^31-1 frames of " + pageSize);
        }
        this.pageSize = pageSize;
        this.frames = (int) (bytes / pageSize);
        this.used = new BitSet(frames);
    }

    /** Memory of {@code bytes} in frames of the default 4 KiB. */
    public static PhysicalMemory ofBytes(String host, long bytes) {
        return new PhysicalMemory(host, bytes, DEFAULT_PAGE_SIZE);
    }

    public String host() {
        return host;
    }

    public int pageSize() {
        return pageSize;
    }

    public int frameCount() {
        return frames;
    }

    public int freeFrames() {
        return frames - usedCount;
    }

    public long bytes() {
        return (long) frames * pageSize;
    }

    public boolean isAllocated(int frame) {
        return used.get(checkFrame(frame));
    }

    /** Allocates {@code count} frames, or none with a reason if fewer than {@code count} are free. */
    public FrameAllocation allocate(int count) {
        if (count <= 0) {
            throw new IllegalArgumentException("allocate a positive number of frames, not " + count);
        }
        if (count > freeFrames()) {
            return new FrameAllocation.Refused(String.format(
                    "host %s: no free frames for %d pages (%d MiB): %d of %d frames of %d B free",
                    host, count, ((long) count * pageSize) >> 20, freeFrames(), frames, pageSize));
        }
        int[] granted = new int[count];
        int frame = 0;
        for (int i = 0; i < count; i++) {
            frame = used.nextClearBit(frame);
            granted[i] = frame;
            used.set(frame);
            frame++;
        }
        usedCount += count;
        return new FrameAllocation.Granted(granted);
    }

    /** Returns frames to the free pool; freeing a frame that is not allocated is a bug and throws. */
    public void free(int[] toFree) {
        for (int frame : toFree) {
            if (!used.get(checkFrame(frame))) {
                throw new IllegalStateException("host " + host + ": frame " + frame + " is not allocated");
            }
            used.clear(frame);
            usedCount--;
        }
    }

    private int checkFrame(int frame) {
        if (frame < 0 || frame >= frames) {
            throw new IndexOutOfBoundsException("frame " + frame + " is outside host " + host + "'s " + frames + " frames");
        }
        return frame;
    }
}
