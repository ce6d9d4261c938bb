package loadshare.node.report;

import java.util.Arrays;
import java.util.Locale;
import loadshare.config.trace.SkipReason;
import loadshare.config.trace.Trace;

/**
 * What a trace holds, for {@code loadshare trace info}: jobs used and skipped (by reason), users and how much of
 * the work the busiest submit, span, the load it offers on N single-CPU speed-1 nodes at its own pace, demand
 * percentiles and arrivals per hour.
 */
public final class TraceInfo {

    static final double HOUR = 3600;
    private static final double[] PERCENTILES = {50, 90, 95, 99};

    private final Trace trace;
    private final double[] sortedDemand;

    public TraceInfo(Trace trace) {
        this.trace = trace;
        this.sortedDemand = new double[trace.jobs()];
        Arrays.setAll(sortedDemand, trace::demand);
        Arrays.sort(sortedDemand);
    }

    /** The demand below which {@code percentile} percent of the jobs lie (nearest rank). */
    public double demandPercentile(double percentile) {
        int rank = (int) Math.ceil(percentile / 100 * sortedDemand.length);
        return sortedDemand[Math.max(0, Math.min(sortedDemand.length - 1, rank - 1))];
    }

    /** Jobs submitted in each hour from the first used job's. */
    public long[] arrivalsPerHour() {
        int hours = (int) Math.floor(trace.span(trace.jobs()) / HOUR) + 1;
        long[] counts = new long[hours];
        for (int i = 0; i < trace.jobs(); i++) {
            counts[(int) Math.floor(trace.submit(i) / HOUR)]++;
        }
        return counts;
    }

    /** Fraction of all demand that the {@code k} users with the most demand submitted. */
    public double topUsersShare(int k) {
        double[] perUser = new double[trace.users()];
        for (int i = 0; i < trace.jobs(); i++) {
            perUser[trace.user(i)] += trace.demand(i);
        }
        Arrays.sort(perUser);
        double top = 0;
        for (int i = 0; i < Math.min(k, perUser.length); i++) {
            top += perUser[perUser.length - 1 - i];
        }
        return top / trace.totalDemand(trace.jobs());
    }

    /** The console text. */
    public String text(int nodes) {
        StringBuilder out = new StringBuilder();
        int jobs = trace.jobs();
        double span = trace.span(jobs);
        out.append(String.format(Locale.ROOT, "%s (%s)%n", trace.name(), trace.format().configName()));
        out.append(String.format(Locale.ROOT, "  jobs used     %,d%n", jobs));
        java.util.List<String> reasons = new java.util.ArrayList<>();
        for (SkipReason reason : SkipReason.values()) {
            if (trace.skipped(reason) > 0) {
                reasons.add(String.format(Locale.ROOT, "%,d %s", trace.skipped(reason), reason.description()));
            }
        }
        out.append(String.format(Locale.ROOT, "  jobs skipped  %,d%s%n", trace.skippedTotal(),
                reasons.isEmpty() ? "" : " (" + String.join(", ", reasons) + ")"));
        out.append(String.format(Locale.ROOT, "  users         %,d (top 5 submit %.0f%% of the demand)%n", trace.users(),
                100 * topUsersShare(5)));
        out.append(String.format(Locale.ROOT, "  span          %,.0f s = %.1f days (first used job at %,.0f s in the file)%n",
                span, span / 86400, trace.start()));
        out.append(String.format(Locale.ROOT, "  offered load  %s on %d single-CPU speed-1 nodes at its own pace "
                + "(sum of demand %,.0f s / (nodes x span))%n", String.format(Locale.ROOT, "%.3g", trace.ownLoad(jobs, nodes)), nodes,
                trace.totalDemand(jobs)));
        out.append(String.format(Locale.ROOT, "  demand (s)    mean %s", Fmt.sig(trace.totalDemand(jobs) / jobs, 4)));
        for (double p : PERCENTILES) {
            out.append(String.format(Locale.ROOT, ", p%.0f %s", p, Fmt.sig(demandPercentile(p), 4)));
        }
        out.append(String.format(Locale.ROOT, ", max %s%n", Fmt.sig(sortedDemand[sortedDemand.length - 1], 4)));
        long[] hourly = arrivalsPerHour();
        long[] sorted = hourly.clone();
        Arrays.sort(sorted);
        long empty = Arrays.stream(hourly).filter(c -> c == 0).count();
        out.append(String.format(Locale.ROOT, "  arrivals/hour mean %.2f, median %d, p99 %d, max %d; %.0f%% of hours "
                        + "without an arrival%n", jobs / (double) hourly.length, sorted[sorted.length / 2],
                sorted[(int) Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)],
                sorted[sorted.length - 1], 100.0 * empty / hourly.length));
        return out.toString();
    }

    Trace trace() {
        return trace;
    }

    double[] sortedDemand() {
        return sortedDemand;
    }
}
