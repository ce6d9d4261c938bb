package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import loadshare.node.live.Launcher;
import loadshare.node.live.LiveNode;
import loadshare.node.live.LiveRun;
import loadshare.node.live.LocalCluster;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code loadshare cluster}: a live cluster on this machine. The first node runs in this JVM (seed node and
 * results collector), the others in child JVMs on free loopback ports; children exit when this JVM exits.
 */
@Command(name = "cluster", mixinStandardHelpOptions = true,
        description = {"Run a live Akka cluster of workstations on this machine: this JVM is the first node (seed, "
                + "results collector), --nodes - 1 child JVMs the others. Prints each node as it joins, a status line "
                + "while it runs, and at the end the table, results.csv, summary.json and plots, as a simulated run.",
                "The nodes talk over mutual TLS with certificates of a CA made for this run (kept in an owner-only "
                        + "temporary directory, deleted at the end) and join only a cluster of this run's id."})
final class ClusterCommand implements Callable<Integer> {

    @Option(names = "--nodes", paramLabel = "N", description = "nodes (JVMs) in the cluster (default: ${DEFAULT-VALUE})")
    int nodes = 3;

    @Mixin
    LiveOptions live;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: ${DEFAULT-VALUE})")
    Path out = Path.of("results", "live");

    @Option(names = "--drain-timeout", paramLabel = "SECONDS",
            description = "wall seconds to wait, after the arrivals end, for the last jobs (default: ${DEFAULT-VALUE})")
    int drainTimeout = 60;

    @Option(names = "--insecure",
            description = "plain TCP instead of TLS: no authentication, no encryption; anyone who reaches a node's port "
                    + "can join and send messages")
    boolean insecure;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        LiveRun run = live.toRun(nodes);
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        err.println(LiveOutput.describe(run));
        if (insecure) {
            SecurityOptions.warnInsecure(err);
        }
        Path logs = out.resolve("logs");
        try {
            Files.createDirectories(logs);
        } catch (IOException e) {
            throw new Main.CommandFailure("cannot create " + logs + ": " + e.getMessage());
        }
        try (Launcher launcher = new Launcher(logs);
             LiveNode first = LocalCluster.start(run, live.asArguments(run), insecure, launcher, Duration.ofSeconds(drainTimeout),
                     line -> {
                         err.println(line);
                         err.flush();
                     })) {
            err.printf("started %d child JVM(s); their output is in %s%n", run.nodes() - 1, logs);
            LiveOutput.awaitAndWrite(first, run, Duration.ofSeconds(drainTimeout), out, stdout, err);
            first.close();
            launcher.awaitOrDestroy(Duration.ofSeconds(10));
        }
        return 0;
    }
}
