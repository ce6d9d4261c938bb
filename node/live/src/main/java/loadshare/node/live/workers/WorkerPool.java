package loadshare.node.live.workers;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.Behaviors;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.node.live.LiveNode;
import loadshare.node.live.NodeSecurity;
import loadshare.node.run.Replication;
import loadshare.node.run.ReplicationPool;
import loadshare.node.run.RunMeasurement;

/**
 * The replications of one run computed by a workers' cluster ({@code run --workers}, {@code run --cluster}): this JVM
 * joins the cluster as its runner ({@link Runner}) and every replication submitted goes to some worker in a unit;
 * its future completes with the measurement the worker computed, which is the one this JVM would have, so the run's
 * results are the same bytes as a local run's.
 */
public final class WorkerPool implements ReplicationPool, AutoCloseable {

    private final ActorSystem<Void> system;
    private final ActorRef<Runner.Command> runner;
    private final Map<String, WorkerFigures> board;
    private final Map<Integer, Submitted> submitted = new ConcurrentHashMap<>();
    private int replications;

    /** What one worker did for the run: replications computed, jobs simulated. */
    public record WorkerFigures(long replications, long jobs) {
    }

    private record Submitted(Replication which, CompletableFuture<RunMeasurement> result) {
    }

    private WorkerPool(ActorSystem<Void> system, ActorRef<Runner.Command> runner,
                       Map<String, WorkerFigures> board) {
        this.system = system;
        this.runner = runner;
        this.board = board;
        LiveNode.ended(system).thenRun(this::orphaned);
    }

    /**
     * Joins the workers' cluster at {@code seeds} (empty: founds it, for workers to join) from {@code host:port} (0:
     * any free port), admitted as {@code security} says, of build {@code build}, to run {@code settings};
     * {@code progress} hears of the jobs the workers simulate. Units owed with no worker in the cluster for
     * {@code workerWait} fail ({@link WorkersGone}).
     */
    public static WorkerPool start(String host, int port, List<String> seeds, NodeSecurity security, String build,
                                   ExperimentSettings settings, LongConsumer progress, Duration workerWait) {
        byte[] bytes = ExactData.write(settings);
        String run = HexFormat.of().formatHex(new SecureRandom().generateSeed(8));
        Map<String, WorkerFigures> board = new ConcurrentHashMap<>();
        CompletableFuture<ActorRef<Runner.Command>> started = new CompletableFuture<>();
        ActorSystem<Void> system = LiveNode.startSystem(Behaviors.setup(ctx -> {
            started.complete(ctx.spawn(Runner.create(run, bytes, progress, workerWait, board), "runner"));
            return Behaviors.empty();
        }), host, port, seeds, security, WorkersCluster.settings(WorkersCluster.RUNNER_ROLE, build));
        try {
            return new WorkerPool(system, started.get(30, TimeUnit.SECONDS), board);
        } catch (ExecutionException | TimeoutException | InterruptedException e) {
            system.terminate();
            throw new IllegalStateException("the runner's actor system did not start: " + e, e);
        }
    }

    @Override
    public synchronized Future<RunMeasurement> submit(Replication which, Callable<RunMeasurement> here) {
        CompletableFuture<RunMeasurement> result = new CompletableFuture<>();
        int id = replications++;
        submitted.put(id, new Submitted(which, result));
        result.whenComplete((m, e) -> submitted.remove(id));
        if (LiveNode.hasEnded(system)) {
            orphaned();
        } else {
            runner.tell(new Runner.Submit(id, which, result));
        }
        return result;
    }

    /** The runner's actor system: it joins or founds the workers' cluster. */
    public ActorSystem<Void> system() {
        return system;
    }

    /** Each worker's ({@code host:port}) replications and jobs so far, by worker. */
    public Map<String, WorkerFigures> workers() {
        return new TreeMap<>(board);
    }

    /** The runner's system stopped (it was downed, or closed): every replication still owed is missing. */
    private void orphaned() {
        List<Submitted> owed = new ArrayList<>(submitted.values());
        WorkersGone gone = new WorkersGone(owed.stream().map(Submitted::which).toList(),
                "the runner is no longer in the workers' cluster (it was cut off from most of it, or stopped)");
        owed.forEach(s -> s.result().completeExceptionally(gone));
    }

    /** Leaves the workers' cluster. */
    @Override
    public void close() {
        LiveNode.terminate(system);
    }
}
