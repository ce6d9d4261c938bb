package loadshare.node.live.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import loadshare.hardware.memory.MemoryImage;
import loadshare.migration.MigrationIntegrityException;
import org.junit.jupiter.api.Test;

/** The page stream's flow control and the receiver's check, without actors. */
class PageStreamTest {

    private static final int PAGE = 4096;

    @Test
    void theSender_neverHasMoreThanTheWindowUnacknowledged_andEachChunkIsBounded() {
        int[] versions = new int[1000];
        TransferSettings settings = TransferSettings.DEFAULT.withChunk(16 * 1024, 3);
        PageStream s = new PageStream("s", 7, PAGE, 3, p -> versions[p], settings);
        s.addRange(0, 1000);
        List<PageTransferMessage.PageChunk> sent = new ArrayList<>();
        s.pump(sent::add);
        assertEquals(3, sent.size(), "a window of three chunks, no more");
        s.pump(sent::add);
        assertEquals(3, sent.size(), "no credit, nothing more");
        MemoryImage received = MemoryImage.empty(7, 1000, PAGE);
        int checked = 0;
        while (!s.drained()) {
            PageTransferMessage.PageChunk c = sent.get(checked++);
            assertTrue(c.pages().length <= 4 && c.bytes().length == c.pages().length * PAGE, "16 KiB chunks of 4 KiB pages");
            PageCheck.admit("test", 7, PAGE, 1000, c, PageCheck.into(received));
            s.credit(1);
            s.pump(sent::add);
            assertTrue(sent.size() - checked <= 3, "in flight: " + (sent.size() - checked));
        }
        assertEquals(250, sent.size());
        assertEquals(1000, received.presentPages());
        assertEquals(MemoryImage.initial(7, 1000, PAGE).digest(), received.digest());
        assertEquals(1000L * PAGE, s.pageBytesSent());
    }

    @Test
    void aPageLeavesAtTheVersionItHasWhenItsChunkIsSent() {
        int[] versions = new int[8];
        PageStream s = new PageStream("s", 1, PAGE, 1, p -> versions[p], TransferSettings.DEFAULT.withChunk(PAGE, 1));
        s.addRange(0, 2);
        List<PageTransferMessage.PageChunk> sent = new ArrayList<>();
        s.pump(sent::add);
        versions[1] = 5; // written while page 0 was in flight
        s.credit(1);
        s.pump(sent::add);
        assertEquals(5, sent.get(1).versions()[0]);
        MemoryImage received = MemoryImage.empty(1, 8, PAGE);
        sent.forEach(c -> PageCheck.admit("test", 1, PAGE, 8, c, PageCheck.into(received)));
        assertEquals(5, received.version(1));
    }

    @Test
    void aByteDamagedInTransit_isCaughtByThePageCheck_aWrongVersionIsNot() {
        TransferSettings flip = TransferSettings.DEFAULT.withFault(
                new TransferSettings.TransitFault(2, TransferSettings.TransitFault.Kind.FLIP_BYTE));
        PageTransferMessage.PageChunk damaged = chunkOf(flip);
        MigrationIntegrityException e = assertThrows(MigrationIntegrityException.class,
                () -> PageCheck.admit("test", 3, PAGE, 4, damaged, PageCheck.into(MemoryImage.empty(3, 4, PAGE))));
        assertTrue(e.getMessage().contains("page 2 arrived damaged"), e.getMessage());

        TransferSettings stale = TransferSettings.DEFAULT.withFault(
                new TransferSettings.TransitFault(2, TransferSettings.TransitFault.Kind.WRONG_VERSION));
        MemoryImage received = MemoryImage.empty(3, 4, PAGE);
        PageCheck.admit("test", 3, PAGE, 4, chunkOf(stale), PageCheck.into(received));
        assertEquals(1, received.version(2), "intact bytes of another version pass the page check");
        assertTrue(!received.digest().equals(MemoryImage.initial(3, 4, PAGE).digest()), "but not the image's digest");
    }

    private static PageTransferMessage.PageChunk chunkOf(TransferSettings settings) {
        PageStream s = new PageStream("s", 3, PAGE, 1, p -> 0, settings);
        s.addRange(0, 4);
        List<PageTransferMessage.PageChunk> sent = new ArrayList<>();
        s.pump(sent::add);
        return sent.get(0);
    }
}
