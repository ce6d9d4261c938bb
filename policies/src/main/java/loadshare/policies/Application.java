package loadshare.policies;

import java.util.Arrays;

/**
 * A large parallel application, as it arrives at the coordinator that runs it: the work of each of its tasks
 * (work units), in model seconds on a host of speed 1. Drawn by the runtime from the workload settings, so every
 * policy of an experiment runs the very same application.
 */
public final class Application {

    private final double[] work;

    public Application(double[] work) {
        if (work.length == 0) {
            throw new IllegalArgumentException("an application needs at least one task");
        }
        this.work = work.clone();
    }

    public int tasks() {
        return work.length;
    }

    /** Work of task {@code task}, 0..tasks()-1. */
    public double work(int task) {
        return work[task];
    }

    /** The work of all tasks: what the application needs if every task is computed exactly once. */
    public double totalWork() {
        return Arrays.stream(work).sum();
    }
}
