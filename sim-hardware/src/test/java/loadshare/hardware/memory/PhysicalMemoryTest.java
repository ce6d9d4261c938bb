package loadshare.hardware.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PhysicalMemoryTest {

    @Test
    void memory_isDividedInto4KiBFramesByDefault() {
        PhysicalMemory m = PhysicalMemory.ofBytes("h1", 1 << 20);
        assertEquals(4096, m.pageSize());
        assertEquals(256, m.frameCount());
        assertEquals(256, m.freeFrames());
    }

    @Test
    void allocate_grantsDistinctFrames_andFreeReturnsThem() {
        PhysicalMemory m = PhysicalMemory.ofBytes("h1", 1 << 20);
        int[] a = ((FrameAllocation.Granted) m.allocate(100)).frames();
        int[] b = ((FrameAllocation.Granted) m.allocate(100)).frames();
        assertEquals(56, m.freeFrames());
        assertEquals(200, Arrays.stream(a).distinct().count() + Arrays.stream(b).distinct().count());
        assertTrue(Arrays.stream(a).noneMatch(f -> Arrays.stream(b).anyMatch(g -> g == f)));
        m.free(a);
        assertEquals(156, m.freeFrames());
        assertFalse(m.isAllocated(a[0]));
        assertTrue(m.isAllocated(b[0]));
    }

    @Test
    void allocate_refusesWholly_withAReasonNamingHostAndCounts_whenFramesRunOut() {
        PhysicalMemory m = PhysicalMemory.ofBytes("h7", 1 << 20);
        m.allocate(250);
        FrameAllocation.Refused r = assertInstanceOf(FrameAllocation.Refused.class, m.allocate(7));
        assertTrue(r.reason().contains("h7") && r.reason().contains("7 pages") && r.reason().contains("6 of 256"), r.reason());
        assertEquals(6, m.freeFrames(), "a refused allocation allocates nothing");
    }

    @Test
    void freeingAFrameTwice_isABug() {
        PhysicalMemory m = PhysicalMemory.ofBytes("h1", 1 << 20);
        int[] a = ((FrameAllocation.Granted) m.allocate(2)).frames();
        m.free(a);
        assertThrows(IllegalStateException.class, () -> m.free(a));
    }
}
