package loadshare.node.live;

import akka.Done;
import akka.actor.Address;
import akka.actor.CoordinatedShutdown;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.Terminated;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.ActorRef;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.ClusterSingleton;
import akka.cluster.typed.Join;
import akka.cluster.typed.Leave;
import akka.cluster.typed.SingletonActor;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import loadshare.node.live.dashboard.ClusterEvents;
import loadshare.node.live.dashboard.CollectorTap;
import loadshare.node.live.dashboard.RunListener;
import loadshare.node.live.migration.TransferSettings;
import org.slf4j.LoggerFactory;

/**
 * One node of the live cluster: an actor system (named {@value #SYSTEM_NAME}, Artery over mutual TLS unless its
 * {@link NodeSecurity} says plain TCP; joining only a cluster of its own run id) holding the node's
 * {@link WorkstationActor}; the first node (index 0) also holds the results collector and, if the policy needs
 * one, the {@link CoordinatorActor}, and, if VMs migrate with real page bytes, the cluster's file server. Settings: {@code loadshare-live.conf} over application.conf and
 * reference.conf, with the host, port and seed nodes given here.
 */
public final class LiveNode implements AutoCloseable {

    public static final String SYSTEM_NAME = "loadshare";
    /** The results collector's name, on node 0: the only actor participants take Prepare and Start from. */
    public static final String COLLECTOR_NAME = "collector";

    /**
     * How long the first of several seeds asks the others to take it into their cluster (Akka's
     * {@code seed-node-timeout} on that node; 5 s by default) before it founds one itself, unless every other seed
     * said it is in none. {@code loadshare node} lists only the seeds that take a connection as node 0 starts
     * ({@link loadshare.node.live.join.FirstSeed}), so every seed asked is up and its answer can only be late: a seed
     * that founded the cluster while node 0 was down answers over its own connection to node 0's address, which Artery
     * tries again after a back-off of up to 5.5 s, and a fresh JVM's handshakes on a machine at load 28 took more than
     * 15 s (node 0 founded a second cluster). A listed seed that never answers (not a node of the run, or hung) delays
     * node 0's founding by this much.
     */
    static final Duration FIRST_SEED_TIMEOUT = Duration.ofSeconds(60);

    private final ActorSystem<Void> system;
    private final CompletableFuture<LiveMeasurement> result;
    private final CompletableFuture<String> interruption;
    private final Incarnation life;

    private LiveNode(ActorSystem<Void> system, CompletableFuture<LiveMeasurement> result,
                     CompletableFuture<String> interruption, Incarnation life) {
        this.system = system;
        this.result = result;
        this.interruption = interruption;
        this.life = life;
    }

    /**
     * Starts node {@code index} of {@code run}.
     *
     * @param host    address to bind and advertise
     * @param port    port to bind, 0 for any free one
     * @param seeds   seed nodes as {@code host:port}; empty: this node founds the cluster (joins itself)
     * @param console where the first node prints joins and the status line
     */
    public static LiveNode start(LiveRun run, int index, String host, int port, List<String> seeds,
                                 NodeSecurity security, Consumer<String> console, Duration drainTimeout) {
        return start(run, index, host, port, seeds, security, console, drainTimeout, RunListener.NONE);
    }

    /** Starts node {@code index} of {@code run}; on the first node, {@code listener} hears the run as it goes. */
    public static LiveNode start(LiveRun run, int index, String host, int port, List<String> seeds,
                                 NodeSecurity security, Consumer<String> console, Duration drainTimeout,
                                 RunListener listener) {
        return start(run, index, host, port, seeds, security, console, drainTimeout, listener, Incarnation.first());
    }

    /**
     * Starts node {@code index} of {@code run}, keeping its journal of its own jobs in {@code dir} (see
     * {@link HomeJournal}); with {@code rejoin}, the node is a restarted incarnation of a node that died in the run
     * going on: it begins where its journal there says its previous incarnation ended.
     *
     * @throws IOException the journal could not be made, or, to rejoin, read
     */
    public static LiveNode start(LiveRun run, int index, String host, int port, List<String> seeds,
                                 NodeSecurity security, Consumer<String> console, Duration drainTimeout,
                                 RunListener listener, Path dir, boolean rejoin) throws IOException {
        Path file = HomeJournal.file(dir, index);
        if (!rejoin) {
            return start(run, index, host, port, seeds, security, console, drainTimeout, listener,
                    new Incarnation(HomeJournal.create(file), null));
        }
        if (!Files.isRegularFile(file)) {
            throw new NoSuchFileException(file.toString(), null, "node " + index + " has no journal there to rejoin "
                    + "with (it is written by the node's previous incarnation, in the same --out)");
        }
        HomeJournal.Reopened reopened = HomeJournal.reopen(file);
        return start(run, index, host, port, seeds, security, console, drainTimeout, listener,
                new Incarnation(reopened.journal(), reopened.recovered()));
    }

