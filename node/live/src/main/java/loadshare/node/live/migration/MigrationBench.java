package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.AskPattern;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.receptionist.Receptionist;
import akka.actor.typed.receptionist.ServiceKey;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmSpec;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.Launcher;
import loadshare.node.live.LiveNode;
import loadshare.node.live.LocalCluster;
import loadshare.node.live.NodeSecurity;

/**
 * {@code loadshare bench --migration}: this JVM is the source host; two child JVMs on loopback (started by the
 * {@link Launcher} with {@value #CHILD_HEAP}) hold the {@link MigrationTarget} and the {@link LiveFileServer}, so every
 * leg of every strategy crosses the network. After a warm-up round with a small VM, each strategy migrates a freshly
 * booted VM, after letting it run for {@code runBefore}; each JVM reports its own peak heap during that migration.
 */
public final class MigrationBench {

    /** The child JVM's heap limit. */
    public static final String CHILD_HEAP = "-Xmx512m";

    /** Two nodes cannot outvote each other: a heartbeat late under the load of the transfer must not down one. */
    private static final String PATIENT = "akka.cluster.failure-detector.acceptable-heartbeat-pause = 30s";

    /** The roles of the child JVMs. */
    public static final String TARGET = "target";
    public static final String FILE_SERVER = "file-server";

    /**
     * The VM of the warm-up round (every strategy once, not reported), so that the JIT has compiled the page path
     * before the measured VM moves; a measured VM no larger than this needs no warm-up (its figures are small anyway).
     */
    private static final long WARM_UP_BYTES = 128L << 20;
    private static final int WARM_UP_ROUNDS = 2;

    /** What to measure. */
    public record Settings(VmSpec spec, List<String> strategies, TransferSettings transfer, Duration runBefore, long seed) {
    }

    /**
     * One strategy's figures: the report, the peak heap of each JVM during the migration, and the CPU time the three
     * JVMs used together from the VM's boot to the end of its migration (its run before included).
     */
    public record Row(LiveMigrationReport report, HeapGauge.Figure source, HeapGauge.Figure target,
                      HeapGauge.Figure fileServer, double cpuSeconds) {
    }

    private MigrationBench() {
    }

    /** Runs the benchmark, handing each row to {@code rows} as it is measured; the child JVM is stopped before this returns. */
    public static List<Row> run(Settings s, Consumer<Row> rows, Duration timeout) throws Exception {
        String runId = LocalCluster.newRunId();
        RunCertificates certs = RunCertificates.create(runId);
        ActorSystem<Void> system = LiveNode.startSystem(Behaviors.empty(), "127.0.0.1", 0, List.of(),
                NodeSecurity.tls(certs.node("source"), runId), PATIENT);
        Launcher launcher = new Launcher(null);
        try {
            long hostMemory = (s.spec().sizeBytes() + WARM_UP_ROUNDS * WARM_UP_BYTES) * s.strategies().size()
                    + s.spec().sizeBytes();
            String window = Integer.toString(s.transfer().window());
            for (String role : List.of(TARGET, FILE_SERVER)) {
                launcher.start(List.of(CHILD_HEAP, "-XX:+UseSerialGC"), List.of("bench-migration-host", "--role", role,
                        "--seeds", LiveNode.hostPort(system), "--memory", Long.toString(hostMemory), "--window", window,
                        "--run-id", runId), certs.node(role));
            }
            long deadline = System.nanoTime() + timeout.toNanos();
            ActorRef<PageTransferMessage> target = find(system, MigrationTarget.KEY, deadline);
            ActorRef<PageTransferMessage> fileServer = find(system, LiveFileServer.KEY, deadline);
            List<ActorRef<HeapGauge.Ask>> gauges = findAll(system, HeapGauge.KEY, 2, deadline);
            ActorRef<HeapGauge.Ask> targetGauge = gauges.stream()
                    .filter(g -> g.path().address().equals(target.path().address())).findFirst().orElseThrow();
            ActorRef<HeapGauge.Ask> fileServerGauge = gauges.stream()
                    .filter(g -> g.path().address().equals(fileServer.path().address())).findFirst().orElseThrow();
            warmUp(system, s, target, fileServer, deadline);
            List<Row> all = new ArrayList<>();
            long seed = s.seed();
            for (String strategy : s.strategies()) {
                long cpuBefore = heap(system, targetGauge, true).cpuNanos() + heap(system, fileServerGauge, true).cpuNanos();
                HeapGauge.reset();
                cpuBefore += HeapGauge.figure().cpuNanos();
                VirtualMachine vm = LiveMigration.boot("vm-" + (all.size() + 1), s.spec(), seed++);
                LiveMigrationReport report = LiveMigration.migrate(system, vm, strategy, target, fileServer, s.transfer(),
                        s.runBefore(), seed++).toCompletableFuture().get(left(deadline), TimeUnit.NANOSECONDS);
                HeapGauge.Figure sourceHeap = HeapGauge.figure();
                HeapGauge.Figure targetHeap = heap(system, targetGauge, false);
                HeapGauge.Figure fileServerHeap = heap(system, fileServerGauge, false);
                double cpu = (sourceHeap.cpuNanos() + targetHeap.cpuNanos() + fileServerHeap.cpuNanos() - cpuBefore) / 1e9;
                Row row = new Row(report, sourceHeap, targetHeap, fileServerHeap, cpu);
                rows.accept(row);
                all.add(row);
            }
            return all;
        } finally {
            LiveNode.terminate(system);
            launcher.close();
        }
    }

