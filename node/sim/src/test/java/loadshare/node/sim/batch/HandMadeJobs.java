package loadshare.node.sim.batch;

import java.util.List;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.batch.BatchJob;

/** Rigid jobs made by hand for a test, in submit order, with the mean run time the test says. */
record HandMadeJobs(List<BatchJob> list, double meanRunTime) implements BatchWorkload {

    /** Jobs whose mean run time does not matter to the test (1). */
    HandMadeJobs(List<BatchJob> list) {
        this(list, 1);
    }

    @Override
    public int jobs() {
        return list.size();
    }

    @Override
    public double submit(int i) {
        return list.get(i).submit();
    }

    @Override
    public BatchJob job(int i) {
        return list.get(i);
    }
}
