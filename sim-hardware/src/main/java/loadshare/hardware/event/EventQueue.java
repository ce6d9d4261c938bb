package loadshare.hardware.event;

/**
 * The future event list of a discrete-event simulation in virtual time: events fire in order of time, and
 * events at the same time in the order they were scheduled, so a run is reproducible. An event is a time,
 * a small integer {@code kind}, a {@code target} (a participant index), a small integer {@code arg} and an
 * optional payload.
 *
 * <p>Two orders keep the pending events, both firing exactly this order (so a run's events and results are the
 * same whichever holds them), and they differ only in speed: a {@link HeapEventQueue} (a 4-ary heap, fastest while
 * the pending events fit in the processor's caches) and a {@link RadixEventQueue} (a radix heap over the times'
 * bits, whose cost hardly grows with the pending events). {@link #forPending} picks one for a simulation by the
 * events it will hold; this class holds what they share: the checks on an event, its fields as packed for both, and
 * the event that fired.
 *
 * <p>Use: {@link #schedule}, then repeatedly {@link #next()} and read the fired event through
 * {@link #now()}, {@link #kind()}, {@link #target()}, {@link #arg()} and {@link #payload()}.
 * Not thread-safe: one queue per simulation.
 */
public abstract sealed class EventQueue permits HeapEventQueue, RadixEventQueue {

    public static final int MAX_KIND = (1 << 8) - 1;
    public static final int MAX_ARG = (1 << 24) - 1;
    /**
     * From this many pending events on, {@link #forPending} takes the radix heap: in the hold model (fire the
     * earliest, schedule its successor an exponential gap later) it was the faster from about 20,000 pending events
     * on, the heap below (docs/performance.md, "100,000 nodes: a radix heap for the events"). A simulation holds
     * about two events a node, so the radix heap serves clusters of 10,000 nodes and more.
     */
    public static final int RADIX_FROM_PENDING = 20_000;
    /**
     * Marks an event whose payload is set: an event without one (most: arrivals, completions) never touches the
     * payloads.
     */
    static final long HAS_PAYLOAD = 1L << 31;

    /** The time of the event that fired last. */
    double now;
    /** Events scheduled so far; a heap's sequence numbers. */
    long scheduled;
    private long currentMeta;
    private Object currentPayload;

    EventQueue() {
    }

    /**
     * The queue for a simulation expected to hold about {@code pending} events at a time: a
     * {@link RadixEventQueue} from {@value #RADIX_FROM_PENDING} on, else a {@link HeapEventQueue}. Either grows as
     * needed; the choice changes the speed only, never the order.
     */
    public static EventQueue forPending(int pending) {
        return pending >= RADIX_FROM_PENDING ? new RadixEventQueue(pending) : new HeapEventQueue(Math.max(4096, pending));
    }

    /**
     * Schedules an event.
     *
     * @param time   virtual time at which it fires; never before {@link #now()}
     * @param kind   0..{@value #MAX_KIND}, meaning defined by the caller
     * @param target participant index, >= 0
     * @param arg    0..{@value #MAX_ARG}, meaning defined by the caller
     */
    public final void schedule(double time, int kind, int target, int arg, Object payload) {
        if (!(time >= now) || time == Double.POSITIVE_INFINITY || (kind | target | arg) < 0
                || kind > MAX_KIND || arg > MAX_ARG) {
            throw refused(time, kind, target, arg);
        }
        long meta = ((long) kind << 56) | ((long) arg << 32) | target;
        if (payload != null) {
            meta |= HAS_PAYLOAD;
        }
        add(Double.doubleToRawLongBits(time + 0.0), time == now, meta, payload);
        scheduled++;
    }

    /** Kept out of {@link #schedule} so that the hot method stays small enough to be inlined. */
    private RuntimeException refused(double time, int kind, int target, int arg) {
        if (!(time >= now) || time == Double.POSITIVE_INFINITY) {
            return new IllegalArgumentException("event at " + time + " is before now (" + now + ") or never");
        }
        return new IllegalArgumentException("kind " + kind + ", arg " + arg + ", target " + target + " out of range");
    }

    /**
     * Adds a checked event: its time's bits (of a non-negative double: their order as longs is the times' order),
     * whether that time is now, and {@code kind << 56 | arg << 32 | target} with {@link #HAS_PAYLOAD} if
     * {@code payload} is set. {@link #scheduled} counts the events added before it.
     */
    abstract void add(long timeBits, boolean atNow, long meta, Object payload);

    /** Fires the earliest event: afterwards {@link #now()} is its time. Returns false if there was none. */
    public abstract boolean next();

    /** Makes the event of {@code meta} and {@code payload} the one that fired (its time is already {@link #now}). */
    final void fired(long meta, Object payload) {
        currentMeta = meta;
        currentPayload = payload;
    }

    /** The target packed in {@code meta}. */
    static int targetOf(long meta) {
        return (int) meta & Integer.MAX_VALUE;
    }

    /**
     * The target of the event that {@link #next()} will fire if nothing earlier is scheduled meanwhile, or -1 if
     * none is pending: for the caller to start reading that participant's state early (in a large cluster it is a
     * cache and TLB miss away, and reading it during the current event lets the two overlap).
     */
    public abstract int upcomingTarget();

    /** Events scheduled and not yet fired. */
    public abstract int size();

    public final double now() {
        return now;
    }

    public final int kind() {
        return (int) (currentMeta >>> 56);
    }

    public final int arg() {
        return (int) ((currentMeta >>> 32) & MAX_ARG);
    }

    public final int target() {
        return targetOf(currentMeta);
    }

    public final Object payload() {
        return currentPayload;
    }

    public final boolean isEmpty() {
        return size() == 0;
    }

    /** Events scheduled since the queue was made. */
    public final long scheduledCount() {
        return scheduled;
    }
}
