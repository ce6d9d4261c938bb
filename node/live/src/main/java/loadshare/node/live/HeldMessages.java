package loadshare.node.live;

import java.util.Comparator;
import java.util.PriorityQueue;
import loadshare.hardware.net.Topology;

/**
 * The modelled network's distances, played out live: a protocol message is taken in by its receiver no earlier than
 * the model time it was sent plus the distance from its sender ({@link Topology#latency}), as the simulator delivers
 * it. A message that comes sooner (loopback takes less) waits here; one that comes later (the real network, the
 * serializers or a busy JVM took longer) is taken in at once, and the run measures by how much it was late
 * ({@link MessageDelays}). With every distance 0 (a flat network's default) nothing is ever held.
 *
 * <p>Messages are released in the order they fall due. A receiver takes in every waiting message due by now before
 * it looks at one that has just come, so a sender's messages are taken in in the order it sent them (its distance
 * to a receiver never changes, so a later message is never due sooner).
 */
final class HeldMessages {

    /** A message waiting until model time {@code due}. */
    record Held(double due, long seq, Participant.Deliver message) {
    }

    private final Topology topology;
    private final int self;
    private final PriorityQueue<Held> waiting = new PriorityQueue<>(
            Comparator.comparingDouble(Held::due).thenComparingLong(Held::seq));
    private long seq;

    /** The distances of {@code topology}, as participant {@code self} receives. */
    HeldMessages(Topology topology, int self) {
        this.topology = topology;
        this.self = self;
    }

    /** The distance in model seconds from {@code from} to this participant. */
    double distanceFrom(int from) {
        return topology.latency(from, self);
    }

    /**
     * Holds {@code message}, come at model time {@code now}, if it is due later, and returns it as held; null if it
     * is due by now (it is taken in at once). A message whose sending time is not said is never held. Take in every
     * message due by {@code now} ({@link #next}) first.
     */
    Held hold(Participant.Deliver message, double now) {
        if (Double.isNaN(message.sentAt())) {
            return null;
        }
        double due = message.sentAt() + distanceFrom(message.from());
        if (due <= now) {
            return null;
        }
        Held held = new Held(due, seq++, message);
        waiting.add(held);
        return held;
    }

    /** The earliest waiting message due by {@code now}, removed; null if none is. */
    Held next(double now) {
        Held first = waiting.peek();
        return first != null && first.due() <= now ? waiting.poll() : null;
    }

    /** The model time the earliest waiting message falls due; NaN if none waits. */
    double earliest() {
        Held first = waiting.peek();
        return first == null ? Double.NaN : first.due();
    }
}
