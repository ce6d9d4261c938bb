package loadshare.hardware.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A page's bytes are one function, written word by word or byte by byte; a receiver finds the first wrong byte. */
class PageContentsTest {

    @Test
    void aPageSizeThatIsNotAMultipleOfEight_isAPrefixOfTheLongerPage() {
        byte[] whole = PageContents.bytes(5, 17, 2, 64);
        for (int size : new int[] {1, 7, 13, 63}) {
            assertArrayEquals(Arrays.copyOf(whole, size), PageContents.bytes(5, 17, 2, size), "size " + size);
        }
    }

    @Test
    void mismatch_acceptsTheRightBytes_andPointsAtTheFirstWrongOne() {
        byte[] chunk = new byte[3 * 4096];
        for (int i = 0; i < 3; i++) {
            PageContents.fill(9, 100 + i, i, chunk, i * 4096, 4096);
        }
        for (int i = 0; i < 3; i++) {
            assertEquals(-1, PageContents.mismatch(9, 100 + i, i, chunk, i * 4096, 4096));
        }
        assertEquals(0, PageContents.mismatch(9, 101, 2, chunk, 4096, 4096), "another version's bytes");
        chunk[4096 + 1234] ^= 0x10;
        assertEquals(1234, PageContents.mismatch(9, 101, 1, chunk, 4096, 4096));
        byte[] odd = PageContents.bytes(9, 3, 0, 13);
        odd[12] ^= 1;
        assertEquals(12, PageContents.mismatch(9, 3, 0, odd, 0, 13));
    }
}
