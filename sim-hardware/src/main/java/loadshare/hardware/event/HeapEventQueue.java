package loadshare.hardware.event;

import java.util.Arrays;

/**
 * The pending events in a 4-ary min-heap: the order of {@link EventQueue}, fastest while the heap fits in the
 * processor's caches (up to some thousands of events; {@link EventQueue#forPending} says when).
 *
 * <p>Layout, for speed: 16-byte entries in one {@code long[]} — the time's bits (for non-negative doubles their
 * order as longs is their order as numbers) and (sequence number, slot) — so that one node's four children share a
 * cache line. The event's fields live in slot arrays that the heap never moves. Scheduling and firing allocate
 * nothing. A fired event stays at the root until the next {@link #next()}, so that the first event scheduled while
 * handling it simply takes its place (one sift instead of two): most events schedule a successor (the next arrival,
 * the next service completion).
 *
 * <p>Events scheduled for the current time (a message over a zero-latency network, say) skip the heap: they
 * wait in a FIFO ring, which is already in scheduling order, and {@link #next()} takes from the ring or the
 * heap, whichever holds the earlier (time, sequence) — the order stays exactly that of one heap.
 */
public final class HeapEventQueue extends EventQueue {

    private static final int SLOT_BITS = 24;
    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;
    private static final long MAX_SEQUENCE = (1L << (63 - SLOT_BITS)) - 1;

    /** Entry i: heap[2i] = time bits, heap[2i + 1] = sequence << SLOT_BITS | slot. */
    private long[] heap;
    private int size;
    /** The root entry has fired but is still in {@link #heap}; see the class comment. */
    private boolean rootFired;

    /** Per slot: kind << 56 | arg << 32 | target, and {@link #HAS_PAYLOAD} (bit 31: targets are >= 0). */
    private long[] slotMeta;
    private Object[] slotPayload;
    private int[] freeSlots;
    private int freeCount;

    /** Events at the current time, in scheduling order: keys (sequence | slot) in a ring. */
    private long[] ring = new long[64];
    private int ringHead;
    private int ringSize;

    public HeapEventQueue() {
        this(1024);
    }

    /** @param initialCapacity the pending events it holds before it grows (it grows as needed) */
    public HeapEventQueue(int initialCapacity) {
        int capacity = Math.max(16, initialCapacity);
        heap = new long[2 * capacity];
        slotMeta = new long[capacity];
        slotPayload = new Object[capacity];
        freeSlots = new int[capacity];
        for (int i = 0; i < capacity; i++) {
            freeSlots[i] = capacity - 1 - i;
        }
        freeCount = capacity;
    }

    @Override
    void add(long timeBits, boolean atNow, long meta, Object payload) {
        if (scheduled == MAX_SEQUENCE) {
            throw new IllegalStateException("more than " + MAX_SEQUENCE + " events scheduled");
        }
        if (freeCount == 0) {
            grow();
        }
        int slot = freeSlots[--freeCount];
        slotMeta[slot] = meta;
        if (payload != null) {
            slotPayload[slot] = payload;
        }
        long key = (scheduled << SLOT_BITS) | slot;
        if (atNow) {
            pushRing(key);
        } else if (rootFired) {
            rootFired = false;
            siftDown(timeBits, key);
        } else {
            siftUp(size++, timeBits, key);
        }
    }

    @Override
    public boolean next() {
        if (rootFired) {
            removeRoot();
        }
        if (ringSize > 0 && (size == 0 || heap[0] != Double.doubleToRawLongBits(now) || heap[1] > ring[ringHead])) {
            long key = ring[ringHead];
            ringHead = (ringHead + 1) & (ring.length - 1);
            ringSize--;
            fire((int) (key & SLOT_MASK));
            return true;
        }
        if (size == 0) {
            return false;
        }
        now = Double.longBitsToDouble(heap[0]);
        fire((int) (heap[1] & SLOT_MASK));
        rootFired = true;
        return true;
    }

