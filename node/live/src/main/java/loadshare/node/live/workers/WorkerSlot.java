package loadshare.node.live.workers;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.delivery.ConsumerController;
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
 * computes it on the worker's simulation threads, sends the runner its measurement (or why it could not), and only
 * then confirms it, which asks for the next. A unit that was not confirmed when its worker left goes to another.
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

    /** The unit's measurement, or why it could not be computed. */
    record Computed(ConsumerController.Delivery<Unit> delivery, RunMeasurement measured, Throwable problem)
            implements Command {
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
                            finish(r.delivery(), worker, meter, null, r.problem());
                            return Behaviors.same();
                        }
                        Unit unit = r.delivery().message();
                        meter.serving(unit.run(), unit.runner());
                        ctx.pipeToSelf(CompletableFuture.supplyAsync(() -> work.run(r.settings(), unit.which(),
                                        jobs -> meter.add(unit.run(), jobs)), threads),
                                (measured, problem) -> new Computed(r.delivery(), measured, problem));
                        return Behaviors.same();
                    })
                    .onMessage(Computed.class, c -> {
                        finish(c.delivery(), worker, meter, c.measured(), c.problem());
                        return Behaviors.same();
                    })
                    .build();
        });
    }

    /** Sends the runner the unit's measurement, or why there is none, then confirms the unit (asking for the next). */
    private static void finish(ConsumerController.Delivery<Unit> delivery, String worker, ProgressMeter meter,
                               RunMeasurement measured, Throwable problem) {
        Unit unit = delivery.message();
        meter.flush();      // the unit's last jobs reach the runner before its measurement
        if (problem == null) {
            try {
                List<byte[]> parts = Parts.cut(ExactData.write(measured));
                for (int p = 0; p < parts.size(); p++) {
                    unit.runner().tell(new Done(unit.run(), unit.id(), worker, p, parts.size(), parts.get(p)));
                }
            } catch (RuntimeException e) {
                problem = e;
            }
        }
        if (problem != null) {
            unit.runner().tell(new Failed(unit.run(), unit.id(), worker, oneLine(problem)));
        }
        delivery.confirmTo().tell(ConsumerController.confirmed());
    }

    /** What went wrong, in one line: the cause's message, or its class where it has none. */
    static String oneLine(Throwable problem) {
        Throwable cause = problem instanceof CompletionException && problem.getCause() != null
                ? problem.getCause() : problem;
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return message.replace('\n', ' ');
    }
}
