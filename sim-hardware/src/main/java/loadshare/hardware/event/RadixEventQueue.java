package loadshare.hardware.event;

import java.util.Arrays;

/**
 * The pending events in a <em>radix heap</em> over the bits of their times: the order of {@link EventQueue}, at a
 * cost that hardly grows with the pending events (for simulations of some 10,000 nodes and more;
 * {@link EventQueue#forPending} says when).
 *
 * <p>Virtual time never goes back (an event is never scheduled before {@link #now()}), and for non-negative doubles
 * the order of their bits as longs is their order as numbers, so an event waits in bucket {@code b}, one more than
 * the position of the highest bit in which its time differs from now's: bucket 0 holds the events at now, bucket
 * b &gt; 0 those that agree with now above bit b - 1 and differ there. Every event of a bucket is later than every
 * event of a lower one. {@link #next()} fires from bucket 0; when it is empty, the lowest occupied bucket's earliest
 * time becomes now and that bucket's events move down into the buckets below it (each to the bucket of its
 * difference from the new now), those at the new now into bucket 0. An event only ever moves down, so at most 64
 * times; in a simulation whose pending events spread over a few units of time ahead of now, about as often as
 * halvings of that spread separate it from its neighbour (in the hold model ten times at 200,000 pending, three at
 * 20). Each move is a sequential read and an append, where a heap of 200,000 events makes every operation walk
 * eight levels at scattered addresses. A bucket that holds one event fires it from where it is.
 *
 * <p>The order among equal times is exact without sequence numbers: an event is appended to its bucket's end when it
 * is scheduled (after everything there), and the buckets below one that moves down are empty when it does, so every
 * bucket keeps its events in scheduling order and bucket 0 is first-in first-out. Events scheduled for now (a
 * message over a zero-latency network, say) go straight to the end of bucket 0.
 *
 * <p>Layout: an event is 16 bytes, its time's bits and its kind, arg, payload mark and target, in one {@code long[]}
 * cut into chunks of {@value #CHUNK} events; a bucket is a chain of chunks, and a payload sits in an
 * {@code Object[]} at its event's index. Scheduling and firing allocate nothing once the chunks cover the pending
 * events; emptied chunks are reused last-in first-out, so the few a step touches stay in cache.
 */
public final class RadixEventQueue extends EventQueue {

    private static final int BUCKETS = 64;
    private static final int CHUNK_BITS = 7;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int CHUNK_MASK = CHUNK - 1;
    private static final int MAX_CHUNKS = 1 << (29 - CHUNK_BITS);
    private static final int NO_CHUNK = -1;

    /** Event e: entries[2e] = the time's bits, entries[2e + 1] = kind, arg, payload mark and target. */
    private long[] entries;
    /** Event e's payload, if its mark is set. */
    private Object[] payloads;
    /** Per chunk: the next chunk of its bucket's chain, or of the free list. */
    private int[] nextChunk;
    private int freeChunks = NO_CHUNK;

    /** Per bucket: the index of its first event, and the index after its last (valid while it is occupied). */
    private final int[] head = new int[BUCKETS];
    private final int[] tail = new int[BUCKETS];
    /** Bit b set: bucket b holds events. */
    private long occupied;
    private int size;

    /** The bits of {@link #now}. */
    private long nowBits;
    /**
     * The earliest event outside bucket 0 (the first scheduled of the earliest time), when known: it becomes now
     * when bucket 0 runs empty, and it is what {@link #upcomingTarget()} names then.
     */
    private boolean earliestKnown;
    private long earliestBits;
    private long earliestMeta;

    public RadixEventQueue() {
        this(1024);
    }

    /** @param initialCapacity the pending events it holds before it grows (it grows as needed) */
    public RadixEventQueue(int initialCapacity) {
        int chunks = BUCKETS + (Math.max(16, initialCapacity) + CHUNK - 1) / CHUNK;
        entries = new long[2 * chunks * CHUNK];
        payloads = new Object[chunks * CHUNK];
        nextChunk = new int[chunks];
        freeFrom(0, chunks);
    }

    @Override
    void add(long bits, boolean atNow, long meta, Object payload) {
        int bucket = bucketOf(bits);
        append(bucket, bits, meta, payload);
        if (bucket != 0 && earliestKnown && bits < earliestBits) {
            earliestBits = bits;
            earliestMeta = meta;
        }
        size++;
    }

    @Override
    public boolean next() {
        if ((occupied & 1) == 0) {
            if (occupied == 0) {
                return false;
            }
            int lowest = Long.numberOfTrailingZeros(occupied);
            int e = head[lowest];
            if (tail[lowest] == e + 1) {    // its only event: it fires from where it is, nothing moves
                nowBits = entries[2 * e];
                now = Double.longBitsToDouble(nowBits);
                occupied &= ~(1L << lowest);
                earliestKnown = false;
                fire(e);
                release(e >>> CHUNK_BITS);
                return true;
            }
            if (!earliestKnown) {
                findEarliest(lowest);
            }
            nowBits = earliestBits;
            now = Double.longBitsToDouble(earliestBits);
            moveDown(lowest);
        }
        fireFirst();
        return true;
    }

    /** Makes event {@code e} the current one (and lets go of its payload). */
    private void fire(int e) {
        long meta = entries[2 * e + 1];
        if ((meta & HAS_PAYLOAD) != 0) {
            fired(meta, payloads[e]);
            payloads[e] = null;
        } else {
            fired(meta, null);
        }
        size--;
    }

