package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import loadshare.node.live.FailureReplay;
import loadshare.node.live.LiveRun;
import loadshare.node.report.SummaryJson;

/**
 * What a cluster's launcher adds to a run's results when it replayed host failures: the outages as they happened, as
 * a failure log ({@value #LOG}, the input of the run's simulated twin, each kill with its detection delay), and their
 * figures in {@code summary.json} ({@code live.failures}) and on the console: beside availability, each kill's lag
 * (how far behind the kill's model time the node was: its journal says) and how long the survivors took to learn of
 * it (their failure detection, in model seconds: what the simulated twin's {@code failures.probe-timeout} stands
 * for, given to it per kill as the log's {@code detected_after}).
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
        List<Map<String, Object>> kills = new ArrayList<>();
        for (FailureReplay.Outage o : replay.outages()) {
            Map<String, Object> kill = new LinkedHashMap<>();
            kill.put("host", o.host());
            kill.put("downAt", o.downAt());
            kill.put("upAt", finite(o.upAt()));
            kill.put("lagAtKill", finite(o.lagAtKill()));
            kill.put("detectionDelay", finite(o.detectionDelay()));
            kill.put("detectedBy", o.detectedAfter().size());
            kills.add(kill);
        }
        double detection = meanDetectionDelay(replay.outages());
        double maxLag = replay.outages().stream().mapToDouble(FailureReplay.Outage::lagAtKill)
                .filter(Double::isFinite).max().orElse(Double.NaN);
        figures.put("meanDetectionDelay", finite(detection));
        figures.put("maxLagAtKill", finite(maxLag));
        figures.put("kills", kills);
        SummaryJson.addToLive(out.resolve(SummaryJson.FILE_NAME), "failures", figures);
        err.printf(Locale.ROOT, "failures: %d outage(s) replayed (%d planned), availability %.4f%s; as they happened "
                        + "in %s%n", replay.outages().size(), planned, availability,
                Double.isNaN(expected) ? "" : String.format(Locale.ROOT, " (the schedule's long run: %.4f)", expected),
                out.resolve(LOG));
        err.printf(Locale.ROOT, "failure detection: the survivors learnt of a kill %s model seconds after it on "
                        + "average; the killed nodes' lag at their kills: at most %s model seconds%n",
                Double.isNaN(detection) ? "(not said)" : String.format(Locale.ROOT, "%.3f", detection),
                Double.isNaN(maxLag) ? "(not said)" : String.format(Locale.ROOT, "%.3f", maxLag));
        err.flush();
    }

    /** The mean over the kills that survivors said they learnt of, of each kill's mean delay; NaN if none. */
    static double meanDetectionDelay(List<FailureReplay.Outage> outages) {
        return outages.stream().mapToDouble(FailureReplay.Outage::detectionDelay).filter(d -> !Double.isNaN(d))
                .average().orElse(Double.NaN);
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
