package loadshare.node.live;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import loadshare.node.live.dashboard.RunListener;

/**
 * A live cluster on this machine, as {@code loadshare cluster} makes it: node 0 in this JVM (seed node,
 * results collector, coordinator), nodes 1..N-1 in child JVMs started by the {@link Launcher}, each running
 * {@code loadshare node --host 127.0.0.1 --port 0 --seeds <node 0> --index i <runArguments>} (any free port).
 */
public final class LocalCluster {

    private LocalCluster() {
    }

    /**
     * Starts node 0 here and the children; returns node 0 (whose {@link LiveNode#result()} ends the run).
     *
     * @param runArguments the options that make a child's {@code node} command describe the same run
     */
    public static LiveNode start(LiveRun run, List<String> runArguments, Launcher launcher, Duration drainTimeout,
                                 Consumer<String> console) throws IOException {
        return start(run, runArguments, launcher, drainTimeout, console, RunListener.NONE);
    }

    /** As {@link #start(LiveRun, List, Launcher, Duration, Consumer)}, {@code listener} hearing the run on node 0. */
    public static LiveNode start(LiveRun run, List<String> runArguments, Launcher launcher, Duration drainTimeout,
                                 Consumer<String> console, RunListener listener) throws IOException {
        LiveNode first = LiveNode.start(run, 0, "127.0.0.1", 0, List.of(), console, drainTimeout, listener);
        try {
            for (int i = 1; i < run.nodes(); i++) {
                List<String> args = new ArrayList<>(List.of("node", "--host", "127.0.0.1", "--port", "0",
                        "--seeds", first.hostPort(), "--index", Integer.toString(i),
                        "--nodes", Integer.toString(run.nodes())));
                args.addAll(runArguments);
                launcher.start(args);
            }
        } catch (IOException | RuntimeException e) {
            first.close();
            throw e;
        }
        return first;
    }
}
