package loadshare.policies.batch;

import java.util.Map;
import java.util.TreeMap;

/**
 * The availability profile backfilling plans with: from each breakpoint on, what is free (two amounts, in the
 * units of {@link Machines}), until the next breakpoint; after the last one, forever. Built from what is free now
 * and when each running job will end by its estimate; reservations are subtracted from it.
 */
final class Profile {

    private final TreeMap<Double, long[]> free = new TreeMap<>();

    Profile(double now, long[] freeNow) {
        free.put(now, freeNow.clone());
    }

    /** Something running ends at {@code at} (by its estimate): {@code amount} is free from then on. */
    void release(double at, long[] amount) {
        split(at);
        for (long[] f : free.tailMap(at, true).values()) {
            f[0] += amount[0];
            f[1] += amount[1];
        }
    }

    /** The earliest breakpoint at or after {@code from} from which {@code need} is free for {@code duration}. */
    double earliest(double from, double duration, long[] need) {
        double candidate = Double.NaN;
        Double start = free.floorKey(from);
        for (Map.Entry<Double, long[]> e : free.tailMap(start == null ? from : start, true).entrySet()) {
            double at = Math.max(e.getKey(), from);
            if (!Double.isNaN(candidate) && at >= candidate + duration) {
                return candidate;
            }
            long[] f = e.getValue();
            if (f[0] >= need[0] && f[1] >= need[1]) {
                if (Double.isNaN(candidate)) {
                    candidate = at;
                }
            } else {
                candidate = Double.NaN;
            }
        }
        return candidate; // the last breakpoint fits: it is free forever after (never NaN for a need that fits at all)
    }

    /** Forgets what was free before {@code now}: the past cannot be planned any more. */
    void trim(double now) {
        Double floor = free.floorKey(now);
        if (floor != null) {
            free.headMap(floor, false).clear();
        }
    }

    /** What is free at {@code at}. */
    long[] freeAt(double at) {
        Map.Entry<Double, long[]> e = free.floorEntry(at);
        return e == null ? new long[2] : e.getValue().clone();
    }

    /** {@code need} is reserved from {@code start} for {@code duration}. */
    void reserve(double start, double duration, long[] need) {
        double end = start + duration;
        split(start);
        split(end);
        for (long[] f : free.subMap(start, true, end, false).values()) {
            f[0] -= need[0];
            f[1] -= need[1];
        }
    }

    private void split(double at) {
        if (!free.containsKey(at)) {
            Map.Entry<Double, long[]> before = free.floorEntry(at);
            free.put(at, before == null ? new long[2] : before.getValue().clone());
        }
    }
}