    private static LiveNode start(LiveRun run, int index, String host, int port, List<String> seeds,
                                  NodeSecurity security, Consumer<String> console, Duration drainTimeout,
                                  RunListener listener, Incarnation life) {
        CompletableFuture<LiveMeasurement> result = new CompletableFuture<>();
        CompletableFuture<String> interruption = new CompletableFuture<>();
        ActorSystem<Void> system = startSystem(guardian(run, index, console, result, drainTimeout,
                TransferSettings.DEFAULT, listener, interruption, life), host, port, seeds, security, "");
        return new LiveNode(system, result, interruption, life);
    }

    /** An actor system of a live node with the given root, joining {@code seeds} (or founding the cluster). */
    public static ActorSystem<Void> startSystem(Behavior<Void> guardian, String host, int port, List<String> seeds,
                                                NodeSecurity security, String extra) {
        // Logging is set up here, on this thread, before the system's threads log: if they logged while it was
        // still being set up, SLF4J would keep their lines and print three lines of its own about replaying them.
        LoggerFactory.getILoggerFactory();
        ActorSystem<Void> system = ActorSystem.create(guardian, SYSTEM_NAME, config(host, port, seeds, security, extra));
        ProtocolWarmup.run(system);
        if (seeds.isEmpty()) {
            Cluster cluster = Cluster.get(system);
            cluster.manager().tell(Join.create(cluster.selfMember().address()));
        }
        return system;
    }

    /**
     * Pays a node's start-up costs ahead, for a node that is to start later (a restarted incarnation held until its
     * repair): an actor system with the node's settings on {@code host}, on a port of its own and joining nothing,
     * loads the classes of Akka's cluster, its TLS transport and every message type, and serializes each a few hundred
     * times ({@link ProtocolWarmup}); then it stops. The node's own system, made at the repair, starts in a fraction
     * of the time: from its release to its system's start, 0.7 s against 4 s on a quiet machine, and against 7 to 9 s
     * beside a second build. A warm-up that fails costs nothing but its time: the node's own start says what is wrong.
     */
    public static void warmUp(String host, NodeSecurity security) {
        LoggerFactory.getILoggerFactory();
        ActorSystem<Void> system;
        try {       // not startSystem: without seeds, that system would found a cluster of its own
            system = ActorSystem.create(Behaviors.empty(), SYSTEM_NAME, config(host, 0, List.of(), security, ""));
        } catch (RuntimeException e) {
            return;
        }
        try {
            ProtocolWarmup.run(system);
        } catch (RuntimeException e) {
            // the node's own start meets it again, and says so
        } finally {
            terminate(system);
        }
    }

    /** The address a node's system is reachable at ({@code host:port}). */
    public static String hostPort(ActorSystem<?> system) {
        return hostPortOf(Cluster.get(system).selfMember().address());
    }

    /** A remote address as {@code host:port}. */
    public static String hostPortOf(Address a) {
        return a.getHost().orElseThrow() + ":" + a.getPort().orElseThrow();
    }

    public static Config config(String host, int port, List<String> seeds, NodeSecurity security) {
        return config(host, port, seeds, security, "");
    }

    /**
     * The node's settings: transport and run id from {@code security}; {@code extra} (HOCON) overrides anything. The
     * first of several seeds waits {@link #FIRST_SEED_TIMEOUT} for another seed to take it into a cluster.
     */
    public static Config config(String host, int port, List<String> seeds, NodeSecurity security, String extra) {
        String seedList = seeds.stream().map(s -> "\"akka://" + SYSTEM_NAME + "@" + s + "\"")
                .collect(Collectors.joining(",", "[", "]"));
        boolean firstOfSeveral = seeds.size() > 1 && seeds.get(0).equals(host + ":" + port);
        Config given = ConfigFactory.parseString(extra).withFallback(ConfigFactory.parseString("akka.remote.artery.canonical.hostname = \"" + host + "\"\n"
                + "akka.remote.artery.canonical.port = " + port + "\n"
                + "akka.cluster.seed-nodes = " + seedList + "\n"
                + (firstOfSeveral ? "akka.cluster.seed-node-timeout = " + FIRST_SEED_TIMEOUT.toSeconds() + "s\n" : "")
                + security.hocon()));
        Config config = given.withFallback(ConfigFactory.parseResources(LiveNode.class.getClassLoader(), "loadshare-live.conf"))
                .withFallback(ConfigFactory.load(LiveNode.class.getClassLoader())).resolve();
        for (String unbound : UNBOUND_SERIALIZERS) {
            if (config.getConfig("akka.actor.serialization-bindings").root().unwrapped().containsValue(unbound)) {
                continue;           // a binding given in extra (a test's) keeps its serializer
            }
            config = config.withoutPath("akka.actor.serializers." + unbound);
        }
        return config;
    }

