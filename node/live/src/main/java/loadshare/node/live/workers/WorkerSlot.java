package loadshare.node.live.workers;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.delivery.ConsumerController;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import loadshare.config.ExperimentSettings;
import loadshare.node.live.workers.WorkProtocol.Done;
import loadshare.node.live.workers.WorkProtocol.Failed;
import loadshare.node.live.workers.WorkProtocol.Unit;
import loadshare.node.run.RunMeasurement;

/**
 * One thread's worth of a worker: a consumer of units ({@link WorkProtocol#WORKERS}) that takes one unit at a time,
 * computes its replications one after the other on the worker's simulation threads, sends the runner each one's
 * measurement (or why it could not) as soon as it has it, and confirms the unit after the last, which asks for the
 * next. A unit that was not confirmed when its worker left goes to another (the runner keeps the first measurement
 * of a replication that arrives twice).
 */
final class WorkerSlot {

    /** Local only (never serialized, even where tests have Akka serialize every message). */
    sealed interface Command extends NoSerializationVerificationNeeded permits Delivered, Ready, Computed {
    }

    /** A unit, handed over by this slot's consumer controller. */
    record Delivered(ConsumerController.Delivery<Unit> delivery) implements Command {
    }

    /** The unit's experiment, or why it could not be had. */
    record Ready(ConsumerController.Delivery<Unit> delivery, ExperimentSettings settings, Throwable problem)
            implements Command {
    }

    /**
     * The measurement of the unit's replication number {@code item}, computed in {@code nanos} of wall time, or why
     * it could not be computed.
     */
    record Computed(ConsumerController.Delivery<Unit> delivery, ExperimentSettings settings, int item,
                    RunMeasurement measured, long nanos, Throwable problem) implements Command {
    }

    /** Units a slot's consumer controller lets in at once (see {@link #create}). */
    static final int CONSUMER_WINDOW = 3;

    private WorkerSlot() {
    }

    /**
     * A slot of the worker at {@code worker} ({@code host:port}), computing with {@code work} on {@code threads}, its
     * runs' settings from {@code experiments}, its progress told to {@code meter}.
     */
    @SuppressWarnings("unchecked")
    static Behavior<Command> create(String worker, UnitWork work, ExecutorService threads, Experiments experiments,
                                    ProgressMeter meter) {
        return Behaviors.setup(ctx -> {
            // The smallest window that keeps the consumer controller asking (it asks again once half the window is
            // used; a window of 1 or 2 would stall after the first units): the slot holds the unit it computes and at
            // most two it computes next, so the others stay free for any worker (Akka's default, 50, would hand one
            // worker the whole run).
            ConsumerController.Settings window = ConsumerController.Settings$.MODULE$.apply(ctx.getSystem())
                    .withFlowControlWindow(CONSUMER_WINDOW);
            ActorRef<ConsumerController.Command<Unit>> consumer =
                    ctx.spawn(ConsumerController.create(WorkProtocol.WORKERS, window), "consumer");
            ActorRef<ConsumerController.Delivery<Unit>> deliveries = ctx.messageAdapter(
                    (Class<ConsumerController.Delivery<Unit>>) (Class<?>) ConsumerController.Delivery.class,
                    Delivered::new);
            consumer.tell(new ConsumerController.Start<>(deliveries));
            return Behaviors.receive(Command.class)
                    .onMessage(Delivered.class, d -> {
                        Unit unit = d.delivery().message();
                        ctx.pipeToSelf(experiments.get(unit.run(), unit.runner()),
                                (settings, problem) -> new Ready(d.delivery(), settings, problem));
                        return Behaviors.same();
                    })
                    .onMessage(Ready.class, r -> {
                        if (r.problem() != null) {
                            for (int item = 0; item < r.delivery().message().items().size(); item++) {
                                send(r.delivery().message(), item, worker, meter, null, 0, r.problem());
                            }
                            r.delivery().confirmTo().tell(ConsumerController.confirmed());
                        } else {
                            compute(ctx, r.delivery(), r.settings(), 0, work, threads, meter);
                        }
                        return Behaviors.same();
                    })
                    .onMessage(Computed.class, c -> {
                        send(c.delivery().message(), c.item(), worker, meter, c.measured(), c.nanos(), c.problem());
                        if (c.item() + 1 < c.delivery().message().items().size()) {
                            compute(ctx, c.delivery(), c.settings(), c.item() + 1, work, threads, meter);
                        } else {
                            c.delivery().confirmTo().tell(ConsumerController.confirmed());
                        }
                        return Behaviors.same();
                    })
                    .build();
        });
    }

    /** Computes the unit's replication number {@code item} on {@code threads}; {@link Computed} tells how it went. */
    private static void compute(ActorContext<Command> ctx, ConsumerController.Delivery<Unit> delivery,
                                ExperimentSettings settings, int item, UnitWork work, ExecutorService threads,
                                ProgressMeter meter) {
        Unit unit = delivery.message();
        meter.serving(unit.run(), unit.runner());
        ctx.pipeToSelf(CompletableFuture.supplyAsync(() -> {
            long began = System.nanoTime();
            RunMeasurement measured = work.run(settings, unit.items().get(item).which(),
                    jobs -> meter.add(unit.run(), jobs));
            return new Timed(measured, System.nanoTime() - began);
        }, threads), (timed, problem) -> new Computed(delivery, settings, item,
                timed == null ? null : timed.measured(), timed == null ? 0 : timed.nanos(), problem));
    }

    /** A replication's measurement and the wall nanoseconds it took. */
    private record Timed(RunMeasurement measured, long nanos) {
    }

    /** Sends the runner the measurement of the unit's replication number {@code item}, or why there is none. */
    private static void send(Unit unit, int item, String worker, ProgressMeter meter, RunMeasurement measured,
                             long nanos, Throwable problem) {
        int id = unit.items().get(item).id();
        meter.flush();      // the replication's last jobs reach the runner before its measurement
        if (problem == null) {
            try {
                List<byte[]> parts = Parts.cut(ExactData.write(measured));
                for (int p = 0; p < parts.size(); p++) {
                    unit.runner().tell(new Done(unit.run(), id, worker, nanos, p, parts.size(), parts.get(p)));
                }
            } catch (RuntimeException e) {
                problem = e;
            }
        }
        if (problem != null) {
            unit.runner().tell(new Failed(unit.run(), id, worker, oneLine(problem)));
        }
    }

    /** What went wrong, in one line: the cause's message, or its class where it has none. */
    static String oneLine(Throwable problem) {
        Throwable cause = problem instanceof CompletionException && problem.getCause() != null
                ? problem.getCause() : problem;
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return message.replace('\n', ' ');
    }
}
