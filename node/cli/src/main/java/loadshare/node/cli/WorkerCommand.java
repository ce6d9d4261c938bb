package loadshare.node.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import loadshare.config.SettingsException;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.live.LiveNode;
import loadshare.node.live.NodeSecurity;
import loadshare.node.live.join.JoinWatch;
import loadshare.node.live.workers.WorkerNode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code loadshare worker}: a worker JVM of a workers' cluster, which computes the replications of any run that joins
 * the cluster ({@code loadshare run EXPERIMENT --cluster HOST:PORT}), until it is stopped.
 */
@Command(name = "worker", mixinStandardHelpOptions = true,
        description = {"Start a worker that joins a workers' cluster and computes replications of the experiments "
                + "run on it: 'loadshare run EXPERIMENT --cluster HOST:PORT,...' from any machine that reaches a "
                + "seed. Units of work go to whichever worker thread is free; a worker that dies has its unfinished "
                + "units done by another, and a worker that joins late takes work at once. Stop it with Ctrl-C.",
                "Workers and runners talk over mutual TLS: give each its --tls directory (see 'loadshare certs'), "
                        + "all signed by one CA; --insecure for plain TCP. Every member must run the same build of "
                        + "loadshare: another is refused at join."})
final class WorkerCommand implements Callable<Integer> {

    /** The run id of a workers' cluster unless --run-id says another. */
    static final String DEFAULT_CLUSTER_ID = "loadshare-workers";

    @Option(names = "--host", paramLabel = "HOST", description = "address to bind and advertise (default: ${DEFAULT-VALUE})")
    String host = "127.0.0.1";

    @Option(names = "--port", paramLabel = "PORT", description = "port to bind, 0 for any free one (default: ${DEFAULT-VALUE})")
    int port = 25530;

    @Option(names = "--seeds", split = ",", required = true, paramLabel = "HOST:PORT",
            description = "seed workers, comma-separated, the same list on every worker; the first founds the cluster")
    List<String> seeds;

    @Option(names = "--threads", paramLabel = "N",
            description = "replications computed at once, each on its own thread (default: the machine's cores)")
    Integer threads;

    @Option(names = "--join-timeout", paramLabel = "SECONDS",
            description = "workers but the first seed: wall seconds to wait to be let into the cluster; then the "
                    + "worker says in one line why not and exits with status 1 (default: ${DEFAULT-VALUE})")
    int joinTimeout = 30;

    @Mixin
    SecurityOptions security;

    @Mixin
    PluginOptions plugins;

    @Mixin
    ParentWatch parent;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        parent.start();
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) {
            throw new SettingsException("--threads " + n + ": must be 1 or more");
        }
        Addresses.checkPort("--port", port);
        Addresses.checkSeeds("--seeds", seeds);
        if (joinTimeout < 1) {
            throw new SettingsException("--join-timeout " + joinTimeout + ": must be 1 or more seconds");
        }
        PrintWriter err = spec.commandLine().getErr();
        NodeSecurity trust = security.toSecurity(DEFAULT_CLUSTER_ID, parent.credentials(), err);
        var registry = plugins.registry();
        try (WorkerNode worker = WorkerNode.start(host, port, seeds, trust, n, BuildInfo.current().describe(),
                (settings, which, progress) -> ExperimentRunner.replicate(settings, registry, which, progress),
                line -> {
                    err.println(line);
                    err.flush();
                })) {
            err.printf("worker listening on %s with %d thread%s%n", worker.hostPort(), n, n == 1 ? "" : "s");
            err.flush();
            boolean founder = seeds.get(0).equals(host + ":" + port);
            JoinWatch watch = founder ? JoinWatch.NONE
                    : JoinWatch.start(worker.system(), seeds, trust, Duration.ofSeconds(joinTimeout));
            CompletableFuture<Void> stopped = new CompletableFuture<>();
            parent.ending().started(cause -> stopped.complete(null));
            Signals.onEnd(signal -> stopped.complete(null));
            CompletableFuture.anyOf(stopped, LiveNode.ended(worker.system())).join();
            if (watch.gaveUp().isDone()) {
                throw new Main.CommandFailure(watch.gaveUp().join());
            }
            if (!stopped.isDone()) {
                throw new Main.CommandFailure("the worker left the workers' cluster: it was refused at join (another "
                        + "build of loadshare, or another --run-id: the log above says which), or cut off from most "
                        + "of the cluster and downed");
            }
            err.println("worker stopping");
        }
        return 0;
    }
}
