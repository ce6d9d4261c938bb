package loadshare.policies.mesos;

import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralHarness;
import loadshare.policies.batch.CentralScheduler;

/** The {@link CentralHarness} around a Mesos-like master, and the Mesos tests' jobs. */
final class MesosHarness extends CentralHarness<CentralScheduler> {

    MesosHarness(CentralScheduler scheduler, int nodes) {
        super(scheduler, nodes, 1);
    }

    /** A job of class {@code jobClass}: {@code processors} with {@code memory} MiB each, running {@code run} s. */
    static BatchJob job(long id, int jobClass, double submit, int processors, long memory, double run) {
        return new BatchJob(id, 0, submit, processors, memory, run, run, -1, jobClass);
    }
}
