package loadshare.node.cli;

import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;

/** Where a live run's results go and how long its collector waits for the last jobs: {@code cluster} and {@code node}. */
final class LiveOutputOptions {

    @Option(names = "--out", paramLabel = "DIR",
            description = "output folder, written by node 0 (default: ${DEFAULT-VALUE})")
    Path out = Path.of("results", "live");

    @Option(names = "--drain-timeout", paramLabel = "SECONDS",
            description = "wall seconds to wait, after the arrivals end, for the last jobs (default: ${DEFAULT-VALUE})")
    int drainTimeout = 60;

    Duration drain() {
        return Duration.ofSeconds(drainTimeout);
    }
}
