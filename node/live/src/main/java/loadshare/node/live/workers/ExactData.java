package loadshare.node.live.workers;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * An experiment's settings and a replication's measurement as bytes that read back into equal objects, every double
 * to the bit ({@code run --workers}): Java serialization of the records, deflated. Reading admits only the classes
 * such a value is made of — loadshare's own, the JDK's collections and boxed values, HdrHistogram's histograms and
 * Typesafe Config's values (a policy's parameters) — within bounds on depth, references and size; any other class in
 * the stream is refused before it is made. The bytes only ever come from a member of the run's own cluster, which
 * mutual TLS admits, but they are read as if they did not.
 */
public final class ExactData {

    /** Deflated bytes a value may take at most (a trace of 10 million jobs is about 200 MB read). */
    static final long MAX_BYTES = 1L << 30;

    private static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=200;maxrefs=50000000;maxbytes=" + MAX_BYTES + ";maxarray=200000000;"
                    + "loadshare.**;java.lang.*;java.util.*;java.util.concurrent.*;java.util.regex.*;java.time.*;"
                    + "org.HdrHistogram.*;com.typesafe.config.*;com.typesafe.config.impl.*;!*");

    private ExactData() {
    }

    /** {@code value} as bytes. */
    public static byte[] write(Serializable value) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(
                new DeflaterOutputStream(bytes, new Deflater(Deflater.BEST_SPEED), 1 << 16))) {
            out.writeObject(value);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + value.getClass().getSimpleName() + ": " + e, e);
        }
        return bytes.toByteArray();
    }

    /**
     * The value {@code bytes} hold, which must be a {@code type}.
     *
     * @throws IOException the bytes are not such a value (cut short, corrupt, or of a class not admitted)
     */
    public static <T> T read(byte[] bytes, Class<T> type) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new InflaterInputStream(new ByteArrayInputStream(bytes)))) {
            in.setObjectInputFilter(FILTER);
            Object value = in.readObject();
            if (!type.isInstance(value)) {
                throw new InvalidClassException(value == null ? "null" : value.getClass().getName(),
                        "expected a " + type.getName());
            }
            return type.cast(value);
        } catch (ClassNotFoundException e) {
            throw new InvalidClassException(e.getMessage(), "not a class of this loadshare");
        } catch (RuntimeException e) {      // a record's constructor refusing what it was given, a bad enum name
            throw new InvalidClassException(type.getName(), "not a valid value: " + e.getMessage());
        }
    }
}
