package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * Says so when a simulated run is stopped (Ctrl-C, SIGTERM) before it wrote its results: a JVM shutdown hook that,
 * while the run is going, prints how far it got and what was (not) written, and removes the output folder if the
 * run created it and it is still empty. Also counts the completed jobs for that message.
 */
final class RunGuard implements AutoCloseable {

    private enum Stage { SIMULATING, WRITING, DONE }

    private final OutputFolder folder;
    private final long totalJobs;
    private final PrintWriter err;
    private final AtomicLong jobs = new AtomicLong();
    private final Thread hook;
    private volatile Stage stage = Stage.SIMULATING;

    private RunGuard(OutputFolder folder, long totalJobs, PrintWriter err) {
        this.folder = folder;
        this.totalJobs = totalJobs;
        this.err = err;
        this.hook = new Thread(this::onShutdown, "interrupt-notice");
    }

    /** Starts guarding a run of {@code totalJobs} jobs that writes to {@code folder}. */
    static RunGuard start(OutputFolder folder, long totalJobs, PrintWriter err) {
        RunGuard guard = new RunGuard(folder, totalJobs, err);
        Runtime.getRuntime().addShutdownHook(guard.hook);
        return guard;
    }

    /** {@code progress}, with the completed jobs counted on their way for the notice. */
    LongConsumer counting(LongConsumer progress) {
        return completed -> {
            jobs.addAndGet(completed);
            progress.accept(completed);
        };
    }

    /** The simulation is over; the results are being written. */
    void writing() {
        stage = Stage.WRITING;
    }

    /** What an interruption now would have to say (for the hook and for tests). */
    String notice() {
        return switch (stage) {
            case SIMULATING -> String.format("interrupted: the run was stopped after %,d of %,d jobs (%.0f%%), before "
                    + "it finished; no results were written%s", jobs.get(), totalJobs,
                    totalJobs == 0 ? 0.0 : 100.0 * jobs.get() / totalJobs,
                    folder.created() ? "" : " (" + folder.dir() + " is as it was)");
            case WRITING -> "interrupted while writing the results to " + folder.dir() + ": the files there are whole "
                    + "(each is written atomically) but some may be missing";
            case DONE -> "";
        };
    }

    private void onShutdown() {
        String notice = notice();
        if (!notice.isEmpty()) {
            err.println();
            err.println(notice);
            err.flush();
            if (stage == Stage.SIMULATING) {
                folder.removeIfUnused();
            }
        }
    }

    /** The run is over, written or failed; a failure that wrote nothing leaves no empty folder it created. */
    @Override
    public void close() {
        if (stage != Stage.WRITING) {
            folder.removeIfUnused();
        }
        folder.release();
        stage = Stage.DONE;
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // Already shutting down: the hook runs (and says nothing now that the run is done).
        }
    }
}
