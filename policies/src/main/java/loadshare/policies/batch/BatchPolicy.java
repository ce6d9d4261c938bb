package loadshare.policies.batch;

import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.NoSharing;
import loadshare.policies.Policy;
import loadshare.policies.locality.DataLocality;
import loadshare.policies.locality.Locality;

/**
 * The {@code batch} policy built for one cluster: its nodes only execute what the scheduler launches (they share
 * nothing themselves), and each run gets a fresh {@link BatchCoordinator} from the runtime, which knows the
 * nodes' memory ({@link #newScheduler}) — or, with {@code scheduling = gang}, a fresh {@link GangScheduler}.
 */
public final class BatchPolicy implements CentralPolicy {

    private static final Policy EXECUTOR = new NoSharing();

    private final BatchConfig config;
    private final double localityDelay;

    public BatchPolicy(BatchConfig config) {
        this(config, 0);
    }

    /** @param localityDelay delay scheduling's wait at each level for jobs with input data (0: off) */
    public BatchPolicy(BatchConfig config, double localityDelay) {
        this.config = config;
        this.localityDelay = localityDelay;
    }

    public BatchConfig config() {
        return config;
    }

    @Override
    public Policy forNode(int node) {
        return EXECUTOR;
    }

    @Override
    public CentralScheduler newScheduler(int nodes, int cpus, long memory) {
        if (config.gang() != null) {
            return new GangScheduler(nodes, cpus, memory, config.exclusive(), config.gang().quantum(),
                    config.gang().levels());
        }
        return new BatchCoordinator(config, nodes, cpus, memory);
    }

    /** A space-sharing scheduler whose jobs have input data, placed near it (gang scheduling ignores it). */
    @Override
    public CentralScheduler newScheduler(int nodes, int cpus, long memory, List<JobClass> classes, Locality locality) {
        if (config.gang() != null) {
            return newScheduler(nodes, cpus, memory);
        }
        return new BatchCoordinator(config, nodes, cpus, memory, new DataLocality(locality, localityDelay));
    }

    @Override
    public String dataProblem() {
        return config.gang() == null ? null : "scheduling = gang places jobs without regard to their input data: "
                + "workload.data is for space sharing (scheduling = space); set workload.data.replicas = 0";
    }

    /**
     * Gang scheduling is simulated only: the live coordinator's journal and hand-over (a scheduler taken up on
     * another node replays what its predecessor decided) know nothing of suspended parts or of the matrix, and no
     * live test runs it.
     */
    @Override
    public String liveProblem() {
        return config.gang() == null ? null : "policy 'batch': scheduling = gang is simulated only (loadshare run): "
                + "the live cluster cannot suspend and resume launched parts yet";
    }

    @Override
    public String workloadProblem(boolean replaysTrace, boolean hasJobClasses) {
        return replaysTrace || hasJobClasses ? null : "schedules rigid jobs: name a trace in workload.trace.file "
                + "or give workload.job-classes";
    }
}
