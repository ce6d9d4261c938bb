package loadshare.node.live.workers;

import akka.actor.typed.ActorRef;
import akka.actor.typed.receptionist.ServiceKey;
import akka.actor.typed.delivery.ConsumerController;
import java.util.List;
import loadshare.node.run.Replication;
import loadshare.protocol.CborSerializable;

/**
 * What a runner and its workers say to each other ({@code run --workers}, {@code run --cluster}). Units go out by
 * Akka's reliable delivery in its work-pulling form: every worker thread has consumers registered under
 * {@link #WORKERS}, each asking for its next unit when it has finished one, so a fast worker takes more, a worker
 * joining late takes work at once, and the units a worker had not confirmed when it left the cluster (died, was
 * downed) go to another. Everything else is plain messages; a measurement or an experiment travels as
 * {@link ExactData} bytes.
 */
public final class WorkProtocol {

    /** The receptionist's key of the workers' consumers. */
    public static final ServiceKey<ConsumerController.Command<Unit>> WORKERS =
            ServiceKey.create(ConsumerController.serviceKeyClass(), "loadshare-workers");

    private WorkProtocol() {
    }

    /**
     * Replications of run {@code run} for a worker to compute one after the other, and the runner to send each
     * measurement to: one replication, or several when they are short (the runner groups them so that a unit takes
     * about {@code Runner.UNIT_SECONDS}, which spreads the cost of a unit's round trip over them).
     */
    public record Unit(String run, List<Item> items, ActorRef<ToRunner> runner) implements CborSerializable {
    }

    /**
     * One replication of a unit.
     *
     * @param id its number in its run (a replication submitted again, e.g. after its result was lost, has a new one)
     */
    public record Item(int id, Replication which) {
    }

    /** What a runner hears from its workers. */
    public sealed interface ToRunner extends CborSerializable permits Done, Failed, Progress, GetExperiment {
    }

    /**
     * Part {@code part} of {@code parts} of the measurement of replication {@code id} of {@code run}, computed by
     * {@code worker} ({@code host:port}) in {@code nanos} nanoseconds of wall time (in every part): {@link ExactData}
     * bytes cut into {@link Parts}, which arrive in order.
     */
    public record Done(String run, int id, String worker, long nanos, int part, int parts, byte[] bytes)
            implements ToRunner {
    }

    /** Replication {@code id} of {@code run} could not be computed by {@code worker}: why, in one line. */
    public record Failed(String run, int id, String worker, String problem) implements ToRunner {
    }

    /** {@code worker} simulated {@code jobs} more jobs of {@code run} since it last said. */
    public record Progress(String run, String worker, long jobs) implements ToRunner {
    }

    /** A worker's thread asks for the settings of {@code run}, which it has not seen yet. */
    public record GetExperiment(String run, ActorRef<Experiment> replyTo) implements ToRunner {
    }

    /**
     * Part {@code part} of {@code parts} of the settings of {@code run} ({@link ExactData} of an
     * {@code ExperimentSettings}, cut into {@link Parts}).
     */
    public record Experiment(String run, int part, int parts, byte[] bytes) implements CborSerializable {
    }
}
