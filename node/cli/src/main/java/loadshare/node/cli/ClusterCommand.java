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
import loadshare.node.live.dashboard.Dashboard;
import loadshare.node.results.ExperimentResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code loadshare cluster}: a live cluster on this machine. The first node runs in this JVM (seed node and
 * results collector), the others in child JVMs on free loopback ports; children exit when this JVM exits.
 */
@Command(name = "cluster", mixinStandardHelpOptions = true,
        description = {"Run a live Akka cluster of workstations on this machine: this JVM is the first node (seed, "
                + "results collector), --nodes - 1 child JVMs the others. Prints each node as it joins, a status line "
                + "while it runs, and at the end the table, results.csv, summary.json and plots, as a simulated run. "
                + "With --dashboard, a web page on 127.0.0.1 shows the cluster live and, at the end, the report. "
                + "Exit status 1 if the run was interrupted (this side of the cluster lost the majority): the results "
                + "so far are written, the cause in summary.json's live.interrupted. Ctrl-C (SIGINT) or SIGTERM ends "
                + "the run the same way: arrivals stop, the results so far are written, exit status 1.",
                "The nodes talk over mutual TLS with certificates of a CA made for this run (kept in an owner-only "
                        + "temporary directory, deleted at the end) and join only a cluster of this run's id."})
final class ClusterCommand implements Callable<Integer> {

    @Option(names = "--nodes", paramLabel = "N", description = "nodes (JVMs) in the cluster, each with "
            + Launcher.CHILD_HEAP_MB + " MB of heap: as many as the machine's memory holds, at most "
            + ClusterSize.CAP + " (default: ${DEFAULT-VALUE})")
    int nodes = 3;

    @Option(names = "--force", description = "overwrite the output folder if it holds results already (default: "
            + "write to the first free DIR-2, DIR-3, ... instead)")
    boolean force;

    @Mixin
    LiveOptions live;

    @Mixin
    LiveOutputOptions output;

    @Mixin
    DashboardOptions dashboardOptions;

    @Option(names = "--insecure",
            description = "plain TCP instead of TLS: no authentication, no encryption; anyone who reaches a node's port "
                    + "can join and send messages")
    boolean insecure;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        ClusterSize.require(nodes, ClusterSize.physicalMemory());   // before the experiment builds a model of N nodes
        LiveRun run = live.toRun(nodes);
        Dashboard dashboard = dashboardOptions.start(run);   // a bad port is bad input before the output folder is taken
        OutputFolder folder;
        try {   // the output folder: never one that holds results (unless --force), proved writable before any node starts
            folder = OutputFolder.prepare(output.out, "--out", force, spec.commandLine().getErr());
            output.out = folder.dir();
        } catch (RuntimeException e) {
            if (dashboard != null) {
                dashboard.close();
            }
            throw e;
        }
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (insecure) {
            SecurityOptions.warnInsecure(err);
        }
        Path logs = output.out.resolve("logs");
        try {
            Files.createDirectories(logs);
        } catch (IOException e) {
            throw new Main.CommandFailure("cannot create " + logs + ": " + e.getMessage());
        }
        boolean interrupted;
        err.println(LiveOutput.describe(run));
        DashboardOptions.announce(dashboard, err);
        Ending ending = new Ending();
        Signals.onEnd(ending::signalled);
        try (Launcher launcher = new Launcher(logs);
             LiveNode first = LocalCluster.start(run, live.asArguments(run), insecure, launcher, output.drain(),
                     line -> {
                         err.println(line);
                         err.flush();
                     }, DashboardOptions.listener(dashboard))) {
            err.printf("started %d child JVM(s); their output is in %s%n", run.nodes() - 1, logs);
            ending.started(first);
            DashboardOptions.follow(dashboard, first);
            ExperimentResult result = LiveOutput.awaitAndWrite(first, run, output.drain(), output.out, stdout, err);
            interrupted = result.live().interrupted() != null;
            first.close();
            // after a signal the user is waiting: the children were told the run is over, or die with this JVM
            launcher.awaitOrDestroy(Duration.ofSeconds(ending.hasSignal() ? 3 : 10));
            dashboardOptions.runOver(dashboard, output.out, err);
        } finally {
            if (dashboard != null) {
                dashboard.close();
            }
            folder.release();
        }
        return interrupted ? 1 : 0;
    }

    /**
     * What SIGINT / SIGTERM do: while the cluster starts, remember it and end the run as soon as it is up; while it
     * runs, end it with the results so far; after it (the dashboard lingering), exit.
     */
    private static final class Ending {

        private LiveNode first;
        private String signal;

        synchronized void signalled(String name) {
            if (first == null) {
                signal = name;
            } else if (first.result().isDone()) {
                System.exit(1);
            } else {
                signal = name;
                first.interrupt("interrupted by " + name);
            }
        }

        synchronized boolean hasSignal() {
            return signal != null;
        }

        synchronized void started(LiveNode node) {
            first = node;
            if (signal != null) {
                node.interrupt("interrupted by " + signal);
            }
        }
    }
}
