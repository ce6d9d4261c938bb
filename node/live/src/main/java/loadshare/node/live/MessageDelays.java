package loadshare.node.live;

import java.util.List;
import java.util.function.IntToDoubleFunction;
import loadshare.node.handover.SchedulerInput;
import loadshare.node.run.DelayTimeline;
import loadshare.protocol.CborSerializable;

/**
 * How long the protocol messages a node received took to reach it, in model time: from the model time its sender
 * handled the input that sent it (the {@link Participant.Deliver}'s {@code sentAt}) to the model time the receiver
 * took it in. That is the network's latency as the run itself met it — the wire, the serializers and every moment
 * either JVM was late — which is what a simulated twin of the run must be given as {@code network.latency}: a busy
 * machine makes messages slower in model time, and the twin then knows by how much. A message of a modelled network
 * whose distances are not 0 ({@link HeldMessages}) takes at least its distance; what it took beyond is the run's own
 * lateness, which a twin of the same network adds to its distances. That lateness is also kept by the model time each
 * message was sent ({@link DelayTimeline}): a busy machine is not late evenly — a stall of a second (a cold start, a
 * collection, other processes taking both cores) makes every message of that moment late by it — and a twin given
 * the timeline meets each stall when the live run did.
 */
public final class MessageDelays {

    private long count;
    private double sum;
    private double modelled;
    private final DelayTimeline.Builder timeline;

    /** Delays of a run of {@code duration} model seconds (its timeline's bins a hundredth of that, at first). */
    MessageDelays(double duration) {
        this.timeline = new DelayTimeline.Builder(DelayTimeline.widthFor(duration));
    }

    /**
     * A message sent at model time {@code sentAt} (NaN: not said) from {@code distance} model seconds away was
     * taken in at {@code now}.
     */
    void heard(double sentAt, double now, double distance) {
        if (!Double.isNaN(sentAt)) {
            count++;
            sum += Math.max(0, now - sentAt);
            modelled += distance;
            timeline.add(sentAt, Math.max(0, now - sentAt - distance));
        }
    }

    /**
     * Hears again, in order, the messages a central scheduler's log says its host took in ({@code inputs}: those
     * that came in a message, each from {@code distanceFrom} its sender away): a successor's figures begin where
     * its predecessors' ended, as if one instance had taken every message in.
     */
    void heardAll(List<SchedulerInput> inputs, IntToDoubleFunction distanceFrom) {
        for (SchedulerInput input : inputs) {
            if (input.cameInMessage()) {
                heard(input.sentAt(), input.at(), distanceFrom.applyAsDouble(input.node()));
            }
        }
    }

    Figures figures() {
        return new Figures(count, sum, modelled, timeline.timeline());
    }

    /**
     * {@code count} messages took {@code sum} model seconds in all, of which {@code modelled} were their distances
     * in the modelled network; {@code lateness} is what they took beyond their distances, by the time they were sent.
     */
    public record Figures(long count, double sum, double modelled, DelayTimeline lateness)
            implements CborSerializable {

        /** No message measured. */
        public static final Figures NONE = new Figures(0, 0, 0);

        /** Figures without a timeline. */
        public Figures(long count, double sum, double modelled) {
            this(count, sum, modelled, DelayTimeline.NONE);
        }

        /** The mean delay in model seconds, NaN if none was measured. */
        public double mean() {
            return count == 0 ? Double.NaN : sum / count;
        }

        /** The mean delay beyond the modelled distance (the run's own lateness), NaN if none was measured. */
        public double meanBeyondModel() {
            return count == 0 ? Double.NaN : Math.max(0, sum - modelled) / count;
        }

        /** The lateness timeline (none if these figures came without one). */
        @Override
        public DelayTimeline lateness() {
            return lateness == null ? DelayTimeline.NONE : lateness;
        }

        public Figures plus(Figures other) {
            return new Figures(count + other.count, sum + other.sum, modelled + other.modelled,
                    lateness().plus(other.lateness()));
        }
    }
}