    /** Takes the first event of bucket 0 (whose time is now) out and makes it the current one. */
    private void fireFirst() {
        int e = head[0];
        fire(e);
        e++;
        if (e == tail[0]) {
            release((e - 1) >>> CHUNK_BITS);
            occupied &= ~1L;
        } else if ((e & CHUNK_MASK) == 0) {
            int done = (e >>> CHUNK_BITS) - 1;
            head[0] = nextChunk[done] << CHUNK_BITS;
            release(done);
        } else {
            head[0] = e;
        }
    }

    /**
     * Moves every event of bucket {@code bucket} (the lowest occupied, all below it empty) to the bucket of its
     * difference from the new now, in the order they wait, and notes the earliest of those that do not land in
     * bucket 0 — the earliest outside bucket 0, since every higher bucket's events are later.
     */
    private void moveDown(int bucket) {
        occupied &= ~(1L << bucket);
        boolean found = false;
        long firstBits = Long.MAX_VALUE;
        long firstMeta = 0;
        int e = head[bucket];
        int end = tail[bucket];
        while (true) {
            long bits = entries[2 * e];
            long meta = entries[2 * e + 1];
            Object payload = null;
            if ((meta & HAS_PAYLOAD) != 0) {
                payload = payloads[e];
                payloads[e] = null;
            }
            int to = bucketOf(bits);
            append(to, bits, meta, payload);
            if (to != 0 && bits < firstBits) {
                found = true;
                firstBits = bits;
                firstMeta = meta;
            }
            e++;
            if (e == end) {
                break;
            }
            if ((e & CHUNK_MASK) == 0) {
                int done = (e >>> CHUNK_BITS) - 1;
                e = nextChunk[done] << CHUNK_BITS;
                release(done);
            }
        }
        release((end - 1) >>> CHUNK_BITS);
        earliestKnown = found;
        earliestBits = firstBits;
        earliestMeta = firstMeta;
    }

    /** Finds the earliest event of bucket {@code bucket}, the lowest occupied above bucket 0: the first of its time. */
    private void findEarliest(int bucket) {
        long firstBits = Long.MAX_VALUE;
        long firstMeta = 0;
        int e = head[bucket];
        int end = tail[bucket];
        while (true) {
            long bits = entries[2 * e];
            if (bits < firstBits) {
                firstBits = bits;
                firstMeta = entries[2 * e + 1];
            }
            e++;
            if (e == end) {
                break;
            }
            if ((e & CHUNK_MASK) == 0) {
                e = nextChunk[(e >>> CHUNK_BITS) - 1] << CHUNK_BITS;
            }
        }
        earliestKnown = true;
        earliestBits = firstBits;
        earliestMeta = firstMeta;
    }

    /** 0 for now's time, else one more than the highest bit in which {@code bits} differs from now's. */
    private int bucketOf(long bits) {
        return Long.SIZE - Long.numberOfLeadingZeros(bits ^ nowBits);
    }

    private void append(int bucket, long bits, long meta, Object payload) {
        int e;
        if ((occupied & (1L << bucket)) == 0) {
            e = takeChunk() << CHUNK_BITS;
            head[bucket] = e;
            occupied |= 1L << bucket;
        } else {
            e = tail[bucket];
            if ((e & CHUNK_MASK) == 0) {    // its last chunk is full
                int chunk = takeChunk();
                nextChunk[(e >>> CHUNK_BITS) - 1] = chunk;
                e = chunk << CHUNK_BITS;
            }
        }
        entries[2 * e] = bits;
        entries[2 * e + 1] = meta;
        if (payload != null) {
            payloads[e] = payload;
        }
        tail[bucket] = e + 1;
    }

    private int takeChunk() {
        if (freeChunks == NO_CHUNK) {
            grow();
        }
        int chunk = freeChunks;
        freeChunks = nextChunk[chunk];
        return chunk;
    }

    private void release(int chunk) {
        nextChunk[chunk] = freeChunks;
        freeChunks = chunk;
    }

    /** Puts chunks {@code from} to {@code to - 1} on the free list, the lowest to be taken first. */
    private void freeFrom(int from, int to) {
        for (int chunk = to - 1; chunk >= from; chunk--) {
            release(chunk);
        }
    }

    private void grow() {
        int chunks = nextChunk.length;
        if (chunks >= MAX_CHUNKS) {
            throw new IllegalStateException("more than " + (long) MAX_CHUNKS * CHUNK + " events pending");
        }
        int grown = Math.min(MAX_CHUNKS, 2 * chunks);
        entries = Arrays.copyOf(entries, 2 * grown * CHUNK);
        payloads = Arrays.copyOf(payloads, grown * CHUNK);
        nextChunk = Arrays.copyOf(nextChunk, grown);
        freeFrom(chunks, grown);
    }

    /**
     * {@inheritDoc} Exact here: the first event of bucket 0, or else the earliest outside it, which {@link #next()}
     * needs anyway and keeps once found.
     */
    @Override
    public int upcomingTarget() {
        if ((occupied & 1) != 0) {
            return targetOf(entries[2 * head[0] + 1]);
        }
        if (occupied == 0) {
            return -1;
        }
        int lowest = Long.numberOfTrailingZeros(occupied);
        if (tail[lowest] == head[lowest] + 1) {
            return targetOf(entries[2 * head[lowest] + 1]);
        }
        if (!earliestKnown) {
            findEarliest(lowest);
        }
        return targetOf(earliestMeta);
    }

    @Override
    public int size() {
        return size;
    }
}
