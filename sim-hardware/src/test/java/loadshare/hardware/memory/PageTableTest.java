package loadshare.hardware.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PageTableTest {

    @Test
    void standardLayout_mapsVirtualOntoPhysicalOneToOne_andIsNotTheIdentity() {
        GuestPageTable t = GuestPageTable.standard(1024);
        Set<Integer> physical = new HashSet<>();
        int moved = 0;
        for (int v = 0; v < 1024; v++) {
            int p = t.guestPhysical(v);
            physical.add(p);
            moved += p != v ? 1 : 0;
        }
        assertEquals(1024, physical.size());
        assertEquals(1024, moved, "stack first in physical memory shifts every page");
        assertEquals(0, t.guestPhysical(1023 - 15), "the stack's lowest page is at physical 0");
    }

    @Test
    void pageTableWireSize_doesNotGrowWithTheAddressSpace() {
        assertEquals(GuestPageTable.standard(4096).wireBytes(), GuestPageTable.standard(1 << 18).wireBytes());
    }

    @Test
    void overlappingSegments_areRejected() {
        assertThrows(IllegalArgumentException.class, () -> new GuestPageTable(List.of(
                new GuestPageTable.Segment("a", 0, 0, 4), new GuestPageTable.Segment("b", 2, 4, 4))));
    }

    @Test
    void shadowTable_resolvesGuestVirtualToHostFrame_throughGuestPhysical() {
        GuestPageTable t = GuestPageTable.standard(64);
        ShadowPageTable s = new ShadowPageTable(t);
        int v = 10;
        assertEquals(ShadowPageTable.NOT_PRESENT, s.hostFrame(v), "not present: a page fault");
        s.map(t.guestPhysical(v), 777);
        assertEquals(777, s.hostFrame(v));
        assertEquals(777, s.hostFrameOfPhysical(t.guestPhysical(v)));
        assertEquals(1, s.mappedPages());
        s.unmap(t.guestPhysical(v));
        assertEquals(ShadowPageTable.NOT_PRESENT, s.hostFrame(v));
        assertEquals(0, s.mappedPages());
    }
}
