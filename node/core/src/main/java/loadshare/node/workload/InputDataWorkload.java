package loadshare.node.workload;

import java.util.random.RandomGenerator;
import loadshare.config.DataSettings;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.locality.InputData;

/**
 * A central scheduler's jobs with their input data ({@code workload.data}), the source of truth for both runtimes:
 * job i is the underlying workload's job i, its input held on {@code replicas} distinct hosts drawn uniformly
 * from job i's own random stream (the run's seed, the job's id, {@link StreamPurpose#DATA}) — the same hosts for
 * every policy of a run, whichever runtime, and for a trace's jobs as for synthetic ones (SWF has no field for
 * where a job's data is).
 */
public final class InputDataWorkload implements BatchWorkload {

    private final BatchWorkload jobs;
    private final DataSettings data;
    private final int nodes;
    private final RandomStreams streams;

    /** @param seed the run's seed */
    public InputDataWorkload(BatchWorkload jobs, DataSettings data, int nodes, long seed) {
        if (data.replicas() < 1 || data.replicas() > nodes) {
            throw new IllegalArgumentException("replicas must be in 1.." + nodes + ", was " + data.replicas());
        }
        this.jobs = jobs;
        this.data = data;
        this.nodes = nodes;
        this.streams = new RandomStreams(seed);
    }

    /** The input of job {@code id}: {@code replicas} distinct hosts of {@code 0..nodes-1}, uniformly. */
    public InputData input(long id) {
        RandomGenerator random = streams.jobStream(id, 0, StreamPurpose.DATA);
        int[] hosts = new int[nodes];
        for (int i = 0; i < nodes; i++) {
            hosts[i] = i;
        }
        for (int k = 0; k < data.replicas(); k++) {   // a partial Fisher-Yates shuffle
            int j = k + random.nextInt(nodes - k);
            int t = hosts[k];
            hosts[k] = hosts[j];
            hosts[j] = t;
        }
        return new InputData(java.util.Arrays.copyOf(hosts, data.replicas()), data.bytes());
    }

    @Override
    public int jobs() {
        return jobs.jobs();
    }

    @Override
    public double submit(int i) {
        return jobs.submit(i);
    }

    @Override
    public BatchJob job(int i) {
        BatchJob job = jobs.job(i);
        return job.withInput(input(job.id()));
    }

    @Override
    public double meanRunTime() {
        return jobs.meanRunTime();
    }
}