    /**
     * Serializers Akka declares and creates at start whatever is bound to them, and nothing is here: Jackson's JSON
     * serializer and its twin for Akka 2.6.4's CBOR messages. A node drops them from its configuration, so that its
     * actor system does not build their two ObjectMappers (only jackson-cbor's is used).
     */
    private static final List<String> UNBOUND_SERIALIZERS = List.of("jackson-json", "jackson-cbor-264");

    /** The node's root: its workstation, and the run's singletons (the collector and the coordinator). */
    static Behavior<Void> guardian(LiveRun run, int index, Consumer<String> console,
                                           CompletableFuture<LiveMeasurement> result, Duration drainTimeout) {
        return guardian(run, index, console, result, drainTimeout, TransferSettings.DEFAULT);
    }

    /** The node's root, its VMs' pages travelling as {@code transfer} says (tests give a faulty link). */
    static Behavior<Void> guardian(LiveRun run, int index, Consumer<String> console,
                                   CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                                   TransferSettings transfer) {
        return guardian(run, index, console, result, drainTimeout, transfer, RunListener.NONE);
    }

    /**
     * The node's root; on the first node {@code listener} (a dashboard) hears what the collector hears, through a
     * tap in front of it (which also takes the nodes' activity reports), and the cluster's membership events.
     */
    static Behavior<Void> guardian(LiveRun run, int index, Consumer<String> console,
                                   CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                                   TransferSettings transfer, RunListener listener) {
        return guardian(run, index, console, result, drainTimeout, transfer, listener, new CompletableFuture<>());
    }

    /**
     * The node's root: its workstation, and its part of the run's cluster singletons — the results collector and, if
     * the policy has one, the coordinator — which run on the oldest node (node 0 unless it has gone) and move to the
     * next oldest when it leaves or dies. {@code result} completes here if the run ends with the collector on this
     * node; when {@code interruption} completes, the collector (wherever it runs) ends the run early.
     */
    static Behavior<Void> guardian(LiveRun run, int index, Consumer<String> console,
                                   CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                                   TransferSettings transfer, RunListener listener,
                                   CompletableFuture<String> interruption) {
        return guardian(run, index, console, result, drainTimeout, transfer, listener, interruption,
                Incarnation.first());
    }

    /** The node's root, its workstation in its life {@code life} (its journal; restarted after it died, or not). */
    static Behavior<Void> guardian(LiveRun run, int index, Consumer<String> console,
                                   CompletableFuture<LiveMeasurement> result, Duration drainTimeout,
                                   TransferSettings transfer, RunListener listener,
                                   CompletableFuture<String> interruption, Incarnation life) {
        return Behaviors.<Void>setup(ctx -> {
            ClusterSingleton singletons = ClusterSingleton.get(ctx.getSystem());
            ActorRef<ResultsCollector.Command> collector = singletons.init(SingletonActor.of(CollectorTap.around(
                    ResultsCollector.create(run, index, console, result, drainTimeout, listener), listener),
                    COLLECTOR_NAME));
            interruption.thenAccept(cause -> collector.tell(new ResultsCollector.EndRun(cause)));
            var node = ctx.spawn(WorkstationActor.create(index, run, transfer, collector, life),
                    Peers.actorName(index));
            ctx.watch(node);
            if (run.hasCoordinator()) {
                singletons.init(SingletonActor.of(CoordinatorActor.create(run, index, console, collector),
                        Peers.COORDINATOR_NAME));
            }
            if (index == 0) {
                if (listener != RunListener.NONE) {
                    ctx.spawn(ClusterEvents.create(listener), "dashboard-members");
                }
                if (run.realMigration()) {
                    VmTransfers.spawnFileServer(ctx, transfer);
                }
            }
            return Behaviors.<Void>receiveSignal((c, signal) -> signal instanceof Terminated
                    ? Behaviors.stopped() : Behaviors.same());
        });
    }

    /** The address this node is reachable at ({@code host:port}). */
    public String hostPort() {
        return hostPort(system);
    }

    /**
     * The run's result, completed by the collector if the run ends while it runs on this node (node 0, the oldest,
     * unless it left or died before the end).
     */
    public CompletableFuture<LiveMeasurement> result() {
        return result;
    }

    /**
     * Ends the run now: the collector, wherever it runs, stops the arrivals, tells the participants the run is over
     * and completes the result with what was measured so far, {@code cause} as its interruption.
     */
    public void interrupt(String cause) {
        interruption.complete(cause);
    }

