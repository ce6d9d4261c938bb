package loadshare.node.live;

import akka.actor.typed.ActorRef;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import loadshare.protocol.CborSerializable;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * What every participant of a live run (the workstations and the coordinator) understands, and the type of the
 * actors they find each other by: the policies' protocol messages from peers, a job's bookkeeping with its home,
 * and the collector's start-up and end. Each participant's own protocol ({@link WorkstationActor.Command},
 * {@link CoordinatorActor.Command}) adds its private messages; these records cross JVMs as Jackson CBOR
 * ({@link CborSerializable} is bound in {@code reference.conf}).
 */
public final class Participant {

    private Participant() {
    }

    /** A message to any participant. */
    public sealed interface Message extends WorkstationActor.Command, CoordinatorActor.Command
            permits Deliver, Moved, Received, Finished, Bounced, Prepare, Start, RunOver {
    }

    /**
     * A protocol message from participant {@code from}, whose actor is {@code sender}, sent at model time
     * {@code sentAt} (NaN: not said; the receiver measures how long messages take in model time from it), stamped
     * {@code stamp} by its sender's clock (a hop of a job is known by it: {@link Outbox#stamp}; 0: none). The
     * message's concrete type travels as its name ({@link ProtocolTypesModule} registers every record of the sealed
     * hierarchy), so {@code policies/} needs no Jackson annotations and any new message record crosses JVMs unchanged.
     */
    public record Deliver(int from, ActorRef<Message> sender,
                          @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
                          NodeMessage message, double sentAt, long stamp)
            implements Message, BenchEcho.Command, CborSerializable {

        /** A message whose sending time and stamp are not said (tests, the bench, the serializers' warm-up). */
        public Deliver(int from, ActorRef<Message> sender, NodeMessage message) {
            this(from, sender, message, Double.NaN, 0);
        }
    }

    /**
     * To a job's home: participant {@code from}, not the home, passed job {@code jobId} on to participant {@code to}
     * in the message stamped {@code stamp} (the job may not have left if {@code from} dies now: {@link Received} says
     * it got there).
     */
    public record Moved(long jobId, int from, int to, long stamp) implements Message, CborSerializable {
    }

    /**
     * To a job's home: participant {@code at} took in job {@code jobId}, passed on to it by another than the home in
     * the message stamped {@code stamp}.
     */
    public record Received(long jobId, int at, long stamp) implements Message, CborSerializable {
    }

    /**
     * To a job's home: the job completed elsewhere, as its node recorded it. The home records the completion too
     * ({@link RunRecord}), so that it survives the death of either.
     */
    public record Finished(ResultsCollector.JobDone done) implements Message, CborSerializable {
    }

    /**
     * To a job's home: the job could not be delivered to the participant it was sent to (no longer a member); its
     * sender's clock said {@code stamp} then.
     */
    public record Bounced(Job job, long stamp) implements Message, CborSerializable {
    }

    /**
     * From the collector once its listing shows every participant: answer {@link ResultsCollector.Ready} as soon
     * as your own listing shows them all too, so that no one begins before it can reach everyone.
     */
    public record Prepare(ActorRef<ResultsCollector.Command> collector) implements Message, CborSerializable {
    }

    /**
     * From the collector once every participant is ready: model time 0 is {@code epochNanos} (wall clock,
     * nanoseconds since the Unix epoch); completions and status go to {@code collector}.
     */
    public record Start(long epochNanos, ActorRef<ResultsCollector.Command> collector) implements Message, CborSerializable {
    }

    /** From {@code collector}: the run is over, stop this participant. */
    public record RunOver(ActorRef<ResultsCollector.Command> collector) implements Message, CborSerializable {
    }
}
