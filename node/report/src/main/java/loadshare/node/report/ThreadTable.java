package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.Point;
import loadshare.node.results.PointSummary;
import loadshare.node.run.Section;

/**
 * What parallel applications' runs show beyond the main table ({@code workload.threads} > 1), for the console,
 * report.html and summary.json: per policy x load (x sweep point) the threads per job, the CPU time spent spinning
 * for locks per job and as a share of the threads' CPU time, how often a lock holder was preempted, the time
 * threads spent co-stopped (relaxed co-scheduling) and the CPU time CPUs stood idle while threads waited, per
 * job. Empty when jobs are sequential.
 */
public final class ThreadTable {

    static final List<String> HEADER = List.of("policy", "load", "threads", "mean response", "spin/job",
            "spin share", "holders preempted/job", "co-stop/job", "idle while waiting/job");

    private ThreadTable() {
    }

    /** The replications' CPU figures of {@code point} added up, or null if its jobs are not parallel. */
    public static CpuFigures figures(ExperimentResult result, Point point) {
        List<CpuFigures> parts = result.replications().stream()
                .filter(r -> r.point().equals(point))
                .flatMap(r -> r.section(Section.CPU_SCHEDULING).stream())
                .filter(CpuFigures::parallel).toList();
        return parts.isEmpty() ? null : CpuFigures.sum(parts);
    }

    /** Per measured job: {@code total} over the point's jobs. */
    public static double perJob(double total, PointSummary s) {
        return s.jobs() == 0 ? Double.NaN : total / s.jobs();
    }

    static String render(ExperimentResult result) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (PointSummary s : result.summaries()) {
            CpuFigures f = figures(result, s.point());
            if (f == null) {
                continue;
            }
            rows.add(List.of(s.policy(), Fmt.load(s.load()), Integer.toString(f.threads()),
                    Fmt.sig(s.response().mean(), 4), Fmt.sig(perJob(f.spinTime(), s), 4),
                    Fmt.fixed(f.spinShare(), 4), Fmt.sig(perJob(f.holdersPreempted(), s), 4),
                    Fmt.sig(perJob(f.coStopTime(), s), 4), Fmt.sig(perJob(f.idleWhileWaiting(), s), 4)));
        }
        if (rows.size() == 1) {
            return "";
        }
        return "\nparallel jobs: spin = CPU time (model seconds) threads spent spinning for their job's lock; spin share"
                + " = its share of the CPU time the threads used; holders preempted = slices that ended while the"
                + " thread held the lock; co-stop = time threads (vCPUs) spent co-stopped by relaxed co-scheduling;"
                + " idle while waiting = CPU time CPUs stood idle while threads waited for one or were co-stopped\n\n"
                + TextColumns.lines(rows);
    }
}
