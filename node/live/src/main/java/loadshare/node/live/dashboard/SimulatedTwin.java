package loadshare.node.live.dashboard;

import java.util.function.Consumer;
import loadshare.node.live.LiveRun;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.RunMeasurement;

/**
 * The live run's simulated twin: the same experiment, policy, load and seed in the simulator (the very jobs the
 * live nodes serve), measuring as many jobs as the live run expects to measure after the same warm-up, as
 * {@code LiveAgreementTest} compares them. It runs once, on a background thread of low priority. The live runtime
 * does not know the simulator: whoever starts the dashboard hands it the {@link Simulator}.
 */
public final class SimulatedTwin {

    /** Runs a model in the simulator: {@code warmupJobs} not measured, then {@code jobs} measured. */
    @FunctionalInterface
    public interface Simulator {
        RunMeasurement run(ClusterModel model, long warmupJobs, long jobs);
    }

    /** The twin's figures, as the page shows them beside the live ones. */
    record Figures(long jobs, double meanResponse, double p50, double p95, double p99, double throughput,
                   double utilization, double transfersPerJob, boolean unstable) {

        static Figures of(RunMeasurement m) {
            return new Figures(m.jobs(), m.meanResponseTime(), m.response().p50(), m.response().p95(),
                    m.response().p99(), m.flow().throughput(), m.flow().utilization(), m.sharing().transfersPerJob(),
                    m.unstable());
        }
    }

    private SimulatedTwin() {
    }

    /** Starts the twin of {@code run}; {@code done} gets its figures, {@code failed} a one-line reason. */
    static Thread start(LiveRun run, Simulator simulator, Consumer<Figures> done, Consumer<String> failed) {
        Thread thread = new Thread(() -> {
            try {
                done.accept(Figures.of(simulate(run, simulator)));
            } catch (RuntimeException | OutOfMemoryError e) {
                failed.accept(e.toString());
            }
        }, "loadshare-simulated-twin");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
        return thread;
    }

    /** The simulated run: warm-up and measured jobs as many as the live run's arrival rate gives. */
    static RunMeasurement simulate(LiveRun run, Simulator simulator) {
        ClusterModel model = run.model();
        double rate = model.totalArrivalRate();
        long warmupJobs = Math.round(rate * run.warmup());
        long jobs = Math.max(1, Math.round(rate * (run.duration() - run.warmup())));
        return simulator.run(model, warmupJobs, jobs);
    }
}
