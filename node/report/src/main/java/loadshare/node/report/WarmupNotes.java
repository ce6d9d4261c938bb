package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import loadshare.node.results.ExperimentResult;
import loadshare.node.run.Section;
import loadshare.node.steady.Warmups;

/**
 * The warm-ups MSER-5 cut ({@code run.warmup-jobs = auto}), one line per point in table order: the mean over the
 * replications and its range. Nothing when the warm-up was fixed.
 */
final class WarmupNotes {

    private WarmupNotes() {
    }

    static List<String> lines(ExperimentResult result) {
        List<String> lines = new ArrayList<>();
        for (double load : result.loads()) {
            for (String policy : Lookup.policies(result)) {
                Lookup.summary(result, policy, load).flatMap(s -> s.section(Section.WARMUPS))
                        .ifPresent(w -> lines.add(policy + " at ρ = " + Fmt.load(load) + ": " + describe(w)));
            }
        }
        return lines;
    }

    /** E.g. "1,245 jobs (mean of 5 replications; 850 to 1,905)", or "850 jobs" for one replication. */
    static String describe(Warmups w) {
        if (w.jobs().size() == 1) {
            return String.format(Locale.ROOT, "%,d jobs", w.min());
        }
        return String.format(Locale.ROOT, "%,.0f jobs (mean of %d replications; %,d to %,d)", w.mean(),
                w.jobs().size(), w.min(), w.max());
    }
}
