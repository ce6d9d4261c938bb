package loadshare.node.live;

import akka.actor.typed.ActorRef;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import loadshare.protocol.CborSerializable;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * What the participants of a live run (the workstations and the coordinator) say to each other. The public
 * records cross JVMs as Jackson CBOR ({@link CborSerializable} is bound in {@code reference.conf}); the actors'
 * private messages (timers, adapted events) stay in their own classes.
 */
public interface LiveMessage {

    /**
     * A protocol message from participant {@code from}, whose actor is {@code sender}. The message's concrete
     * type travels as its name ({@link ProtocolTypesModule} registers every record of the sealed hierarchy), so
     * {@code policies/} needs no Jackson annotations and any new message record crosses JVMs unchanged.
     */
    record Deliver(int from, ActorRef<LiveMessage> sender,
                   @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
                   NodeMessage message) implements LiveMessage, CborSerializable {
    }

    /** To a job's home: a participant other than the home passed job {@code jobId} on to participant {@code to}. */
    record Moved(long jobId, int to) implements LiveMessage, CborSerializable {
    }

    /** To a job's home: job {@code jobId} completed elsewhere. */
    record Finished(long jobId) implements LiveMessage, CborSerializable {
    }

    /** To a job's home: the job could not be delivered to the participant it was sent to (no longer a member). */
    record Bounced(Job job) implements LiveMessage, CborSerializable {
    }

    /**
     * From the collector once its listing shows every participant: answer {@link ResultsCollector.Ready} as soon
     * as your own listing shows them all too, so that no one begins before it can reach everyone.
     */
    record Prepare(ActorRef<ResultsCollector.Command> collector) implements LiveMessage, CborSerializable {
    }

    /**
     * From the collector once every participant is ready: model time 0 is {@code epochNanos} (wall clock,
     * nanoseconds since the Unix epoch); completions and status go to {@code collector}.
     */
    record Start(long epochNanos, ActorRef<ResultsCollector.Command> collector) implements LiveMessage, CborSerializable {
    }

    /** From the collector: the run is over, stop this node. */
    record RunOver() implements LiveMessage, CborSerializable {
    }
}
