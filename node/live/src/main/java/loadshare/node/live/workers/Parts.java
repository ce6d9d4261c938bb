package loadshare.node.live.workers;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Bytes too large for one message of the cluster's transport (Artery's frames are 256 KiB) cut into parts of
 * {@link #SIZE}, and put back together on the other side, where they arrive in order (one sender, one receiver).
 */
final class Parts {

    /** Bytes a part carries at most: a frame with room for the message's other fields. */
    static final int SIZE = 128 * 1024;

    private final int parts;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private int next;

    private Parts(int parts) {
        this.parts = parts;
    }

    /** {@code bytes} cut into parts of at most {@link #SIZE} (one, empty, for no bytes). */
    static List<byte[]> cut(byte[] bytes) {
        List<byte[]> parts = new ArrayList<>();
        for (int from = 0; from < bytes.length || parts.isEmpty(); from += SIZE) {
            int to = Math.min(bytes.length, from + SIZE);
            byte[] part = new byte[to - from];
            System.arraycopy(bytes, from, part, 0, part.length);
            parts.add(part);
        }
        return parts;
    }

    /** Gathers the {@code parts} parts of one value. */
    static Parts expecting(int parts) {
        if (parts < 1) {
            throw new IllegalArgumentException("a value comes in 1 part or more, not " + parts);
        }
        return new Parts(parts);
    }

    /**
     * Takes part {@code part} of {@code parts}; returns the whole once the last has come, else null.
     *
     * @throws IllegalArgumentException a part out of order, or of another count of parts
     */
    byte[] add(int part, int parts, byte[] piece) {
        if (parts != this.parts || part != next) {
            throw new IllegalArgumentException("part " + part + " of " + parts + " where part " + next + " of "
                    + this.parts + " was due");
        }
        bytes.writeBytes(piece);
        next++;
        return next == this.parts ? bytes.toByteArray() : null;
    }
}
