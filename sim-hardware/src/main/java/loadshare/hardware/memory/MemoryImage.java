package loadshare.hardware.memory;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * The contents of an address space of {@code pages} pages as it exists in one place (a host's frames,
 * the file server's page store, a checkpoint file): for each page either {@link #ABSENT} or the version
 * it holds. A page's bytes are {@link PageContents#bytes} of (seed, page, version).
 *
 * <p>Integrity: {@link #digest()} is an additive 128-bit hash over the present (page, version) pairs
 * (see {@link Digest}), kept up to date on every change. It is used instead of a SHA-256 over the bytes
 * because the bytes are a pure function of (seed, page, version), so the pairs determine the image
 * exactly, and because hashing a 1 GiB image on every migration of a sweep would cost seconds while the
 * incremental digest costs O(1) per write. {@link #sha256()} hashes the real bytes, for small images and
 * for checking that equal digests mean equal bytes.
 */
public final class MemoryImage {

    public static final int ABSENT = -1;

    private final long seed;
    private final int pageSize;
    private final int[] versions;
    private final long seedKey;
    private int present;
    private long high;
    private long low;

    private MemoryImage(long seed, int pages, int pageSize, boolean full) {
        if (pages <= 0 || pageSize <= 0) {
            throw new IllegalArgumentException("an image needs a positive number of pages of a positive size");
        }
        this.seed = seed;
        this.seedKey = PageContents.seedKey(seed);
        this.pageSize = pageSize;
        this.versions = new int[pages];
        if (full) {
            for (int p = 0; p < pages; p++) {
                add(p, 0);
            }
            present = pages;
        } else {
            Arrays.fill(versions, ABSENT);
        }
    }

    /** Every page present at version 0 (a freshly loaded VM). */
    public static MemoryImage initial(long seed, int pages, int pageSize) {
        return new MemoryImage(seed, pages, pageSize, true);
    }

    /** No page present (a target host before any page arrived). */
    public static MemoryImage empty(long seed, int pages, int pageSize) {
        return new MemoryImage(seed, pages, pageSize, false);
    }

    public MemoryImage copy() {
        MemoryImage c = new MemoryImage(seed, versions.length, pageSize, false);
        System.arraycopy(versions, 0, c.versions, 0, versions.length);
        c.present = present;
        c.high = high;
        c.low = low;
        return c;
    }

    public long seed() {
        return seed;
    }

    public int pages() {
        return versions.length;
    }

    public int pageSize() {
        return pageSize;
    }

    public int presentPages() {
        return present;
    }

    public long presentBytes() {
        return (long) present * pageSize;
    }

    public boolean isPresent(int page) {
        return versions[check(page)] != ABSENT;
    }

    /** The version held for {@code page}, or {@link #ABSENT}. */
    public int version(int page) {
        return versions[check(page)];
    }

    /** Stores a copy of {@code page} at {@code version} (a page arriving, or being written back). */
    public void put(int page, int version) {
        if (version < 0) {
            throw new IllegalArgumentException("a page version is >= 0, was " + version);
        }
        int old = versions[check(page)];
        if (old != ABSENT) {
            remove(page, old);
        } else {
            present++;
        }
        versions[page] = version;
        add(page, version);
    }

    /** A guest write: the page gets a new version (new contents). Returns the new version. */
    public int write(int page) {
        int old = versions[check(page)];
        if (old == ABSENT) {
            throw new IllegalStateException("page " + page + " is not present: it must be faulted in before a write");
        }
        put(page, old + 1);
        return old + 1;
    }

    /** Drops the copy of {@code page} held here. */
    public void evict(int page) {
        int old = versions[check(page)];
        if (old != ABSENT) {
            remove(page, old);
            versions[page] = ABSENT;
            present--;
        }
    }

    /** The incremental digest of the present pages. */
    public Digest digest() {
        return new Digest(high, low);
    }

    private void add(int page, int version) {
        long key = PageContents.pageKey(seedKey, page, version);
        high += PageContents.high(key);
        low += PageContents.low(key);
    }

    private void remove(int page, int version) {
        long key = PageContents.pageKey(seedKey, page, version);
        high -= PageContents.high(key);
        low -= PageContents.low(key);
    }

    /** The digest recomputed from scratch (to check the incremental one). */
    public Digest recomputeDigest() {
        Digest d = Digest.ZERO;
        for (int p = 0; p < versions.length; p++) {
            if (versions[p] != ABSENT) {
                d = d.plus(PageContents.digest(seed, p, versions[p]));
            }
        }
        return d;
    }

    /** The real bytes of a present page. */
    public byte[] pageBytes(int page) {
        int v = versions[check(page)];
        if (v == ABSENT) {
            throw new IllegalStateException("page " + page + " is not present");
        }
        return PageContents.bytes(seed, page, v, pageSize);
    }

    /**
     * SHA-256 over the real bytes of every present page, in page order, each preceded by its page
     * number. Costs a full pass over the bytes: meant for small images.
     */
    public byte[] sha256() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[pageSize];
            for (int p = 0; p < versions.length; p++) {
                if (versions[p] != ABSENT) {
                    sha.update(new byte[] {(byte) (p >>> 24), (byte) (p >>> 16), (byte) (p >>> 8), (byte) p});
                    PageContents.fill(seed, p, versions[p], buffer, 0, pageSize);
                    sha.update(buffer);
                }
            }
            return sha.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private int check(int page) {
        if (page < 0 || page >= versions.length) {
            throw new IndexOutOfBoundsException("page " + page + " is outside an image of " + versions.length + " pages");
        }
        return page;
    }
}
