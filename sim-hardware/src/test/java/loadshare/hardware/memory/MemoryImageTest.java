package loadshare.hardware.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MemoryImageTest {

    @Test
    void pageBytes_areAFunctionOfSeedPageAndVersion() {
        byte[] a = PageContents.bytes(42, 3, 0, 4096);
        assertArrayEquals(a, PageContents.bytes(42, 3, 0, 4096));
        assertFalse(Arrays.equals(a, PageContents.bytes(42, 3, 1, 4096)), "a new version has new bytes");
        assertFalse(Arrays.equals(a, PageContents.bytes(42, 4, 0, 4096)), "pages differ");
        assertFalse(Arrays.equals(a, PageContents.bytes(43, 3, 0, 4096)), "VMs differ");
    }

    @Test
    void aWrite_changesTheDigest_andTheIncrementalDigestMatchesARecomputation() {
        MemoryImage m = MemoryImage.initial(7, 64, 4096);
        Digest before = m.digest();
        assertEquals(1, m.write(10));
        assertNotEquals(before, m.digest());
        m.write(10);
        m.write(63);
        m.evict(5);
        m.put(5, 9);
        assertEquals(m.recomputeDigest(), m.digest());
    }

    @Test
    void imagesWithTheSamePagesAndVersions_haveEqualDigestsAndEqualSha256_whateverTheOrder() {
        MemoryImage source = MemoryImage.initial(7, 32, 4096);
        source.write(3);
        source.write(17);
        MemoryImage target = MemoryImage.empty(7, 32, 4096);
        for (int p = 31; p >= 0; p--) {
            target.put(p, source.version(p));
        }
        assertEquals(source.digest(), target.digest());
        assertArrayEquals(source.sha256(), target.sha256());
        target.put(17, 0);
        assertNotEquals(source.digest(), target.digest());
        assertFalse(Arrays.equals(source.sha256(), target.sha256()));
    }

    @Test
    void absentPages_canNeitherBeWrittenNorRead() {
        MemoryImage m = MemoryImage.empty(1, 4, 4096);
        assertEquals(MemoryImage.ABSENT, m.version(2));
        assertThrows(IllegalStateException.class, () -> m.write(2));
        assertThrows(IllegalStateException.class, () -> m.pageBytes(2));
        assertEquals(0, m.presentPages());
        assertEquals(Digest.ZERO, m.digest());
    }
}
