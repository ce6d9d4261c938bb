package loadshare.node.cli;

import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.node.experiment.HeapEstimate;
import loadshare.policies.PolicyRegistry;

/**
 * {@code bench}'s check, before anything runs, that every model it would simulate fits this JVM's heap — the same
 * estimate as {@code run}'s ({@link HeapEstimate}), with {@code --threads} models at once; a model that does not fit
 * (the policies that keep a view of every other node grow as N²) is refused in one line naming the options.
 */
final class BenchFit {

    private BenchFit() {
    }

    static void require(ExperimentSettings s, PolicyRegistry registry, int threads) {
        try {
            HeapEstimate.require(s, List.of(registry.resolve(s.policies().get(0))), Runtime.getRuntime().maxMemory(),
                    threads);
        } catch (SettingsException e) {
            String where = s.where("nodes") + ": " + ExperimentLoader.SECTION + ".nodes = " + s.nodes() + ": ";
            String message = e.getMessage().startsWith(where) ? e.getMessage().substring(where.length()) : e.getMessage();
            throw new SettingsException("bench --nodes " + s.nodes() + " --policies " + s.policies().get(0).name()
                    + ": " + message.replace("set run.threads = 1", "--threads 1"));
        }
    }
}
