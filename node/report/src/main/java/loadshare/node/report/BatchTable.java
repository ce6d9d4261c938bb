package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.Section;
import loadshare.policies.batch.BatchFigures;

/**
 * What a batch scheduler's runs show beyond the main table, for the console and report.html: per policy x load the
 * mean wait, the mean bounded slowdown, the utilization of CPUs and memory, the mean queue length, the jobs killed
 * at their estimate and those rejected. Empty when no policy is a batch scheduler.
 */
final class BatchTable {

    static final List<String> HEADER = List.of("policy", "load", "mean wait", "max wait", "bounded slowdown",
            "util cpus", "util memory", "mean queued", "killed", "rejected");

    private BatchTable() {
    }

    static String render(ExperimentResult result) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (PointSummary s : result.summaries()) {
            Optional<BatchMeasurement> batch = s.section(Section.BATCH);
            if (batch.isEmpty()) {
                continue;
            }
            BatchFigures f = batch.get().figures();
            List<String> reasons = new ArrayList<>();
            f.rejected().forEach((reason, n) -> reasons.add(String.format(Locale.ROOT, "%,d %s", n, reason)));
            rows.add(List.of(s.policy(), Fmt.load(s.load()), Fmt.sig(f.meanWait(), 4), Fmt.sig(f.maxWait(), 4),
                    Fmt.sig(f.meanBoundedSlowdown(), 4), Fmt.fixed(f.cpuUtilization(), 3),
                    Fmt.fixed(f.memoryUtilization(), 3), Fmt.sig(f.meanQueued(), 4),
                    String.format(Locale.ROOT, "%,d", f.killed()),
                    reasons.isEmpty() ? "0" : String.join(", ", reasons)));
        }
        if (rows.size() == 1) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nbatch scheduling: model seconds; wait = start - submit; bounded slowdown ="
                + " max(1, (wait + run) / max(run, 10 s)), mean over jobs; utilization of the CPUs and memory jobs hold,"
                + " time-averaged from the first submit to the last end\n\n");
        out.append(TextColumns.lines(rows));
        out.append(extra(result));
        return out.toString();
    }

    /** The figures only some schedulers measure: a row per policy x load, a column per figure; empty if none. */
    private static String extra(ExperimentResult result) {
        List<String> names = new ArrayList<>();
        for (PointSummary s : result.summaries()) {
            s.section(Section.BATCH).ifPresent(batch ->
                    batch.figures().extra().keySet().stream().filter(k -> !names.contains(k)).forEach(names::add));
        }
        if (names.isEmpty()) {
            return "";
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("policy", "load"));
        header.addAll(names);
        rows.add(header);
        for (PointSummary s : result.summaries()) {
            Optional<BatchMeasurement> batch = s.section(Section.BATCH);
            if (batch.isEmpty()) {
                continue;
            }
            List<String> row = new ArrayList<>(List.of(s.policy(), Fmt.load(s.load())));
            for (String name : names) {
                Double value = batch.get().figures().extra().get(name);
                row.add(value == null ? "-" : Fmt.sig(value, 4));
            }
            rows.add(row);
        }
        return "\nscheduler figures (docs/batch.md, docs/datacenter.md, docs/mesos.md, "
                + "docs/fair-share-tree.md)\n\n" + TextColumns.lines(rows);
    }
}