    /** A child's side: the target host or the file server (and a heap gauge), until the parent goes. */
    public static void host(String role, List<String> seeds, long memoryBytes, int window, NodeSecurity security) {
        if (!role.equals(TARGET) && !role.equals(FILE_SERVER)) {
            throw new IllegalArgumentException("role " + role + ": expected " + TARGET + " or " + FILE_SERVER);
        }
        TransferSettings transfer = TransferSettings.DEFAULT.withChunk(TransferSettings.DEFAULT.chunkBytes(), window);
        ActorSystem<Void> system = LiveNode.startSystem(Behaviors.setup(ctx -> {
            if (role.equals(TARGET)) {
                var target = ctx.spawn(MigrationTarget.create(EmulatedHost.of("target", memoryBytes), null, transfer), "target");
                ctx.getSystem().receptionist().tell(Receptionist.register(MigrationTarget.KEY, target));
            } else {
                var fileServer = ctx.spawn(LiveFileServer.create(transfer), "file-server");
                ctx.getSystem().receptionist().tell(Receptionist.register(LiveFileServer.KEY, fileServer));
            }
            ctx.spawn(HeapGauge.create(), "heap-gauge");
            return Behaviors.empty();
        }), "127.0.0.1", 0, seeds, security, PATIENT);
        System.err.println("migration bench " + role + " on " + LiveNode.hostPort(system) + ", joining " + seeds);
        system.getWhenTerminated().toCompletableFuture().join();
    }

    private static void warmUp(ActorSystem<Void> system, Settings s, ActorRef<PageTransferMessage> target,
                               ActorRef<PageTransferMessage> fileServer, long deadline) throws Exception {
        if (s.spec().sizeBytes() <= WARM_UP_BYTES) {
            return;
        }
        VmSpec small = new VmSpec(WARM_UP_BYTES, Math.min(s.spec().workingSetBytes(), WARM_UP_BYTES), s.spec().dirtyRate(),
                s.spec().pageSize());
        int n = 0;
        for (int round = 0; round < WARM_UP_ROUNDS; round++) {
            for (String strategy : s.strategies()) {
                VirtualMachine vm = LiveMigration.boot("warm-up-" + ++n, small, n);
                LiveMigration.migrate(system, vm, strategy, target, fileServer, s.transfer(), Duration.ZERO, n)
                        .toCompletableFuture().get(left(deadline), TimeUnit.NANOSECONDS);
            }
        }
    }

    private static HeapGauge.Figure heap(ActorSystem<Void> system, ActorRef<HeapGauge.Ask> gauge, boolean reset)
            throws Exception {
        return AskPattern.<HeapGauge.Ask, HeapGauge.Figure>ask(gauge, replyTo -> new HeapGauge.Ask(reset, replyTo),
                Duration.ofSeconds(20), system.scheduler()).toCompletableFuture().get(30, TimeUnit.SECONDS);
    }

    /** The remote actor registered under {@code key}, once a child has joined and registered it. */
    private static <T> ActorRef<T> find(ActorSystem<Void> system, ServiceKey<T> key, long deadline) throws Exception {
        return findAll(system, key, 1, deadline).get(0);
    }

    /** The remote actors registered under {@code key}, once {@code count} of them are. */
    private static <T> List<ActorRef<T>> findAll(ActorSystem<Void> system, ServiceKey<T> key, int count, long deadline)
            throws Exception {
        while (true) {
            Receptionist.Listing listing = AskPattern.<Receptionist.Command, Receptionist.Listing>ask(system.receptionist(),
                    replyTo -> Receptionist.find(key, replyTo), Duration.ofSeconds(5), system.scheduler())
                    .toCompletableFuture().get(10, TimeUnit.SECONDS);
            List<ActorRef<T>> remote = listing.getServiceInstances(key).stream()
                    .filter(ref -> !ref.path().address().hasLocalScope()).toList();
            if (remote.size() >= count) {
                return remote;
            }
            if (left(deadline) <= 0) {
                throw new IllegalStateException("the migration bench's other JVMs did not come up in time");
            }
            Thread.sleep(100);
        }
    }

    private static long left(long deadline) {
        return deadline - System.nanoTime();
    }
}
