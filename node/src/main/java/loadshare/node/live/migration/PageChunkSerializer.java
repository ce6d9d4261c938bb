package loadshare.node.live.migration;

import akka.serialization.ByteBufferSerializer;
import akka.serialization.SerializerWithStringManifest;
import java.io.NotSerializableException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The wire form of a {@link MigrationMessage.PageChunk}, the one message that carries page bytes: written straight
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
public final class PageChunkSerializer extends SerializerWithStringManifest implements ByteBufferSerializer {

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
    public void toBinary(Object o, ByteBuffer buf) {
        MigrationMessage.PageChunk c = chunk(o);
        ByteOrder order = buf.order();
        buf.order(ByteOrder.LITTLE_ENDIAN);
        try {
            byte[] stream = c.stream().getBytes(StandardCharsets.UTF_8);
            buf.putInt(stream.length).put(stream);
            buf.putInt(c.pages().length);
            putInts(buf, c.pages());
            buf.putInt(c.versions().length);
            putInts(buf, c.versions());
            buf.putInt(c.bytes().length).put(c.bytes());
        } finally {
            buf.order(order);
        }
    }

    @Override
    public byte[] toBinary(Object o) {
        MigrationMessage.PageChunk c = chunk(o);
        ByteBuffer buf = ByteBuffer.allocate(16 + 4 * c.stream().length() + 4 * (c.pages().length + c.versions().length)
                + c.bytes().length);
        toBinary(o, buf);
        byte[] out = new byte[buf.position()];
        buf.flip().get(out);
        return out;
    }

    @Override
    public Object fromBinary(ByteBuffer buf, String manifest) throws NotSerializableException {
        if (!MANIFEST.equals(manifest)) {
            throw new NotSerializableException("not a page chunk: manifest " + manifest);
        }
        ByteOrder order = buf.order();
        buf.order(ByteOrder.LITTLE_ENDIAN);
        try {
            String stream = new String(bytes(buf, 1), StandardCharsets.UTF_8);
            int[] pages = ints(buf);
            int[] versions = ints(buf);
            return new MigrationMessage.PageChunk(stream, pages, versions, bytes(buf, 1));
        } catch (BufferUnderflowException e) {
            throw new NotSerializableException("a page chunk cut short");
        } finally {
            buf.order(order);
        }
    }

    @Override
    public Object fromBinary(byte[] bytes, String manifest) throws NotSerializableException {
        return fromBinary(ByteBuffer.wrap(bytes), manifest);
    }

    private static MigrationMessage.PageChunk chunk(Object o) {
        if (o instanceof MigrationMessage.PageChunk c) {
            return c;
        }
        throw new IllegalArgumentException("not a page chunk: " + o.getClass().getName());
    }

    private static void putInts(ByteBuffer buf, int[] values) {
        buf.asIntBuffer().put(values);
        buf.position(buf.position() + 4 * values.length);
    }

    private static int[] ints(ByteBuffer buf) throws NotSerializableException {
        int n = length(buf, 4);
        int[] values = new int[n];
        buf.asIntBuffer().get(values);
        buf.position(buf.position() + 4 * n);
        return values;
    }

    private static byte[] bytes(ByteBuffer buf, int size) throws NotSerializableException {
        byte[] b = new byte[length(buf, size)];
        buf.get(b);
        return b;
    }

    /** A count of elements of {@code size} bytes that the rest of the buffer holds, or a refusal. */
    private static int length(ByteBuffer buf, int size) throws NotSerializableException {
        int n = buf.getInt();
        if (n < 0 || n > buf.remaining() / size) {
            throw new NotSerializableException("a page chunk claims " + n + " elements of " + size + " B in "
                    + buf.remaining() + " B");
        }
        return n;
    }
}
