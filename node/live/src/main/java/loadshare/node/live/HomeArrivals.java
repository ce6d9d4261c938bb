package loadshare.node.live;

import java.util.stream.IntStream;
import loadshare.node.run.ClusterModel;
import loadshare.node.workload.TraceReplay;
import loadshare.node.workload.Workload;
import loadshare.protocol.Job;

/**
 * One home node's arrivals in the live cluster, from the same source the simulator uses: its Poisson arrivals and
 * demands drawn from the shared {@link Workload}, or, when the run replays a trace, its own trace jobs at their
 * scaled submit times with their demands.
 */
final class HomeArrivals {

    private final int self;
    private final Workload workload;
    private final TraceReplay replay;
    /** This home's jobs in the replay, in arrival order (a trace run only). */
    private final int[] mine;
    private int next;

    HomeArrivals(int self, LiveRun run, ClusterModel model) {
        this.self = self;
        this.workload = run.workload(model);
        this.replay = model.replay();
        this.mine = replay == null ? null
                : IntStream.range(0, replay.jobs()).filter(i -> replay.home(i) == self).toArray();
    }

    /** Model time of this home's first arrival; infinite when it has none (a trace with no job of its own). */
    double first() {
        return replay == null ? workload.nextGap(self) : at(0);
    }

    /** The job that arrives at {@code at}, numbered {@code id}. */
    Job arrive(long id, double at) {
        if (replay == null) {
            return workload.newJob(id, self, at);
        }
        return new Job(id, self, at, replay.demand(mine[next++]), 0);
    }

    /** Model time of the arrival after the one at {@code at}; infinite after a trace home's last job. */
    double after(double at) {
        return replay == null ? at + workload.nextGap(self) : at(next);
    }

    private double at(int k) {
        return k < mine.length ? replay.arrival(mine[k]) : Double.POSITIVE_INFINITY;
    }
}
