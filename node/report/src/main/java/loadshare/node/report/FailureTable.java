package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.Section;

/**
 * What host failures did, for the console and report.html: per policy x load (x sweep point) the measured and
 * expected availability, failures, jobs hit, restarts per job, CPU work lost and spent on checkpoints, goodput,
 * probe timeouts, and how much of the response time the jobs hit by a failure account for. Empty when hosts never
 * fail.
 */
final class FailureTable {

    static final List<String> HEADER = List.of("policy", "load", "availability", "expected", "failures", "jobs hit",
            "restarts/job", "lost cpu-s", "checkpoint cpu-s", "goodput", "probe timeouts", "hit jobs",
            "their response share", "mean response", "p99");

    private FailureTable() {
    }

    static String render(ExperimentResult result) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (PointSummary s : result.summaries()) {
            s.section(Section.FAILURES).ifPresent(f -> rows.add(row(s, f)));
        }
        if (rows.size() == 1) {
            return "";
        }
        StringBuilder allDown = new StringBuilder();
        for (PointSummary s : result.summaries()) {
            s.section(Section.FAILURES).filter(f -> f.allDownTime() > 0).ifPresent(f -> allDown.append("\n")
                    .append(s.point().label()).append(" at ρ = ").append(Fmt.load(s.load()))
                    .append(": every host was down at once for ").append(Fmt.sig(f.allDownTime(), 4))
                    .append(" model s per run (jobs waited for a host)"));
        }
        return "\nhost failures (means over replications): availability = share of host-time up, expected ="
                + " MTBF/(MTBF+MTTR) per process; lost cpu-s = CPU work done and then lost with a host (model seconds"
                + " on a CPU of speed 1); goodput = the jobs' own work / the CPU work they took; hit jobs = share of"
                + " the measured jobs a failure stopped or lost\n\n" + TextColumns.lines(rows)
                + (allDown.isEmpty() ? "" : allDown.substring(1) + "\n");
    }

    private static List<String> row(PointSummary s, FailureFigures f) {
        return List.of(s.point().label(), Fmt.load(s.load()), Fmt.fixed(f.availability(), 4),
                Fmt.fixed(f.expectedAvailability(), 4), Fmt.sig(f.failures(), 4), Fmt.sig(f.jobsHit(), 4),
                Fmt.sig(f.restartsPerJob(), 3), Fmt.sig(f.lostWork(), 4), Fmt.sig(f.checkpointWork(), 4),
                Fmt.fixed(f.goodput(), 4), Fmt.sig(f.probeTimeouts(), 4), Fmt.fixed(f.hitShare(), 4),
                Fmt.fixed(f.hitResponseShare(), 4), Fmt.sig(s.response().mean(), 4), Fmt.sig(s.response().p99(), 4));
    }
}
