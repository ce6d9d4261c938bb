package loadshare.hardware.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The contents of a guest page as a pure function of (VM seed, page number, version): a VM's memory never
 * has to be materialized, yet any page can produce its real bytes (for the live runtime, or to check a
 * digest over real bytes). A write to a page makes a new version, hence new bytes.
 */
public final class PageContents {

    /** Eight bytes of a page at a time, little-endian: byte b of a word is {@code word >>> 8b}. */
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private PageContents() {
    }

    /** The digest contribution of one page at one version (two independent 64-bit hashes). */
    public static Digest digest(long seed, int page, int version) {
        long key = key(seed, page, version);
        return new Digest(high(key), low(key));
    }

    /** The per-VM part of a page's key, computed once per image. */
    static long seedKey(long seed) {
        return mix(seed ^ 0x243F6A8885A308D3L);
    }

    /** The key of (page, version) of the VM whose {@link #seedKey} is given. */
    static long pageKey(long seedKey, int page, int version) {
        long k = mix(seedKey ^ (0x9E3779B97F4A7C15L * (page + 1L)));
        return mix(k ^ (0xD1B54A32D192ED03L * (version + 1L)));
    }

    static long high(long key) {
        return mix(key ^ 0x6A09E667F3BCC908L);
    }

    static long low(long key) {
        return mix(key ^ 0xBB67AE8584CAA73BL);
    }

    /** The real bytes of a page at a version. */
    public static byte[] bytes(long seed, int page, int version, int pageSize) {
        byte[] out = new byte[pageSize];
        fill(seed, page, version, out, 0, pageSize);
        return out;
    }

    /** Writes the page's bytes into {@code into[offset .. offset + pageSize)}. */
    public static void fill(long seed, int page, int version, byte[] into, int offset, int pageSize) {
        long state = key(seed, page, version);
        int whole = pageSize & ~7;
        int i = 0;
        for (; i < whole; i += 8) {
            state += 0x9E3779B97F4A7C15L;
            WORDS.set(into, offset + i, mix(state));
        }
        if (i < pageSize) {
            state += 0x9E3779B97F4A7C15L;
            long word = mix(state);
            for (int b = 0; i < pageSize; b++, i++) {
                into[offset + i] = (byte) (word >>> (8 * b));
            }
        }
    }

    /**
     * Whether {@code bytes[offset .. offset + pageSize)} are exactly the bytes of (seed, page, version): how a
     * receiver checks a page that arrived over a link without keeping or allocating a copy. Returns the index
     * (from {@code offset}) of the first byte that differs, or -1 if every byte is right.
     */
    public static int mismatch(long seed, int page, int version, byte[] bytes, int offset, int pageSize) {
        long state = key(seed, page, version);
        int whole = pageSize & ~7;
        int i = 0;
        for (; i < whole; i += 8) {
            state += 0x9E3779B97F4A7C15L;
            long diff = mix(state) ^ (long) WORDS.get(bytes, offset + i);
            if (diff != 0) {
                return i + Long.numberOfTrailingZeros(diff) / 8;
            }
        }
        if (i < pageSize) {
            state += 0x9E3779B97F4A7C15L;
            long word = mix(state);
            for (int b = 0; i < pageSize; b++, i++) {
                if (bytes[offset + i] != (byte) (word >>> (8 * b))) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static long key(long seed, int page, int version) {
        return pageKey(seedKey(seed), page, version);
    }

    /** The SplitMix64 finalizer. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
