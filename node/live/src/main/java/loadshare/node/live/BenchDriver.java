package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.receptionist.Receptionist;
import java.util.concurrent.CompletableFuture;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import org.HdrHistogram.Histogram;

/**
 * The near end of {@code loadshare bench --live}: finds the {@link BenchEcho} on another node, then measures
 * probe round trips one at a time (after a warm-up) into an HdrHistogram of nanoseconds, then sends job
 * transfers in the real envelope with up to {@code window} unacknowledged, and times them.
 */
public final class BenchDriver extends AbstractBehavior<BenchDriver.Command> {

    /** What the driver hears: the echo found, its answers. */
    public sealed interface Command permits Found, BenchEcho.Pong, BenchEcho.Ack {
    }

    /** The figures: round-trip percentiles in microseconds, sustained transfers per second. */
    public record Figures(long probes, double p50Micros, double p99Micros, double meanMicros, long transfers,
                          double transfersPerSecond) {
    }

    private record Found(Receptionist.Listing listing) implements Command, NoSerializationVerificationNeeded {
    }

    private final int warmupProbes;
    private final int probes;
    private final long transfers;
    private final int window;
    private final CompletableFuture<Figures> result;
    private final Histogram roundTrips = new Histogram(3_600_000_000_000L, 3);
    private ActorRef<BenchEcho.Command> echo;
    private long seq;
    private long sentAt;
    private long sent;
    private long acked;
    private long transfersStarted;
    /**
     * This driver as the sender of the envelopes it sends: the echo acknowledges to the envelope's sender, which
     * in a run is a participant and here is the driver (that is all it ever sends there).
     */
    private final ActorRef<Participant.Message> asParticipant;

    public static Behavior<Command> create(int warmupProbes, int probes, long transfers, int window,
                                               CompletableFuture<Figures> result) {
        return Behaviors.setup(ctx -> new BenchDriver(ctx, warmupProbes, probes, transfers, window, result));
    }

    private BenchDriver(ActorContext<Command> ctx, int warmupProbes, int probes, long transfers, int window,
                        CompletableFuture<Figures> result) {
        super(ctx);
        this.warmupProbes = warmupProbes;
        this.probes = probes;
        this.transfers = transfers;
        this.window = window;
        this.result = result;
        this.asParticipant = ctx.getSelf().unsafeUpcast();
        ctx.getSystem().receptionist().tell(Receptionist.subscribe(BenchEcho.KEY,
                ctx.messageAdapter(Receptionist.Listing.class, Found::new)));
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Found.class, this::onFound)
                .onMessage(BenchEcho.Pong.class, this::onPong)
                .onMessage(BenchEcho.Ack.class, this::onAck)
                .build();
    }

    private Behavior<Command> onFound(Found found) {
        var remote = found.listing().getServiceInstances(BenchEcho.KEY).stream()
                .filter(ref -> !ref.path().address().hasLocalScope()).findFirst();
        if (echo == null && remote.isPresent()) {
            echo = remote.get();
            probe();
        }
        return this;
    }

    private void probe() {
        sentAt = System.nanoTime();
        echo.tell(new BenchEcho.Ping(seq, getContext().getSelf()));
    }

    private Behavior<Command> onPong(BenchEcho.Pong pong) {
        long rtt = System.nanoTime() - sentAt;
        if (pong.seq() >= warmupProbes) {
            roundTrips.recordValue(rtt);
        }
        if (++seq < warmupProbes + probes) {
            probe();
        } else {
            transfersStarted = System.nanoTime();
            fillWindow();
        }
        return this;
    }

    private void fillWindow() {
        while (sent < transfers && sent - acked < window) {
            Job job = new Job(sent, 0, 0.0, 1.0, 0);
            echo.tell(new Participant.Deliver(0, asParticipant, JobTransfer.unasked(job, 0)));
            sent++;
        }
    }

    private Behavior<Command> onAck(BenchEcho.Ack ack) {
        acked = Math.max(acked, ack.received());
        if (acked >= transfers - transfers % BenchEcho.ACK_EVERY) {
            double seconds = (System.nanoTime() - transfersStarted) / 1e9;
            result.complete(new Figures(roundTrips.getTotalCount(), roundTrips.getValueAtPercentile(50) / 1e3,
                    roundTrips.getValueAtPercentile(99) / 1e3, roundTrips.getMean() / 1e3, acked, acked / seconds));
            return Behaviors.stopped();
        }
        fillWindow();
        return this;
    }
}
