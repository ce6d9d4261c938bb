package loadshare.node.live.migration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.typesafe.config.ConfigFactory;
import java.io.NotSerializableException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import loadshare.hardware.memory.PageContents;
import org.junit.jupiter.api.Test;

/** Page chunks cross the wire byte for byte, in either buffer order; what does not fit what arrived is refused. */
class PageChunkSerializerTest {

    private static final int PAGE = 4096;
    private final PageChunkSerializer serializer = new PageChunkSerializer();

    private static PageTransferMessage.PageChunk chunk() {
        int[] pages = {3, 17, 4095};
        int[] versions = {0, 2, 1 << 30};
        byte[] bytes = new byte[pages.length * PAGE];
        for (int i = 0; i < pages.length; i++) {
            PageContents.fill(99, pages[i], versions[i], bytes, i * PAGE, PAGE);
        }
        return new PageTransferMessage.PageChunk("pre-copy→vm-7", pages, versions, bytes);
    }

    private static void assertSame(PageTransferMessage.PageChunk expected, Object actual) {
        PageTransferMessage.PageChunk c = (PageTransferMessage.PageChunk) actual;
        assertEquals(expected.stream(), c.stream());
        assertArrayEquals(expected.pages(), c.pages());
        assertArrayEquals(expected.versions(), c.versions());
        assertArrayEquals(expected.bytes(), c.bytes());
    }

    @Test
    void aChunk_roundTrips_throughAnEnvelopeBuffer_ofEitherOrder_andAsAnArray() throws Exception {
        PageTransferMessage.PageChunk c = chunk();
        for (ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
            ByteBuffer buf = ByteBuffer.allocateDirect(256 * 1024).order(order);
            buf.putInt(12345);                       // what Artery's header leaves before the message
            serializer.toBinary(c, buf);
            assertEquals(order, buf.order(), "the buffer's order is left as it was");
            buf.flip().getInt();
            assertSame(c, serializer.fromBinary(buf, serializer.manifest(c)));
            assertEquals(0, buf.remaining());
        }
        assertSame(c, serializer.fromBinary(serializer.toBinary(c), serializer.manifest(c)));
    }

    @Test
    void truncatedOrLyingBytes_areRefused_notAllocated() {
        byte[] whole = serializer.toBinary(chunk());
        String manifest = serializer.manifest(chunk());
        assertThrows(NotSerializableException.class,
                () -> serializer.fromBinary(Arrays.copyOf(whole, whole.length - 1), manifest));
        byte[] lying = whole.clone();
        ByteBuffer.wrap(lying).order(ByteOrder.LITTLE_ENDIAN).putInt(0, Integer.MAX_VALUE);   // the name's length
        assertThrows(NotSerializableException.class, () -> serializer.fromBinary(lying, manifest));
        assertThrows(NotSerializableException.class, () -> serializer.fromBinary(whole, "Credit"));
    }

    @Test
    void theActorSystem_bindsPageChunks_toThisSerializer() throws Exception {
        var config = ConfigFactory.parseString("akka.actor.provider = local").withFallback(ConfigFactory.load());
        var system = akka.actor.ActorSystem.create("page-chunk-binding", config);
        try {
            var serialization = akka.serialization.SerializationExtension.get(system);
            assertEquals(PageChunkSerializer.ID, serialization.findSerializerFor(chunk()).identifier());
        } finally {
            system.terminate();
            scala.concurrent.Await.result(system.whenTerminated(), scala.concurrent.duration.Duration.create(20, "s"));
        }
    }
}