    private void fire(int slot) {
        long meta = slotMeta[slot];
        if ((meta & HAS_PAYLOAD) != 0) {
            fired(meta, slotPayload[slot]);
            slotPayload[slot] = null;
        } else {
            fired(meta, null);
        }
        freeSlots[freeCount++] = slot;
    }

    private void pushRing(long key) {
        if (ringSize == ring.length) {
            long[] grown = new long[ring.length * 2];
            for (int i = 0; i < ringSize; i++) {
                grown[i] = ring[(ringHead + i) & (ring.length - 1)];
            }
            ring = grown;
            ringHead = 0;
        }
        ring[(ringHead + ringSize++) & (ring.length - 1)] = key;
    }

    private void removeRoot() {
        rootFired = false;
        int last = --size;
        if (last > 0) {
            siftDown(heap[2 * last], heap[2 * last + 1]);
        }
    }

    /**
     * {@inheritDoc} Only a hint here, as the heap knows no more without the sift that {@link #next()} does: it reads
     * the fired root's children, which that sift reads anyway.
     */
    @Override
    public int upcomingTarget() {
        long heapTime = 0;
        long heapKey = -1;
        if (!rootFired) {
            if (size > 0) {
                heapTime = heap[0];
                heapKey = heap[1];
            }
        } else if (size > 1) {    // the fired root goes: the earliest of its children takes its place
            long[] h = heap;
            heapTime = h[2];
            heapKey = h[3];
            int end = Math.min(5, size);
            for (int c = 2; c < end; c++) {
                long ct = h[2 * c];
                if (ct < heapTime || (ct == heapTime && h[2 * c + 1] < heapKey)) {
                    heapTime = ct;
                    heapKey = h[2 * c + 1];
                }
            }
        }
        long key;
        if (ringSize > 0 && (heapKey < 0 || heapTime != Double.doubleToRawLongBits(now) || heapKey > ring[ringHead])) {
            key = ring[ringHead];
        } else if (heapKey >= 0) {
            key = heapKey;
        } else {
            return -1;
        }
        return targetOf(slotMeta[(int) (key & SLOT_MASK)]);
    }

    @Override
    public int size() {
        return (rootFired ? size - 1 : size) + ringSize;
    }

    private void siftUp(int hole, long time, long key) {
        long[] h = heap;
        while (hole > 0) {
            int parent = (hole - 1) >>> 2;
            long pt = h[2 * parent];
            if (time > pt || (time == pt && key > h[2 * parent + 1])) {
                break;
            }
            h[2 * hole] = pt;
            h[2 * hole + 1] = h[2 * parent + 1];
            hole = parent;
        }
        h[2 * hole] = time;
        h[2 * hole + 1] = key;
    }

    /** Places (time, key) from the root down, into a heap of {@link #size} entries. */
    private void siftDown(long time, long key) {
        long[] h = heap;
        int n = size;
        int hole = 0;
        while (true) {
            int first = 4 * hole + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            long bt = h[2 * first];
            long bk = h[2 * first + 1];
            int end = Math.min(first + 4, n);
            for (int c = first + 1; c < end; c++) {
                long ct = h[2 * c];
                if (ct < bt || (ct == bt && h[2 * c + 1] < bk)) {
                    best = c;
                    bt = ct;
                    bk = h[2 * c + 1];
                }
            }
            if (time < bt || (time == bt && key < bk)) {
                break;
            }
            h[2 * hole] = bt;
            h[2 * hole + 1] = bk;
            hole = best;
        }
        h[2 * hole] = time;
        h[2 * hole + 1] = key;
    }

    private void grow() {
        int capacity = slotMeta.length;
        int grown = capacity * 2;
        if (grown - 1 > SLOT_MASK) {
            throw new IllegalStateException("more than " + SLOT_MASK + " events pending");
        }
        heap = Arrays.copyOf(heap, 2 * grown);
        slotMeta = Arrays.copyOf(slotMeta, grown);
        slotPayload = Arrays.copyOf(slotPayload, grown);
        freeSlots = Arrays.copyOf(freeSlots, grown);
        for (int i = capacity; i < grown; i++) {
            freeSlots[freeCount++] = grown - 1 - (i - capacity);
        }
    }
}
