package loadshare.node.live.workers;

import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.Replication;
import loadshare.node.run.RunMeasurement;

/**
 * How a worker computes a unit: the simulator's replication (the command line passes the simulated runtime's, which
 * this module does not see), on the calling thread.
 */
@FunctionalInterface
public interface UnitWork {

    /** Replication {@code which} of {@code settings}; {@code progress} hears of the jobs it completes. */
    RunMeasurement run(ExperimentSettings settings, Replication which, LongConsumer progress);
}
