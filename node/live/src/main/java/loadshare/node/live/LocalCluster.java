package loadshare.node.live;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.dashboard.RunListener;

/**
 * A live cluster on this machine, as {@code loadshare cluster} makes it: node 0 in this JVM (seed node,
 * results collector, coordinator), nodes 1..N-1 in child JVMs started by the {@link Launcher}, each running
 * {@code loadshare node --host 127.0.0.1 --port 0 --seeds <node 0> --index i --run-id <id> <runArguments>} (any
 * free port). Each run has a fresh run id and, unless insecure, a fresh CA ({@link RunCertificates}): every node's
 * credentials are held in memory, a child's handed to it over its stdin pipe; none is ever written to disk.
 */
public final class LocalCluster {

    private LocalCluster() {
    }

    /** A fresh run id, for a run whose nodes are all started here. */
    public static String newRunId() {
        return "run-" + UUID.randomUUID();
    }

    /**
     * Starts node 0 here and the children; returns node 0 (whose {@link LiveNode#result()} ends the run).
     *
     * @param runArguments the options that make a child's {@code node} command describe the same run
     * @param insecure     plain TCP, no certificates (only when asked for)
     */
    public static LiveNode start(LiveRun run, List<String> runArguments, boolean insecure, Launcher launcher,
                                 Duration drainTimeout, Consumer<String> console) throws IOException {
        return start(run, runArguments, insecure, launcher, drainTimeout, console, RunListener.NONE);
    }

    /** As {@link #start(LiveRun, List, boolean, Launcher, Duration, Consumer)}, {@code listener} hearing the run on node 0. */
    public static LiveNode start(LiveRun run, List<String> runArguments, boolean insecure, Launcher launcher,
                                 Duration drainTimeout, Consumer<String> console, RunListener listener)
            throws IOException {
        String runId = newRunId();
        RunCertificates certs = insecure ? null : RunCertificates.create(runId);
        LiveNode first = null;
        try {
            NodeSecurity security = insecure ? NodeSecurity.insecure(runId)
                    : NodeSecurity.tls(certs.node("node-0"), runId);
            first = LiveNode.start(run, 0, "127.0.0.1", 0, List.of(), security, console, drainTimeout, listener);
            for (int i = 1; i < run.nodes(); i++) {
                List<String> args = new ArrayList<>(List.of("node", "--host", "127.0.0.1", "--port", "0",
                        "--seeds", first.hostPort(), "--index", Integer.toString(i),
                        "--nodes", Integer.toString(run.nodes()), "--run-id", runId));
                args.addAll(runArguments);
                if (insecure) {
                    args.add("--insecure");
                    launcher.start(args);
                } else {
                    launcher.start(args, certs.node("node-" + i));
                }
            }
        } catch (IOException | RuntimeException e) {
            if (first != null) {
                first.close();
            }
            throw e;
        }
        return first;
    }
}
