package loadshare.node.cli;

import java.util.List;
import java.util.concurrent.Callable;
import loadshare.node.live.LiveBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The child JVM of {@code bench --live}: a node with the echo actor (hidden; started by the launcher). */
@Command(name = "bench-echo", hidden = true, description = "the far end of bench --live")
final class BenchEchoCommand implements Callable<Integer> {

    @Option(names = "--seeds", split = ",", required = true)
    List<String> seeds;

    @Mixin
    ParentWatch parent;

    @Mixin
    SecurityOptions security;

    @Override
    public Integer call() {
        parent.start();
        LiveBench.echo(seeds, security.toSecurity("bench", parent.credentials(), new java.io.PrintWriter(System.err, true)));
        return 0;
    }
}
