package loadshare.hardware.event;

import java.util.Arrays;

/**
 * The future event list of a discrete-event simulation in virtual time: events fire in order of time, and
 * events at the same time in the order they were scheduled, so a run is reproducible. An event is a time,
 * a small integer {@code kind}, a {@code target} (a participant index), a small integer {@code arg} and an
 * optional payload.
 *
 * <p>Layout, for speed: a 4-ary min-heap of 16-byte entries in one {@code long[]} — the time's bits (for
 * non-negative doubles their order as longs is their order as numbers) and (sequence number, slot) — so
 * that one node's four children share a cache line. The event's fields live in slot arrays that the heap
 * never moves. Scheduling and firing allocate nothing. A fired event stays at the root until the next
 * {@link #next()}, so that the first event scheduled while handling it simply takes its place (one sift
 * instead of two): most events schedule a successor (the next arrival, the next service completion).
 *
 * <p>Events scheduled for the current time (a message over a zero-latency network, say) skip the heap: they
 * wait in a FIFO ring, which is already in scheduling order, and {@link #next()} takes from the ring or the
 * heap, whichever holds the earlier (time, sequence) — the order stays exactly that of one heap.
 *
 * <p>Use: {@link #schedule}, then repeatedly {@link #next()} and read the fired event through
 * {@link #now()}, {@link #kind()}, {@link #target()}, {@link #arg()} and {@link #payload()}.
 * Not thread-safe: one queue per simulation.
 */
public final class EventQueue {

    public static final int MAX_KIND = (1 << 8) - 1;
    public static final int MAX_ARG = (1 << 24) - 1;
    private static final int SLOT_BITS = 24;
    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;
    private static final long MAX_SEQUENCE = (1L << (63 - SLOT_BITS)) - 1;
    /**
     * Marks a slot whose payload is set: an event without one (most: arrivals, completions) never touches
     * {@link #slotPayload}, a cache miss fewer per event when many are pending.
     */
    private static final long HAS_PAYLOAD = 1L << 31;

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

    private long scheduled;
    private double now;
    private long currentMeta;
    private Object currentPayload;

    public EventQueue() {
        this(1024);
    }

    public EventQueue(int initialCapacity) {
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

    /**
     * Schedules an event.
     *
     * @param time   virtual time at which it fires; never before {@link #now()}
     * @param kind   0..{@value #MAX_KIND}, meaning defined by the caller
     * @param target participant index, >= 0
     * @param arg    0..{@value #MAX_ARG}, meaning defined by the caller
     */
    public void schedule(double time, int kind, int target, int arg, Object payload) {
        if (!(time >= now) || time == Double.POSITIVE_INFINITY || (kind | target | arg) < 0
                || kind > MAX_KIND || arg > MAX_ARG || scheduled == MAX_SEQUENCE) {
            throw refused(time, kind, target, arg);
        }
        if (freeCount == 0) {
            grow();
        }
        int slot = freeSlots[--freeCount];
        if (payload == null) {
            slotMeta[slot] = ((long) kind << 56) | ((long) arg << 32) | target;
        } else {
            slotMeta[slot] = ((long) kind << 56) | ((long) arg << 32) | HAS_PAYLOAD | target;
            slotPayload[slot] = payload;
        }
        long timeBits = Double.doubleToRawLongBits(time + 0.0);
        long key = (scheduled++ << SLOT_BITS) | slot;
        if (time == now) {
            pushRing(key);
        } else if (rootFired) {
            rootFired = false;
            siftDown(timeBits, key);
        } else {
            siftUp(size++, timeBits, key);
        }
    }

    /** Kept out of {@link #schedule} so that the hot method stays small enough to be inlined. */
    private RuntimeException refused(double time, int kind, int target, int arg) {
        if (scheduled == MAX_SEQUENCE) {
            return new IllegalStateException("more than " + MAX_SEQUENCE + " events scheduled");
        }
        if (!(time >= now) || time == Double.POSITIVE_INFINITY) {
            return new IllegalArgumentException("event at " + time + " is before now (" + now + ") or never");
        }
        return new IllegalArgumentException("kind " + kind + ", arg " + arg + ", target " + target + " out of range");
    }

    /** Fires the earliest event: afterwards {@link #now()} is its time. Returns false if there was none. */
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
        currentMeta = meta;
        if ((meta & HAS_PAYLOAD) != 0) {
            currentPayload = slotPayload[slot];
            slotPayload[slot] = null;
        } else {
            currentPayload = null;
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

    public double now() {
        return now;
    }

    /**
     * The target of the event that {@link #next()} will fire if nothing is scheduled before it, or -1 if none is
     * pending: for the caller to start reading that participant's state early (in a large cluster it is a cache and
     * TLB miss away, and reading it during the current event lets the two overlap). Only a hint to the caller, who
     * may schedule an earlier event meanwhile. Reads the fired root's children, which the next sift reads anyway.
     */
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
        return (int) slotMeta[(int) (key & SLOT_MASK)] & Integer.MAX_VALUE;
    }

    public int kind() {
        return (int) (currentMeta >>> 56);
    }

    public int arg() {
        return (int) ((currentMeta >>> 32) & MAX_ARG);
    }

    public int target() {
        return (int) currentMeta & Integer.MAX_VALUE;
    }

    public Object payload() {
        return currentPayload;
    }

    /** Events scheduled and not yet fired. */
    public int size() {
        return (rootFired ? size - 1 : size) + ringSize;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    /** Events scheduled since the queue was made. */
    public long scheduledCount() {
        return scheduled;
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
