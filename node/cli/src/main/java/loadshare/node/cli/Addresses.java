package loadshare.node.cli;

import java.util.List;
import loadshare.config.SettingsException;

/** Checks of the addresses a cluster member is given on the command line: each wrong one is refused in one line. */
final class Addresses {

    private Addresses() {
    }

    /** {@code port}, given as {@code option}, is a TCP port or 0 (any free one). */
    static void checkPort(String option, int port) {
        if (port < 0 || port > 65535) {
            throw new SettingsException(option + " " + port + ": must be in 0..65535");
        }
    }

    /** Every one of {@code seeds}, given as {@code option}, is {@code host:port}. */
    static void checkSeeds(String option, List<String> seeds) {
        for (String seed : seeds) {
            if (!seed.matches("[^:\\s]+:\\d{1,5}")
                    || Integer.parseInt(seed.substring(seed.lastIndexOf(':') + 1)) > 65535) {
                throw new SettingsException(option + " " + seed + ": expected host:port, e.g. 10.0.0.5:25520");
            }
        }
    }
}
