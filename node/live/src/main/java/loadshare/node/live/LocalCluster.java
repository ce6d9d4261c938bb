package loadshare.node.live;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.dashboard.RunListener;

/**
 * A live cluster on this machine, as {@code loadshare cluster} makes it: node 0 in this JVM (the first seed node,
 * where the results collector and the coordinator start), nodes 1..N-1 in child JVMs started by the {@link Launcher},
 * each running {@code loadshare node --host 127.0.0.1 --port P --seeds <node 0>,<node 1>,<node 2> --index i --run-id
 * <id> <runArguments>} (nodes 1 and 2, seeds too, on ports chosen here; the others on any free port). Each run has a fresh run id and, unless insecure, a fresh CA ({@link RunCertificates}): every node's
 * credentials are held in memory, a child's handed to it over its stdin pipe; none is ever written to disk.
 */
public final class LocalCluster {

    /** How many of the first nodes are seed nodes. */
    static final int SEEDS = 3;
    /**
     * How long every node has to join before the run gives up on it: the parent waits this long for the cluster, and
     * each child as long to be let in (a busy machine starts JVMs and shakes hands slowly).
     */
    public static final Duration JOIN_TIMEOUT = Duration.ofSeconds(90);

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
            // the first three nodes are seeds: a node joins through any of them that is up
            List<String> seeds = new ArrayList<>(List.of(first.hostPort()));
            List<Integer> ports = new ArrayList<>(List.of(0));
            for (int i = 1; i < Math.min(SEEDS, run.nodes()); i++) {
                int port = freePort();
                ports.add(port);
                seeds.add("127.0.0.1:" + port);
            }
            for (int i = 1; i < run.nodes(); i++) {
                int port = i < ports.size() ? ports.get(i) : 0;
                List<String> args = new ArrayList<>(List.of("node", "--host", "127.0.0.1", "--port",
                        Integer.toString(port), "--seeds", String.join(",", seeds), "--index", Integer.toString(i),
                        "--nodes", Integer.toString(run.nodes()), "--run-id", runId,
                        "--join-timeout", Long.toString(JOIN_TIMEOUT.toSeconds())));
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

    /** A port free on the loopback address now, for a seed node whose address the others must know in advance. */
    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return socket.getLocalPort();
        }
    }
}
