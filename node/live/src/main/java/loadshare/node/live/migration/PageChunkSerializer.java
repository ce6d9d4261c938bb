package loadshare.node.live.migration;

import java.io.NotSerializableException;
import java.nio.ByteBuffer;
import loadshare.node.live.WireSerializer;

/**
 * The wire form of a {@link PageTransferMessage.PageChunk}, the one message that carries page bytes: written straight
 * into Artery's envelope buffer and read straight out of it. Jackson CBOR (every other message's form) cost four
 * extra passes over a chunk's 128 KiB — its output builder, the copy out of it into a byte array and that array into
 * the envelope on the sending side; the copy of the envelope into a byte array and the parser's copy of the byte
 * field on the receiving side. Here a chunk's bytes are copied once each way (array to envelope, envelope to array).
 * <p>
 * Little-endian, whatever the buffer's order: the stream's name (length, UTF-8), the page count n, n page numbers,
 * n versions, the byte count and the bytes. What it reads is bounded by what arrived: a length that does not fit the
 * remaining bytes is refused ({@link NotSerializableException}, which Artery logs and drops), never allocated.
 * Whether the pages are the versions they claim is the receiver's check ({@link PageCheck}), as before.
 */
public final class PageChunkSerializer extends WireSerializer {

    /** The serializer's id, unique in the actor system (Akka keeps 0 to 40 for its own). */
    public static final int ID = 7416;
    private static final String MANIFEST = "PageChunk";

    @Override
    public int identifier() {
        return ID;
    }

    @Override
    public String manifest(Object o) {
        return MANIFEST;
    }

    @Override
    protected void write(Object o, ByteBuffer buf) {
        PageTransferMessage.PageChunk c = chunk(o);
        putString(buf, c.stream());
        putInts(buf, c.pages());
        putInts(buf, c.versions());
        putBytes(buf, c.bytes());
    }

    @Override
    protected int sizeHint(Object o) {
        PageTransferMessage.PageChunk c = chunk(o);
        return 16 + 4 * c.stream().length() + 4 * (c.pages().length + c.versions().length) + c.bytes().length;
    }

    @Override
    protected Object read(ByteBuffer buf, String manifest) throws NotSerializableException {
        if (!MANIFEST.equals(manifest)) {
            throw new NotSerializableException("not a page chunk: manifest " + manifest);
        }
        return new PageTransferMessage.PageChunk(getString(buf), getInts(buf), getInts(buf), getBytes(buf));
    }

    private static PageTransferMessage.PageChunk chunk(Object o) {
        if (o instanceof PageTransferMessage.PageChunk c) {
            return c;
        }
        throw new IllegalArgumentException("not a page chunk: " + o.getClass().getName());
    }
}
