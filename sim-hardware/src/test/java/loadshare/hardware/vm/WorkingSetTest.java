package loadshare.hardware.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import loadshare.hardware.memory.GuestPageTable;
import org.junit.jupiter.api.Test;

class WorkingSetTest {

    @Test
    void everySize_givesThatManyDistinctPagesOfTheAddressSpace() {
        GuestPageTable table = GuestPageTable.standard(64);
        for (int size = 1; size <= 64; size++) {
            WorkingSet ws = WorkingSet.choose(table, size, new SplittableRandom(size));
            int[] pages = new int[ws.size()];
            Arrays.setAll(pages, ws::page);
            assertEquals(size, ws.size());
            assertEquals(size, Arrays.stream(pages).distinct().count(), "size " + size);
            assertTrue(Arrays.stream(pages).allMatch(p -> p >= 0 && p < 64));
        }
    }

    @Test
    void aSmallWorkingSet_isTheTopOfTheStackAndAHeapWindow() {
        GuestPageTable table = GuestPageTable.standard(4096); // code 256, heap 3776, stack 64
        WorkingSet ws = WorkingSet.choose(table, 512, new SplittableRandom(1));
        int stackPages = 0;
        int heapPages = 0;
        for (int i = 0; i < ws.size(); i++) {
            String segment = table.segmentOf(ws.page(i)).name();
            stackPages += segment.equals("stack") ? 1 : 0;
            heapPages += segment.equals("heap") ? 1 : 0;
        }
        assertEquals(64, stackPages, "the whole stack (less than a quarter of 512)");
        assertEquals(448, heapPages);
        int[] sorted = new int[448];
        for (int i = 0; i < 448; i++) {
            sorted[i] = ws.page(64 + i);
        }
        assertEquals(447, sorted[447] - sorted[0], "the heap part is one contiguous window");
    }

    @Test
    void shuffled_isAPermutationOfTheSet() {
        WorkingSet ws = WorkingSet.choose(GuestPageTable.standard(1024), 100, new SplittableRandom(2));
        int[] order = ws.shuffled(new SplittableRandom(3));
        int[] pages = new int[100];
        Arrays.setAll(pages, ws::page);
        Arrays.sort(order);
        Arrays.sort(pages);
        assertTrue(Arrays.equals(order, pages));
    }
}
