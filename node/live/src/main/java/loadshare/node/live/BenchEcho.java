package loadshare.node.live;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.receptionist.Receptionist;
import akka.actor.typed.receptionist.ServiceKey;
import loadshare.protocol.CborSerializable;

/**
 * The far end of {@code loadshare bench --live}: answers every probe at once and acknowledges job transfers
 * (real {@link Participant.Deliver} envelopes) every {@link #ACK_EVERY}, so the sender can keep a window of
 * transfers in flight.
 */
public final class BenchEcho {

    /** What the echo hears: probes and job transfers in their envelope. */
    public sealed interface Command permits Ping, Participant.Deliver {
    }

    static final ServiceKey<Command> KEY = ServiceKey.create(Command.class, "loadshare-bench-echo");
    public static final int ACK_EVERY = 500;

    /** A probe: answered with a {@link Pong} of the same number. */
    public record Ping(long seq, ActorRef<BenchDriver.Command> replyTo) implements Command, CborSerializable {
    }

    public record Pong(long seq) implements BenchDriver.Command, CborSerializable {
    }

    /** {@code received} transfers have arrived so far. */
    public record Ack(long received) implements BenchDriver.Command, CborSerializable {
    }

    private BenchEcho() {
    }

    public static Behavior<Command> create() {
        return Behaviors.setup(ctx -> {
            ctx.getSystem().receptionist().tell(Receptionist.register(KEY, ctx.getSelf()));
            long[] received = {0};
            return Behaviors.receive(Command.class)
                    .onMessage(Ping.class, p -> {
                        p.replyTo().tell(new Pong(p.seq()));
                        return Behaviors.same();
                    })
                    .onMessage(Participant.Deliver.class, d -> {
                        if (++received[0] % ACK_EVERY == 0) {
                            d.sender().<BenchDriver.Command>unsafeUpcast().tell(new Ack(received[0])); // the bench driver
                        }
                        return Behaviors.same();
                    })
                    .build();
        });
    }
}
