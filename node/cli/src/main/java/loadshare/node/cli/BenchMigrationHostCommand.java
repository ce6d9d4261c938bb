package loadshare.node.cli;

import java.util.List;
import java.util.concurrent.Callable;
import loadshare.node.live.migration.MigrationBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The child JVM of {@code bench --migration}: the target host or the file server (hidden; started by the launcher). */
@Command(name = "bench-migration-host", hidden = true, description = "the far end of bench --migration")
final class BenchMigrationHostCommand implements Callable<Integer> {

    @Option(names = "--role", required = true)
    String role;

    @Option(names = "--seeds", split = ",", required = true)
    List<String> seeds;

    @Option(names = "--memory", required = true)
    long memoryBytes;

    @Option(names = "--window", required = true)
    int window;

    @Mixin
    ParentWatch parent;

    @Mixin
    SecurityOptions security;

    @Override
    public Integer call() {
        parent.start();
        MigrationBench.host(role, seeds, memoryBytes, window,
                security.toSecurity("bench", parent.credentials(), new java.io.PrintWriter(System.err, true)));
        return 0;
    }
}
