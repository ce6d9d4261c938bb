package loadshare.node.live;

import akka.actor.typed.ActorSystem;
import akka.actor.typed.javadsl.Behaviors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import loadshare.node.certs.RunCertificates;

/**
 * {@code loadshare bench --live}: two nodes on loopback (mutual TLS, certificates of a CA of this run; plain TCP
 * if {@code insecure}, to show what TLS costs), this JVM and a child JVM started by the {@link Launcher};
 * the {@link BenchDriver} here measures probe round trips and job transfers to the {@link BenchEcho} there.
 */
public final class LiveBench {

    /**
     * Two nodes cannot form a majority without each other: a heartbeat delayed by the flood of transfers on a
     * busy machine must not get a node downed in the middle of the measurement.
     */
    /** The echo's JVM: a child's heap and collector, and the JVM's default compilers (its speed is measured). */
    private static final List<String> ECHO_OPTIONS = List.of("-Xmx" + Launcher.CHILD_HEAP_MB + "m", "-XX:+UseSerialGC");
    private static final String PATIENT = "akka.cluster.failure-detector.acceptable-heartbeat-pause = 30s";

    private LiveBench() {
    }

    /** Runs the benchmark; the child JVM is stopped before this returns. */
    public static BenchDriver.Figures run(int warmupProbes, int probes, long transfers, int window, Duration timeout,
            boolean insecure) throws Exception {
        CompletableFuture<BenchDriver.Figures> result = new CompletableFuture<>();
        String runId = LocalCluster.newRunId();
        RunCertificates certs = RunCertificates.create(runId);
        ActorSystem<Void> system = LiveNode.startSystem(Behaviors.setup(ctx -> {
            ctx.spawn(BenchDriver.create(warmupProbes, probes, transfers, window, result), "driver");
            return Behaviors.empty();
        }), "127.0.0.1", 0, List.of(), insecure ? NodeSecurity.insecure(runId)
                : NodeSecurity.tls(certs.node("driver"), runId), PATIENT);
        Launcher launcher = new Launcher(null);
        try {
            List<String> echo = new ArrayList<>(List.of("bench-echo", "--seeds", LiveNode.hostPort(system),
                    "--run-id", runId));
            if (insecure) {
                echo.add("--insecure");
                launcher.start(ECHO_OPTIONS, echo);
            } else {
                launcher.start(ECHO_OPTIONS, echo, certs.node("echo"));
            }
            return result.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } finally {
            LiveNode.terminate(system);         // leaves the cluster while the child can still acknowledge it
            launcher.close();
        }
    }

    /** The child's side: a node holding the echo, until the parent goes. */
    public static void echo(List<String> seeds, NodeSecurity security) {
        ActorSystem<Void> system = LiveNode.startSystem(Behaviors.setup(ctx -> {
            ctx.spawn(BenchEcho.create(), "echo");
            return Behaviors.empty();
        }), "127.0.0.1", 0, seeds, security, PATIENT);
        System.err.println("bench echo on " + LiveNode.hostPort(system) + ", joining " + seeds);
        system.getWhenTerminated().toCompletableFuture().join();
        System.err.println("bench echo stopped");
    }
}