    public ActorSystem<Void> system() {
        return system;
    }

    /**
     * Downs the node at {@code hostPort} (as {@code host:port}), known dead (its launcher saw its JVM exit): the
     * cluster removes it at once, as it would after its failure detector and split-brain resolver decided; the node's
     * jobs are resubmitted by their homes, and a new incarnation of it may join. A malformed address is ignored.
     */
    public void down(String hostPort) {
        int colon = hostPort.lastIndexOf(':');
        try {
            Address address = new Address("akka", SYSTEM_NAME, hostPort.substring(0, colon),
                    Integer.parseInt(hostPort.substring(colon + 1).trim()));
            Cluster cluster = Cluster.get(system);
            cluster.state().getMembers().forEach(m -> {
                if (m.address().equals(address)) {
                    cluster.manager().tell(akka.cluster.typed.Down.apply(address));
                }
            });
        } catch (RuntimeException e) {
            // not an address: nothing to down
        }
    }

    /** Leaves the cluster gracefully (the node's jobs from other homes will be resubmitted by them). */
    public void leave() {
        Cluster cluster = Cluster.get(system);
        cluster.manager().tell(Leave.create(cluster.selfMember().address()));
    }

    /** Whether the cluster refused this node at join: another run id (the node has shut down). */
    public boolean refusedAtJoin() {
        return refusedAtJoin(system);
    }

    /** Whether {@code system} was shut down because the cluster it tried to join has another run id. */
    public static boolean refusedAtJoin(ActorSystem<?> system) {
        return CoordinatedShutdown.get(system).getShutdownReason()
                .map(reason -> reason == CoordinatedShutdown.incompatibleConfigurationDetectedReason())
                .orElse(false);
    }

    /**
     * Completes when {@code system} begins to stop because the cluster refused it at join ({@link #refusedAtJoin}),
     * never otherwise. What follows a refusal waits for this, not for the system's termination: Akka's last step of a
     * shutdown, the actor system's own termination, now and then never completes (an Artery stream that does not stop;
     * Akka's own tests meet it, issues 30843 and 31195), and a refused node's JVM that waited for it would wait with it.
     * Here a refused node's system was once still not terminated 90 s after its refusal, its shutdown's last phase
     * timed out.
     */
    public static CompletableFuture<Void> refusal(ActorSystem<?> system) {
        CompletableFuture<Void> refused = new CompletableFuture<>();
        CoordinatedShutdown shutdown = CoordinatedShutdown.get(system);
        shutdown.addTask(CoordinatedShutdown.PhaseBeforeServiceUnbind(), "loadshare-refusal", () -> {
            if (refusedAtJoin(system)) {
                refused.complete(null);
            }
            return CompletableFuture.completedFuture(Done.getInstance());
        });
        if (refusedAtJoin(system)) {        // refused before the task was added
            refused.complete(null);
        }
        return refused;
    }

    /**
     * Completes when {@code system} is done with, for whoever waits on it: it terminated, or it was refused at join
     * ({@link #refusal}: its termination may then never come).
     */
    public static CompletableFuture<Void> ended(ActorSystem<?> system) {
        return CompletableFuture.anyOf(system.getWhenTerminated().toCompletableFuture(), refusal(system))
                .thenApply(done -> null);
    }

    /** Whether {@code system} is done with: it terminated, or it was refused at join (see {@link #ended}). */
    public static boolean hasEnded(ActorSystem<?> system) {
        return system.whenTerminated().isCompleted() || refusedAtJoin(system);
    }

    /** Blocks until the node has stopped (the run is over, or it left). */
    public void awaitTermination(Duration timeout) throws Exception {
        system.getWhenTerminated().toCompletableFuture().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Stops the node; its journal goes with it (only a node that died, never closed, is restarted from it). */
    @Override
    public void close() {
        terminate(system);
        life.journal().close(true);
    }

    /**
     * Terminates {@code system} (it leaves its cluster while the others can still acknowledge it) and waits up to a
     * minute for it. A loaded machine may take longer to run the shutdown's phases; the system is going down either
     * way, and what it did before is not lost for that, so a slow shutdown is not an error.
     */
    public static void terminate(ActorSystem<?> system) {
        system.terminate();
        try {
            system.getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException e) {
            // going down either way
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Completes when this node's workstation begins in the run: the run's epoch, and the model time then. */
    public CompletableFuture<ChildConsole.Begun> begun() {
        return life.begun();
    }

    /**
     * {@code hearer} hears, from now on, each node this node's workstation finds gone in a run that replays failures
     * (in the workstation's thread: the launcher times the deaths it caused by it).
     */
    public void onPeerGone(java.util.function.Consumer<ChildConsole.Gone> hearer) {
        life.peersGone().set(hearer);
    }
}
