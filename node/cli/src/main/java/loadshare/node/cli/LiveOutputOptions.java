package loadshare.node.cli;

import java.nio.file.Path;
import java.time.Duration;
import loadshare.config.SettingsException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Where a live run's results go, how its plots are drawn and how long its collector waits for the last jobs:
 * {@code cluster} and {@code node}.
 */
final class LiveOutputOptions {

    @Option(names = "--out", paramLabel = "DIR",
            description = "output folder, written by node 0 (default: ${DEFAULT-VALUE})")
    Path out = Path.of("results", "live");

    /** The longest drain: a day. */
    static final int MAX_DRAIN = 86_400;

    @Option(names = "--drain-timeout", paramLabel = "SECONDS",
            description = "wall seconds to wait, after the arrivals end, for the last jobs, 1.." + MAX_DRAIN
                    + " (default: ${DEFAULT-VALUE})")
    int drainTimeout = 60;

    @Mixin
    PlotOptions plots = new PlotOptions();

    /**
     * The drain timeout; 0 is refused as well as a negative one: it would end the run as the arrivals end, so that
     * every job still running counted as unfinished.
     */
    Duration drain() {
        if (drainTimeout < 1 || drainTimeout > MAX_DRAIN) {
            throw new SettingsException("--drain-timeout " + drainTimeout + ": must be 1.." + MAX_DRAIN
                    + " wall seconds (how long to wait for the last jobs after the arrivals end)");
        }
        return Duration.ofSeconds(drainTimeout);
    }
}
