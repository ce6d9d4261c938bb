package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import loadshare.node.live.FailureReplay;
import loadshare.node.live.LiveRun;
import loadshare.node.report.SummaryJson;

/**
 * What a cluster's launcher adds to a run's results when it replayed host failures: the outages as they happened, as
 * a failure log ({@value #LOG}, the input of the run's simulated twin), and their figures in {@code summary.json}
 * ({@code live.failures}) and on the console.
 */
final class ReplayedFailures {

    /** The outages as they happened, in the failure log's format. */
    static final String LOG = "outages.csv";

    private ReplayedFailures() {
    }

    static void write(FailureReplay replay, LiveRun run, Path out, PrintWriter err) throws IOException {
        double end = replay.now();
        replay.writeLog(out.resolve(LOG), end);
        double availability = replay.availability(run.nodes(), run.duration());
        double expected = run.settings().failures().expectedAvailability(run.nodes());
        long planned = replay.plan().stream().filter(t -> t.down()).count();
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("planned", planned);
        figures.put("outages", replay.outages().size());
        figures.put("availability", availability);
        figures.put("expectedAvailability", Double.isNaN(expected) ? null : expected);
        figures.put("log", LOG);
        SummaryJson.addToLive(out.resolve(SummaryJson.FILE_NAME), "failures", figures);
        err.printf(Locale.ROOT, "failures: %d outage(s) replayed (%d planned), availability %.4f%s; as they happened "
                        + "in %s%n", replay.outages().size(), planned, availability,
                Double.isNaN(expected) ? "" : String.format(Locale.ROOT, " (the schedule's long run: %.4f)", expected),
                out.resolve(LOG));
        err.flush();
    }
}
