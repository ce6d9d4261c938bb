package loadshare.node.live;

import loadshare.protocol.CborSerializable;

/**
 * How long the protocol messages a node received took to reach it, in model time: from the model time its sender
 * handled the input that sent it (the {@link Participant.Deliver}'s {@code sentAt}) to the model time the receiver
 * took it in. That is the network's latency as the run itself met it — the wire, the serializers and every moment
 * either JVM was late — which is what a simulated twin of the run must be given as {@code network.latency}: a busy
 * machine makes messages slower in model time, and the twin then knows by how much. A message of a modelled network
 * whose distances are not 0 ({@link HeldMessages}) takes at least its distance; what it took beyond is the run's own
 * lateness, which a twin of the same network adds to its distances.
 */
public final class MessageDelays {

    private long count;
    private double sum;
    private double modelled;

    /**
     * A message sent at model time {@code sentAt} (NaN: not said) from {@code distance} model seconds away was
     * taken in at {@code now}.
     */
    void heard(double sentAt, double now, double distance) {
        if (!Double.isNaN(sentAt)) {
            count++;
            sum += Math.max(0, now - sentAt);
            modelled += distance;
        }
    }

    Figures figures() {
        return new Figures(count, sum, modelled);
    }

    /**
     * {@code count} messages took {@code sum} model seconds in all, of which {@code modelled} were their distances
     * in the modelled network.
     */
    public record Figures(long count, double sum, double modelled) implements CborSerializable {

        /** No message measured. */
        public static final Figures NONE = new Figures(0, 0, 0);

        /** The mean delay in model seconds, NaN if none was measured. */
        public double mean() {
            return count == 0 ? Double.NaN : sum / count;
        }

        /** The mean delay beyond the modelled distance (the run's own lateness), NaN if none was measured. */
        public double meanBeyondModel() {
            return count == 0 ? Double.NaN : Math.max(0, sum - modelled) / count;
        }

        public Figures plus(Figures other) {
            return new Figures(count + other.count, sum + other.sum, modelled + other.modelled);
        }
    }
}
