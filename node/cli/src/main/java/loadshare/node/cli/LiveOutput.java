package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import loadshare.node.experiment.JobLogFiles;
import loadshare.node.live.LiveMeasurement;
import loadshare.node.live.LocalCluster;
import loadshare.node.live.LiveNode;
import loadshare.node.live.LiveResults;
import loadshare.node.live.LiveRun;
import loadshare.node.report.ConsoleTable;
import loadshare.node.report.Provenance;
import loadshare.node.report.ReportWriter;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.LiveFailures;
import loadshare.node.run.JobAccounting;

/** What the first node of a live cluster does at the end: the same table and files as a simulated run. */
final class LiveOutput {

    /** Time allowed for every node to join before the run starts. */
    static final Duration JOIN_TIMEOUT = LocalCluster.JOIN_TIMEOUT;

    private LiveOutput() {
    }

    static String describe(LiveRun run) {
        return String.format("live cluster: %d nodes, policy %s, load %.2f, %.0f model seconds at %.4g wall s each "
                        + "(%.1f s), experiment %s", run.nodes(), run.policy().label(), run.load(), run.duration(),
                run.timeScale(), run.duration() * run.timeScale(), run.settings().name());
    }

    /** How long a run may take, from its start to its last job: joining, the arrivals, the drain. */
    static Duration limit(LiveRun run, Duration drainTimeout) {
        long wallRun = (long) Math.ceil(run.duration() * run.timeScale() * 1000);
        return JOIN_TIMEOUT.plus(drainTimeout).plusMillis(wallRun).plusSeconds(10);
    }

    /** Waits for {@code end} as long as the run may take; a run that takes longer is a failure, said in one line. */
    private static <T> T within(CompletableFuture<T> end, LiveRun run, Duration drainTimeout)
            throws InterruptedException, ExecutionException {
        Duration limit = limit(run, drainTimeout);
        try {
            return end.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new Main.CommandFailure("the live run did not end within " + limit.toSeconds()
                    + " s (did every node join? see the node logs)");
        }
    }

    /**
     * Waits until the run ends on {@code node}: its collector's result is here, or the node stopped, or it was refused
     * at join (its system may then never finish stopping: {@link LiveNode#refusal}).
     */
    static void awaitEnd(LiveNode node, LiveRun run, Duration drainTimeout) throws InterruptedException {
        try {
            within(CompletableFuture.anyOf(node.result(), LiveNode.ended(node.system())), run, drainTimeout);
        } catch (ExecutionException e) {
            // the node stopped: the caller sees whether the result is here
        }
    }

    /** The console's line of the work lost with the killed nodes (summary.json's {@code live.failures}). */
    static String lostWork(LiveFailures f) {
        return f.lostWorkNotMeasured() != null ? "lost work: not measured (" + f.lostWorkNotMeasured() + ")"
                : String.format(Locale.ROOT, "lost work: %.3f CPU-seconds (the work the killed nodes' running jobs "
                        + "had done, from the start of the measurement)", f.lostCpuSeconds());
    }

    /**
     * Waits for the collector's result on {@code node}, then prints the table ({@code out}), writes the reports, and
     * says where they are ({@code err}) and why the run was interrupted, if it was ({@code interruption}).
     * {@code summary.json} and {@code report.html} record this node's {@code provenance}, taken when they are written;
     * the plots have their {@code titles} or not.
     */
    static ExperimentResult awaitAndWrite(LiveNode node, LiveRun run, Duration drainTimeout, Path dir,
                                          boolean titles, Supplier<Provenance> provenance, PrintWriter out,
                                          PrintWriter err, PrintWriter interruption)
            throws InterruptedException {
        LiveMeasurement m;
        try {
            m = within(node.result(), run, drainTimeout);
        } catch (ExecutionException e) {
            throw new Main.CommandFailure("the live run failed: " + e.getCause());
        }
        ExperimentResult result = LiveResults.of(run, m);
        out.println(ConsoleTable.render(result));
        JobAccounting jobs = m.accounting();
        out.printf("jobs: %d arrived, %d completed, %d lost, %d unfinished, %d resubmitted, %d duplicate completions "
                        + "ignored%s%n", jobs.arrived(), jobs.completed(), jobs.lost(), jobs.unfinished(),
                jobs.resubmitted(), jobs.duplicates(), jobs.nodesGone().isEmpty() ? "" : "; nodes gone: " + jobs.nodesGone());
        if (m.realMigrations() + m.realMigrationsFailed() > 0) {
            out.printf("VMs migrated with real page bytes: %d (%d did not get there: their jobs ran on at the source, or at home if lost)%n",
                    m.realMigrations(), m.realMigrationsFailed());
        }
        if (m.failures() != null) {
            out.println(lostWork(m.failures()));
        }
        out.flush();
        try {
            ReportWriter.writeAll(result, provenance.get(), dir, titles);
            if (m.jobLog() != null) {
                Path log = new JobLogFiles(dir.resolve(JobLogFiles.FOLDER)).write(run.policy().label(), run.load(), 0,
                        m.jobLog()::writeTo);
                err.printf("job log in %s (%d jobs)%n", log, m.jobLog().rows());
            }
        } catch (IOException | UncheckedIOException e) {
            throw new Main.CommandFailure("could not write the results to " + dir + ": " + e.getMessage());
        }
        err.printf("results in %s (open %s)%n", dir, dir.resolve("report.html"));
        err.flush();
        if (m.interrupted() != null) {
            interruption.println("the run was interrupted: " + m.interrupted()
                    + " (the results above are what it measured so far)");
            interruption.flush();
        }
        return result;
    }
}
