package loadshare.policies.location;

import java.util.Arrays;

/**
 * The negotiations a node has in progress, by id: a tiny map without boxing. A node rarely has more than a
 * few at once, so a linear scan over parallel arrays beats hashing.
 */
final class Negotiations<T> {

    private long[] ids = new long[4];
    private Object[] values = new Object[4];
    private int size;

    void put(long id, T value) {
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        ids[size] = id;
        values[size++] = value;
    }

    /** The negotiation with this id, or null if there is none (it ended, or never was). */
    @SuppressWarnings("unchecked")
    T get(long id) {
        for (int i = 0; i < size; i++) {
            if (ids[i] == id) {
                return (T) values[i];
            }
        }
        return null;
    }

    /** Ends the negotiation with this id; returns it, or null if there was none. */
    @SuppressWarnings("unchecked")
    T remove(long id) {
        for (int i = 0; i < size; i++) {
            if (ids[i] == id) {
                T value = (T) values[i];
                size--;
                ids[i] = ids[size];
                values[i] = values[size];
                values[size] = null;
                return value;
            }
        }
        return null;
    }

    /** The ids of the negotiations in progress, a copy (so that the caller may end some while it walks them). */
    long[] ids() {
        return Arrays.copyOf(ids, size);
    }

    boolean isEmpty() {
        return size == 0;
    }
}
