package loadshare.node.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The closing lines of {@code bench} over more than one cluster size: each policy's jobs per CPU second at every
 * further size as a share of its speed at the first — the figure the 100,000-node target is stated in — and,
 * with {@code --baseline}, the same share for the minimal loop, which says how much of the slowdown is the
 * memory of a larger event queue and how much the simulator's own state.
 */
final class BenchScaling {

    private BenchScaling() {
    }

    /** One line per policy (and loop) measured at two or more sizes; none if every policy ran at one size. */
    static List<String> notes(List<BenchRow> rows) {
        List<String> notes = new ArrayList<>();
        Map<String, List<BenchRow>> byPolicy = new LinkedHashMap<>();
        rows.forEach(r -> byPolicy.computeIfAbsent(r.policy(), p -> new ArrayList<>()).add(r));
        byPolicy.forEach((policy, measured) -> {
            if (measured.size() > 1) {
                notes.add(line(policy, measured, BenchRow::jobsPerCpuSecond));
                if (measured.stream().allMatch(r -> r.loop() != null)) {
                    notes.add(line(measured.get(0).loop().label().strip() + " (beside " + policy + ")", measured,
                            r -> r.loop().jobsPerCpuSecond()));
                }
            }
        });
        return notes;
    }

    private static String line(String label, List<BenchRow> rows, ToDoubleFunction<BenchRow> speed) {
        BenchRow first = rows.get(0);
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "# %s, jobs/CPU-s against %d nodes:",
                label, first.nodes()));
        for (BenchRow r : rows.subList(1, rows.size())) {
            line.append(String.format(Locale.ROOT, " %d nodes %.2f", r.nodes(),
                    speed.applyAsDouble(r) / speed.applyAsDouble(first)));
        }
        return line.toString();
    }
}
