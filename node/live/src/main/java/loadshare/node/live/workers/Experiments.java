package loadshare.node.live.workers;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeoutException;
import loadshare.config.ExperimentSettings;
import loadshare.node.live.workers.WorkProtocol.Experiment;
import loadshare.node.live.workers.WorkProtocol.GetExperiment;
import loadshare.node.live.workers.WorkProtocol.ToRunner;

/**
 * A worker's copy of the experiments of the runs it computes units of: the first unit of a run has it fetched from
 * the run's runner, once for all the worker's threads; the last {@link #KEPT} runs' stay.
 */
final class Experiments {

    /** Runs whose settings a worker keeps. */
    static final int KEPT = 4;
    /** How long a runner has to send a run's settings. */
    static final Duration FETCH_TIMEOUT = Duration.ofSeconds(60);

    private final Map<String, CompletableFuture<ExperimentSettings>> runs = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<ExperimentSettings>> eldest) {
            return size() > KEPT;
        }
    };
    private final ActorRef<Command> fetcher;

    Experiments(ActorRef<Command> fetcher) {
        this.fetcher = fetcher;
    }

    /** The settings of {@code run}, fetched from {@code runner} unless known or on their way. */
    synchronized CompletionStage<ExperimentSettings> get(String run, ActorRef<ToRunner> runner) {
        return runs.computeIfAbsent(run, r -> {
            CompletableFuture<ExperimentSettings> settings = new CompletableFuture<>();
            fetcher.tell(new Fetch(run, runner, settings));
            settings.whenComplete((s, e) -> {
                if (e != null) {
                    forget(run, settings);      // a later unit of the run asks again
                }
            });
            return settings;
        });
    }

    private synchronized void forget(String run, CompletableFuture<ExperimentSettings> failed) {
        runs.remove(run, failed);
    }

    /** Local only (never serialized, even where tests have Akka serialize every message). */
    sealed interface Command extends NoSerializationVerificationNeeded permits Fetch, Arrived, TimedOut {
    }

    record Fetch(String run, ActorRef<ToRunner> runner, CompletableFuture<ExperimentSettings> settings)
            implements Command {
    }

    record Arrived(Experiment part) implements Command {
    }

    record TimedOut(String run) implements Command {
    }

    /** The actor that fetches settings: asks the runner, gathers the parts, reads them. */
    static Behavior<Command> fetcher() {
        return Behaviors.setup(ctx -> Behaviors.withTimers(timers -> {
            ActorRef<Experiment> parts = ctx.messageAdapter(Experiment.class, Arrived::new);
            Map<String, Fetch> fetching = new HashMap<>();
            Map<String, Parts> gathered = new HashMap<>();
            return Behaviors.receive(Command.class)
                    .onMessage(Fetch.class, f -> {
                        fetching.put(f.run(), f);
                        f.runner().tell(new GetExperiment(f.run(), parts));
                        timers.startSingleTimer(f.run(), new TimedOut(f.run()), FETCH_TIMEOUT);
                        return Behaviors.same();
                    })
                    .onMessage(Arrived.class, a -> {
                        Experiment part = a.part();
                        Fetch f = fetching.get(part.run());
                        if (f == null) {
                            return Behaviors.same();    // late, after a timeout
                        }
                        try {
                            Parts whole = part.part() == 0 ? Parts.expecting(part.parts()) : gathered.get(part.run());
                            byte[] bytes = whole == null ? null : whole.add(part.part(), part.parts(), part.bytes());
                            if (whole == null) {
                                throw new IOException("part " + part.part() + " came first");
                            }
                            gathered.put(part.run(), whole);
                            if (bytes != null) {
                                done(f, fetching, gathered, timers);
                                f.settings().complete(ExactData.read(bytes, ExperimentSettings.class));
                            }
                        } catch (IOException | IllegalArgumentException e) {
                            done(f, fetching, gathered, timers);
                            f.settings().completeExceptionally(new IOException("the settings of run " + part.run()
                                    + " arrived unreadable: " + e.getMessage(), e));
                        }
                        return Behaviors.same();
                    })
                    .onMessage(TimedOut.class, t -> {
                        Fetch f = fetching.get(t.run());
                        if (f != null) {
                            done(f, fetching, gathered, timers);
                            f.settings().completeExceptionally(new TimeoutException("the runner of run " + t.run()
                                    + " did not send its settings within " + FETCH_TIMEOUT.toSeconds() + " s"));
                        }
                        return Behaviors.same();
                    })
                    .build();
        }));
    }

    private static void done(Fetch f, Map<String, Fetch> fetching, Map<String, Parts> gathered,
                             akka.actor.typed.javadsl.TimerScheduler<Command> timers) {
        fetching.remove(f.run());
        gathered.remove(f.run());
        timers.cancel(f.run());
    }
}
