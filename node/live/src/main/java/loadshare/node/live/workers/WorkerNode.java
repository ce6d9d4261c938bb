package loadshare.node.live.workers;

import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import loadshare.node.live.LiveNode;
import loadshare.node.live.NodeSecurity;

/**
 * A worker JVM ({@code loadshare worker}): a member of a workers' cluster with {@code threads} consumers of units
 * ({@link WorkerSlot}), each computing on one of as many simulation threads. It serves any runner of the cluster, one
 * run after another or several at once, until it is stopped.
 */
public final class WorkerNode implements AutoCloseable {

    /**
     * Consumers of units per simulation thread. A unit's round trip (its measurement out, the next unit in) took 10 to
     * 70 ms on a busy 2-core machine, in which one consumer per thread left its thread idle; with two, the second's
     * unit waits in the threads' queue while the first's computes, and a thread starts the next unit at once.
     */
    static final int SLOTS_PER_THREAD = 2;

    /** How often a worker tells its runners of the jobs it simulated. */
    static final Duration PROGRESS_EVERY = Duration.ofMillis(500);

    private final ActorSystem<Void> system;
    private final ExecutorService threads;

    private WorkerNode(ActorSystem<Void> system, ExecutorService threads) {
        this.system = system;
        this.threads = threads;
    }

    /**
     * Starts a worker at {@code host:port} (0: any free port) joining {@code seeds} (empty: it founds the cluster),
     * admitted as {@code security} says, of build {@code build}; {@code console} hears a line as it begins on a run.
     */
    public static WorkerNode start(String host, int port, List<String> seeds, NodeSecurity security, int threads,
                                   String build, UnitWork work, Consumer<String> console) {
        if (threads < 1) {
            throw new IllegalArgumentException("a worker has 1 thread or more, not " + threads);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "simulation");
            t.setDaemon(true);
            return t;
        });
        ActorSystem<Void> system = LiveNode.startSystem(guardian(threads, work, pool, console), host, port, seeds,
                security, WorkersCluster.settings(WorkersCluster.WORKER_ROLE, build));
        system.getWhenTerminated().thenRun(pool::shutdownNow);
        return new WorkerNode(system, pool);
    }

    private static Behavior<Void> guardian(int threads, UnitWork work, ExecutorService pool,
                                          Consumer<String> console) {
        return Behaviors.setup(ctx -> {
            String self = LiveNode.hostPort(ctx.getSystem());
            ProgressMeter meter = new ProgressMeter(self, console);
            Experiments experiments = new Experiments(ctx.spawn(Experiments.fetcher(), "experiments"));
            for (int t = 0; t < SLOTS_PER_THREAD * threads; t++) {
                ctx.spawn(WorkerSlot.create(self, work, pool, experiments, meter), "slot-" + (t + 1));
            }
            ctx.spawn(Behaviors.<String>withTimers(timers -> {
                timers.startTimerWithFixedDelay("flush", PROGRESS_EVERY);
                return Behaviors.receiveMessage(tick -> {
                    meter.flush();
                    return Behaviors.same();
                });
            }), "progress");
            return Behaviors.empty();
        });
    }

    public ActorSystem<Void> system() {
        return system;
    }

    /** Where the worker is reachable ({@code host:port}). */
    public String hostPort() {
        return LiveNode.hostPort(system);
    }

    /** Leaves the cluster (its units not yet confirmed go to other workers) and stops. */
    @Override
    public void close() {
        LiveNode.terminate(system);
        threads.shutdownNow();
    }
}
