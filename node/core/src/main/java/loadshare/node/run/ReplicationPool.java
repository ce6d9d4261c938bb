package loadshare.node.run;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Where an experiment's replications run: this JVM's threads ({@link #of}), or worker JVMs that compute the same
 * replication from the same settings and send its measurement back ({@code run --workers}). Either way the
 * measurement is the one {@code here} would give, so the experiment's results do not depend on the pool.
 */
@FunctionalInterface
public interface ReplicationPool {

    /** Runs replication {@code which}, which {@code here} computes in this JVM. */
    Future<RunMeasurement> submit(Replication which, Callable<RunMeasurement> here);

    /** The pool of {@code threads}: every replication runs here. */
    static ReplicationPool of(ExecutorService threads) {
        return (which, here) -> threads.submit(here);
    }
}
