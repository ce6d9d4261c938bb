package loadshare.node.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import loadshare.config.SettingsException;
import loadshare.node.live.ChildConsole;
import loadshare.node.live.LiveNode;
import loadshare.node.live.LiveRun;
import loadshare.node.live.NodeSecurity;
import loadshare.node.live.dashboard.Dashboard;
import loadshare.node.live.join.FirstSeed;
import loadshare.node.live.join.FoundingWatch;
import loadshare.node.live.join.JoinWatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code loadshare node}: one node of a live cluster that joins the given seed nodes, the way to run on several
 * machines. The oldest node (node 0, the first seed, unless it started late, left or died) is the results collector
 * (and hosts the policy's coordinator); it starts the run once the experiment's number of nodes have joined, and
 * writes the reports. The first seed founds the cluster; while it is down, the first seed after it that is up does
 * ({@link FoundingWatch}).
 */
@Command(name = "node", mixinStandardHelpOptions = true,
        description = {"Start one node of a live cluster and join the seed nodes. The oldest node (node 0, the first "
                + "seed, unless it started late, left or died) collects the results and writes the reports; the run "
                + "starts when every node of the experiment has joined. On node 0, --dashboard serves a web page on "
                + "127.0.0.1 that shows the cluster live and, at the end, the report.",
                "Every node is given the same --seeds. The first seed founds the cluster; while it is down, the first "
                        + "seed after it that is up founds it once no seed before it in the list took a connection for "
                        + "--found-after seconds, and the others, node 0 too when it comes, join. Any node joins through "
                        + "any seed that is up.",
                "Nodes talk over mutual TLS: give each its --tls directory (see 'loadshare certs'), all signed by one CA, "
                        + "and the same --run-id; --insecure for plain TCP."})
final class NodeCommand implements Callable<Integer> {

    @Option(names = "--host", paramLabel = "HOST", description = "address to bind and advertise (default: ${DEFAULT-VALUE})")
    String host = "127.0.0.1";

    @Option(names = "--port", paramLabel = "PORT", description = "port to bind, 0 for any free one (default: ${DEFAULT-VALUE})")
    int port = 25520;

    @Option(names = "--seeds", split = ",", required = true, paramLabel = "HOST:PORT",
            description = "seed nodes, comma-separated, the same list on every node; the first is node 0, which founds "
                    + "the cluster, or, while it is down, the first seed after it that is up (see --found-after)")
    List<String> seeds;

    @Option(names = "--index", paramLabel = "I",
            description = "this node's index, 0..nodes-1 (default: its position in --seeds)")
    Integer index;

    @Option(names = "--nodes", paramLabel = "N", description = "nodes in the cluster (default: the experiment's nodes)")
    Integer nodes;

    @Option(names = "--join-timeout", paramLabel = "SECONDS",
            description = "nodes but node 0: wall seconds to wait to be let into the cluster (or to found it); then the "
                    + "node says in one "
                    + "line why not (no seed reachable; its TLS handshake refused: a certificate of another CA, "
                    + "--insecure against TLS or TLS against --insecure) and exits with status 1 "
                    + "(default: ${DEFAULT-VALUE})")
    int joinTimeout = 30;

    @Option(names = "--found-after", paramLabel = "SECONDS",
            description = "seeds but the first: wall seconds every seed before this one in --seeds must take no "
                    + "connection before this node founds the cluster itself; less than --join-timeout "
                    + "(default: ${DEFAULT-VALUE})")
    int foundAfter = 10;

    @Option(names = "--rejoin",
            description = "this node is node --index of the run going on, restarted after it died (killed, crashed): "
                    + "it joins the cluster (never founds one), takes the run's clock from it, and begins where its "
                    + "journal in --out (.home-<index>.journal, written as it ran) says its previous incarnation "
                    + "ended: its jobs keep their numbers, those that were on it are resubmitted, and the arrivals it "
                    + "missed arrive now")
    boolean rejoin;

    @Mixin
    LiveOptions live;

    @Mixin
    LiveOutputOptions output;

    @Mixin
    SecurityOptions security;

    @Mixin
    DashboardOptions dashboardOptions;

    @Mixin
    ParentWatch parent;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    @SuppressWarnings("try")    // the node is closed before the dashboard's last word, and again (harmlessly) after
    public Integer call() throws Exception {
        parent.start();
        Addresses.checkPort("--port", port);
        if (joinTimeout < 1) {
            throw new SettingsException("--join-timeout " + joinTimeout + ": must be 1 or more seconds");
        }
        if (foundAfter < 1) {
            throw new SettingsException("--found-after " + foundAfter + ": must be 1 or more seconds");
        }
        if (FoundingWatch.mayFound(seeds, host + ":" + port) && foundAfter >= joinTimeout) {
            throw new SettingsException("--found-after " + foundAfter + ": must be less than --join-timeout ("
                    + joinTimeout + " s), or this seed gives up joining before it would found the cluster");
        }
        Addresses.checkSeeds("--seeds", seeds);
        if (rejoin && joining().isEmpty()) {     // only a rejoining node leaves itself out
            throw new SettingsException("--rejoin: this node is the only seed (" + seeds.get(0) + "): it can only "
                    + "found a new cluster; give the seeds of the cluster it is to rejoin");
        }
        LiveRun run = live.toRun(nodes, parent.toLauncher());    // a launcher that started this node replays failures
        Duration drain = output.drain();
        int self = index != null ? index : seeds.indexOf(host + ":" + port);
        if (self < 0 || self >= run.nodes()) {
            throw new SettingsException(index == null
                    ? "--index: " + host + ":" + port + " is not one of --seeds, so give this node's index (0.." + (run.nodes() - 1) + ")"
                    : "--index " + index + ": must be in 0.." + (run.nodes() - 1));
        }
        if (self == 0 && !rejoin && !seeds.get(0).equals(host + ":" + port)) {
            throw new SettingsException("--index 0: node 0 must be the first of --seeds ("
                    + seeds.get(0) + "), with --host and --port to match; this node is " + host + ":" + port);
        }
        if (self != 0 && dashboardOptions.port != null) {
            throw new SettingsException("--dashboard: only node 0, the results collector, serves the dashboard "
                    + "(this is node " + self + ")");
        }
        PrintWriter err = spec.commandLine().getErr();
        NodeSecurity trust = security.toSecurity(live.derivedRunId(run), parent.credentials(), err);
        if (parent.held()) {        // ready before its repair: it joins when its launcher says, through who runs then
            LiveNode.warmUp(host, trust);
            List<String> through = parent.awaitRelease();
            if (through == null) {
                err.printf("node %d: the run ended before its repair; this incarnation did not join%n", self);
                return 0;
            }
            seeds = through;
        }
        Dashboard dashboard = dashboardOptions.start(run);
        // what the user is to see: marked for the launcher of a node that loadshare cluster started
        PrintWriter console = parent.toLauncher() ? ChildConsole.console(err) : err;
        PrintWriter table = parent.toLauncher() ? ChildConsole.result(spec.commandLine().getOut())
                : spec.commandLine().getOut();
        if (self == 0) {
            err.println(LiveOutput.describe(run));
        }
        DashboardOptions.announce(dashboard, console);
        boolean interrupted = false;
        try (LiveNode node = startNode(run, self, trust, line -> {
            console.println(line);
            console.flush();
        }, drain, dashboard)) {
            err.printf("node %d listening on %s%n", self, node.hostPort());
            err.flush();
            if (parent.toLauncher()) {      // its launcher times the failures it replays from the run's epoch
                node.begun().thenAccept(begun -> ChildConsole.begun(err, begun));
                node.onPeerGone(gone -> ChildConsole.gone(err, gone));     // and how late its kills are learnt of
            }
            parent.ending().started(node::interrupt);
            parent.onDown(node::down);
            JoinWatch watch = self == 0 && !rejoin ? JoinWatch.NONE
                    : JoinWatch.start(node.system(), seeds, trust, Duration.ofSeconds(joinTimeout));
            if (!rejoin) {
                FoundingWatch.start(node.system(), seeds, host + ":" + port, Duration.ofSeconds(foundAfter), line -> {
                    err.println(line);
                    err.flush();
                });
            }
            if (self == 0) {
                DashboardOptions.follow(dashboard, node);
            }
            // the run ends here if its collector (a cluster singleton on the oldest node: node 0 unless it started late,
            // left or died) ends it here
            LiveOutput.awaitEnd(node, run, drain);
            if (node.result().isDone()) {
                // with the table, for the launcher: it shows the table of the node whose results are the run's
                interrupted = LiveOutput.awaitAndWrite(node, run, drain, output.out, output.plots.titles(),
                        () -> RunProvenance.of(spec, run.seed()), table, err,
                        parent.toLauncher() ? table : err).live().interrupted() != null;
                node.close();
                if (self == 0) {
                    dashboardOptions.runOver(dashboard, output.out, console);
                }
            }
            if (watch.gaveUp().isDone()) {      // it stopped the node, which ended the wait above
                throw new Main.CommandFailure(watch.gaveUp().join());
            }
            if (node.refusedAtJoin()) {
                throw new Main.CommandFailure("the cluster at " + seeds + " refused this node: it belongs to another run "
                        + "(--run-id " + trust.runId() + " differs from the cluster's)");
            }
        } finally {
            if (dashboard != null) {
                dashboard.close();
            }
        }
        return interrupted ? 1 : 0;
    }

    /**
     * The seeds to join through: a node that rejoins asks the others, never itself (the cluster goes on without it);
     * node 0 asks the seeds that are up as it starts ({@link FirstSeed}); every other node asks them all.
     */
    private List<String> joining() {
        String self = host + ":" + port;
        if (rejoin) {
            return seeds.stream().filter(s -> !s.equals(self)).toList();
        }
        PrintWriter err = spec.commandLine().getErr();
        return FirstSeed.listening(seeds, self, line -> {
            err.println(line);
            err.flush();
        });
    }

    /** The node, its journal in --out (read again to rejoin); one line if that journal cannot be made or read. */
    private LiveNode startNode(LiveRun run, int self, NodeSecurity trust, java.util.function.Consumer<String> console,
                               Duration drain, Dashboard dashboard) {
        try {
            return LiveNode.start(run, self, host, port, joining(), trust, console, drain,
                    DashboardOptions.listener(dashboard), output.out, rejoin);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new SettingsException("--rejoin: " + e.getFile() + ": " + e.getReason());
        } catch (java.io.IOException | IllegalArgumentException e) {
            throw new SettingsException((rejoin ? "--rejoin" : "--out " + output.out) + ": the node's journal: "
                    + e.getMessage());
        }
    }
}
