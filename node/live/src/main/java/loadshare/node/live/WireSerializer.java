package loadshare.node.live;

import akka.serialization.ByteBufferSerializer;
import akka.serialization.SerializerWithStringManifest;
import java.io.NotSerializableException;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The framing the live runtime's hand-written serializers share: messages written straight into Artery's buffer,
 * little-endian whatever the buffer's order (restored afterwards); a byte-array form for whoever asks for one; and
 * reads bounded by what arrived: a length that does not fit the remaining bytes, or a message cut short, is refused
 * with a {@link NotSerializableException} (which Artery logs and drops), never allocated.
 */
public abstract class WireSerializer extends SerializerWithStringManifest implements ByteBufferSerializer {

    /** Writes {@code o}'s fields into {@code buf} (already little-endian). */
    protected abstract void write(Object o, ByteBuffer buf);

    /** Reads the message {@code manifest} names from {@code buf} (already little-endian). */
    protected abstract Object read(ByteBuffer buf, String manifest) throws NotSerializableException;

    /** The bytes to try first for {@link #toBinary(Object)}; the buffer grows if they do not hold {@code o}. */
    protected abstract int sizeHint(Object o);

    @Override
    public final void toBinary(Object o, ByteBuffer buf) {
        ByteOrder order = buf.order();
        buf.order(ByteOrder.LITTLE_ENDIAN);
        try {
            write(o, buf);
        } finally {
            buf.order(order);
        }
    }

    @Override
    public final byte[] toBinary(Object o) {
        for (int size = sizeHint(o); ; size *= 4) {
            ByteBuffer buf = ByteBuffer.allocate(size);
            try {
                toBinary(o, buf);
            } catch (BufferOverflowException e) {
                continue;
            }
            byte[] out = new byte[buf.position()];
            buf.flip().get(out);
            return out;
        }
    }

    @Override
    public final Object fromBinary(ByteBuffer buf, String manifest) throws NotSerializableException {
        ByteOrder order = buf.order();
        buf.order(ByteOrder.LITTLE_ENDIAN);
        try {
            return read(buf, manifest);
        } catch (BufferUnderflowException e) {
            throw new NotSerializableException("a message cut short (" + manifest + ")");
        } finally {
            buf.order(order);
        }
    }

    @Override
    public final Object fromBinary(byte[] bytes, String manifest) throws NotSerializableException {
        return fromBinary(ByteBuffer.wrap(bytes), manifest);
    }

    /** A length, then the string's UTF-8 bytes. */
    protected static void putString(ByteBuffer buf, String s) {
        putBytes(buf, s.getBytes(StandardCharsets.UTF_8));
    }

    protected static String getString(ByteBuffer buf) throws NotSerializableException {
        return new String(getBytes(buf), StandardCharsets.UTF_8);
    }

    /** A length, then the bytes. */
    protected static void putBytes(ByteBuffer buf, byte[] bytes) {
        buf.putInt(bytes.length).put(bytes);
    }

    protected static byte[] getBytes(ByteBuffer buf) throws NotSerializableException {
        byte[] b = new byte[length(buf, 1)];
        buf.get(b);
        return b;
    }

    /** A count, then the ints. */
    protected static void putInts(ByteBuffer buf, int[] values) {
        buf.putInt(values.length);
        buf.asIntBuffer().put(values);
        buf.position(buf.position() + 4 * values.length);
    }

    protected static int[] getInts(ByteBuffer buf) throws NotSerializableException {
        int[] values = new int[length(buf, 4)];
        buf.asIntBuffer().get(values);
        buf.position(buf.position() + 4 * values.length);
        return values;
    }

    /** A count of elements of {@code size} bytes that the rest of the buffer holds, or a refusal. */
    private static int length(ByteBuffer buf, int size) throws NotSerializableException {
        int n = buf.getInt();
        if (n < 0 || n > buf.remaining() / size) {
            throw new NotSerializableException("a length of " + n + " elements of " + size + " B with "
                    + buf.remaining() + " B left");
        }
        return n;
    }
}
