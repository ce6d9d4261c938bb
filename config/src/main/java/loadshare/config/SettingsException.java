package loadshare.config;

/**
 * Bad input, explained: the message names where (file:line), the key, the value and what would be valid,
 * e.g. {@code experiments/x.conf:12: loadshare.experiment.workload.loads[3] = 1.2: a load must be in (0, 1)}.
 * The command line prints the message alone (never a stack trace) and exits with status 2.
 */
public final class SettingsException extends RuntimeException {

    public SettingsException(String message) {
        super(message, null, false, false);
    }
}
