package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import loadshare.node.experiment.JobLogFiles;
import loadshare.node.live.Launcher;
import loadshare.node.live.FailureReplay;
import loadshare.node.live.LiveRun;
import loadshare.node.live.LocalCluster;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code loadshare cluster}: a live cluster on this machine. Every node, node 0 included, runs in a child JVM on a
 * loopback port ({@link LocalCluster}); this JVM only launches them, shows what they print for the user, and at the
 * end moves the results of the node that wrote them into {@code --out}. Any node may die, node 0 included; the nodes
 * exit when this JVM exits.
 */
@Command(name = "cluster", mixinStandardHelpOptions = true,
        description = {"Run a live Akka cluster of workstations on this machine: --nodes child JVMs (nodes 0, 1 and 2 "
                + "are seeds; the results collector and the policy's coordinator start on node 0 and move to the "
                + "oldest survivor if it dies). This process only launches them: it prints each node as it joins, a "
                + "status line while the run goes, and at the end the table, and puts results.csv, summary.json, the "
                + "plots and report.html of the node that collected the figures in --out (the nodes' logs in "
                + "--out/logs). With --dashboard, node 0 serves a web page on 127.0.0.1 that shows the cluster live "
                + "and, at the end, the report. Exit status 1 if the run was interrupted (the collector's side of the "
                + "cluster lost the majority): the results so far are written, the cause in summary.json's "
                + "live.interrupted. Ctrl-C (SIGINT) or SIGTERM ends the run the same way: arrivals stop, the results "
                + "so far are written, exit status 1; a second Ctrl-C exits at once, with the nodes.",
                "The nodes talk over mutual TLS with certificates of a CA made for this run, held in memory only "
                        + "(each node's handed to it over its stdin pipe), and join only a cluster of this run's id."})
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
        LiveRun run = live.toRun(nodes, true);
        output.drain();                                             // a bad --drain-timeout before anything starts
        FailureReplay replay = run.settings().failures().present()
                ? new FailureReplay(FailureReplay.plan(run.settings().failures(), run.nodes(), run.seed(),
                        run.duration()), run, line -> {
                    spec.commandLine().getErr().println(line);
                    spec.commandLine().getErr().flush();
                })
                : null;
        List<String> firstArguments = dashboardOptions.forNodeZero();     // a bad port is bad input before all else
        OutputFolder folder = OutputFolder.prepare(output.out, "--out", force, spec.commandLine().getErr());
        output.out = folder.dir();
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (insecure) {
            SecurityOptions.warnInsecure(err);
        }
        err.println(LiveOutput.describe(run));
        List<String> runArguments = new ArrayList<>(live.asArguments(run));
        runArguments.addAll(List.of("--drain-timeout", Integer.toString(output.drainTimeout)));
        if (!output.plots.titles()) {
            runArguments.add("--no-plot-titles");
        }
        RunEnding ending = new RunEnding();
        Signals.onEnd(name -> signalled(ending, name));
        LocalCluster.Outcome outcome;
        if (replay != null) {
            err.printf("failures: %d failure(s) and repair(s) planned; each kills a node's JVM, and its repair starts "
                    + "it again%n", replay.plan().size());
        }
        try (LocalCluster cluster = start(run, runArguments, firstArguments, err, replay)) {
            err.printf("started %d node JVM(s); their output is in %s%n", run.nodes(), output.out.resolve("logs"));
            err.flush();
            ending.started(cluster::endRun);
            Duration limit = LiveOutput.limit(run, output.drain()).plus(dashboardOptions.linger());
            outcome = cluster.await(limit, Duration.ofSeconds(30));
            if (replay != null) {
                replay.close();
            }
            if (!outcome.written()) {
                throw new Main.CommandFailure("no node wrote the run's results: every node ended without them (see "
                        + output.out.resolve("logs") + ")");
            }
            outcome.table().forEach(stdout::println);
            stdout.flush();
            try {
                cluster.collect(outcome, output.out);
                if (replay != null) {
                    ReplayedFailures.write(replay, run, output.out, err);
                }
            } catch (IOException e) {
                throw new Main.CommandFailure("could not move node " + outcome.node() + "'s results into "
                        + output.out + ": " + e.getMessage());
            }
        } finally {
            if (replay != null) {
                replay.close();
            }
            folder.release();
        }
        err.printf("results in %s, written by node %d (open %s)%n", output.out, outcome.node(),
                output.out.resolve("report.html"));
        if (run.settings().run().jobLog()) {
            err.printf("job log in %s%n", output.out.resolve(JobLogFiles.FOLDER));
        }
        return outcome.exitStatus();
    }

    /** Starts the nodes, what they show the user going to {@code err}; a failure to is one line. */
    private LocalCluster start(LiveRun run, List<String> runArguments, List<String> firstArguments, PrintWriter err,
                               FailureReplay replay) {
        try {
            LocalCluster cluster = LocalCluster.start(run, runArguments, firstArguments, insecure, output.out, line -> {
                err.println(line);
                err.flush();
            }, (node, said) -> {
                if (replay != null) {
                    replay.heard(node, said);
                }
            });
            if (replay != null) {
                replay.attach(cluster);
            }
            return cluster;
        } catch (IOException e) {
            throw new Main.CommandFailure("cannot start the cluster's nodes in " + output.out + ": " + e.getMessage());
        }
    }

    /**
     * What SIGINT / SIGTERM do: while the cluster starts, remember it and end the run as soon as it is up; while it
     * runs, end it with the results so far (every node hears it; the collector, wherever it runs, ends the run); a
     * second signal once it is up exits at once (the nodes exit with this JVM).
     */
    private static void signalled(RunEnding ending, String name) {
        if (!ending.request("interrupted by " + name) && ending.isStarted()) {
            System.exit(1);
        }
    }
}
