package loadshare.hardware.net;

import java.util.ArrayList;
import java.util.List;

/**
 * Bulk transfers in flight on a network of racks, sharing its links max-min fairly ({@link MaxMinSharing}): each
 * transfer is a flow over its {@link Topology#route route}, with the bytes it has left and its current rate. When a
 * transfer starts or ends, every flow is first advanced at its old rate to that instant and then the rates are
 * computed afresh, so each transfer's end moves as others come and go. Pure and driven by the caller's virtual time
 * (each call's {@code now} at or after the last one's): no clock, no randomness.
 *
 * <p>Only the bytes' crossing is modelled here; the route's latency, paid once by the transfer's last byte, is the
 * caller's to add.
 *
 * @param <T> what the caller attaches to a transfer, handed back when it ends
 */
public final class FlowNetwork<T> {

    private final Topology topology;
    private final double[] capacities;
    private final List<Flow<T>> flows = new ArrayList<>();
    private double updatedAt;

    /** A transfer in flight: its links, bytes left at {@link #updatedAt}, rate since then and the end it makes. */
    private static final class Flow<T> {
        final int[] route;
        final T payload;
        double bytesLeft;
        double rate;
        double endsAt;

        Flow(int[] route, double bytes, T payload) {
            this.route = route;
            this.bytesLeft = bytes;
            this.payload = payload;
        }
    }

    /** No transfers yet on the links of {@code topology}, a network of racks. */
    public FlowNetwork(Topology topology) {
        this.topology = topology;
        this.capacities = topology.linkCapacities();
    }

    /** Starts sending {@code bytes} from host {@code from} to host {@code to} at {@code now}, carrying {@code payload}. */
    public void start(int from, int to, double bytes, T payload, double now) {
        if (!(bytes >= 0) || Double.isInfinite(bytes)) {
            throw new IllegalArgumentException("a transfer moves >= 0 bytes, was " + bytes);
        }
        advanceTo(now);
        flows.add(new Flow<>(topology.route(from, to), bytes, payload));
        share(now);
    }

    /** When the first transfer in flight ends at the current rates; infinity if none is in flight. */
    public double nextEnd() {
        double next = Double.POSITIVE_INFINITY;
        for (Flow<T> f : flows) {
            next = Math.min(next, f.endsAt);
        }
        return next;
    }

    /**
     * Ends the transfers whose last byte has crossed by {@code now} (those whose end, as last computed, is at or
     * before it) and shares the links afresh among the rest; returns the ended transfers' payloads in the order the
     * transfers started.
     */
    public List<T> finish(double now) {
        advanceTo(now);
        List<T> ended = new ArrayList<>();
        flows.removeIf(f -> {
            boolean done = f.endsAt <= now;
            if (done) {
                ended.add(f.payload);
            }
            return done;
        });
        if (!ended.isEmpty()) {
            share(now);
        }
        return ended;
    }

    /** When the transfer carrying {@code payload} ends at the current rates; NaN if none in flight carries it. */
    public double endOf(T payload) {
        for (Flow<T> f : flows) {
            if (f.payload.equals(payload)) {
                return f.endsAt;
            }
        }
        return Double.NaN;
    }

    /** Transfers in flight. */
    public int inFlight() {
        return flows.size();
    }

    private void advanceTo(double now) {
        if (now < updatedAt) {
            throw new IllegalArgumentException("time runs forward: " + now + " is before " + updatedAt);
        }
        for (Flow<T> f : flows) {
            f.bytesLeft = Math.max(0, f.bytesLeft - f.rate * (now - updatedAt));
        }
        updatedAt = now;
    }

    private void share(double now) {
        int[][] routes = new int[flows.size()][];
        for (int i = 0; i < routes.length; i++) {
            routes[i] = flows.get(i).route;
        }
        double[] rates = MaxMinSharing.rates(capacities, routes);
        for (int i = 0; i < rates.length; i++) {
            Flow<T> f = flows.get(i);
            f.rate = rates[i];
            f.endsAt = now + f.bytesLeft / f.rate;
        }
    }
}
