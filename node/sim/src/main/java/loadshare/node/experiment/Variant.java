package loadshare.node.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.config.ExperimentSettings;
import loadshare.config.SweepSettings;
import loadshare.node.results.References;

/**
 * One point of an experiment's sweep: its settings and the swept values there. An experiment without a sweep is
 * one variant, itself, with no swept values.
 *
 * @param settings the experiment at this point
 * @param values   the swept values by key, in the sweep's order; empty without a sweep
 */
record Variant(ExperimentSettings settings, Map<String, String> values) {

    /**
     * The swept values that can change what policy number {@code policy} does: all of them but the parameters of
     * other policies ({@code policies[2].threshold} does not touch policy 1). Two variants that agree on these run
     * that policy identically (same settings, same seeds), so it is simulated once for both.
     */
    Map<String, String> relevantTo(int policy) {
        Map<String, String> relevant = new LinkedHashMap<>();
        values.forEach((key, value) -> {
            java.util.regex.Matcher m = POLICY_KEY.matcher(key);
            if (!m.matches() || java.util.Arrays.stream(m.group(1).split(",")).map(String::strip)
                    .anyMatch(i -> Integer.parseInt(i) == policy)) {
                relevant.put(key, value);
            }
        });
        return relevant;
    }

    private static final java.util.regex.Pattern POLICY_KEY = java.util.regex.Pattern.compile("policies\\[([\\d\\s,]+)]\\..+");

    /** The experiment's variants: its sweep's points in order, or the experiment itself. */
    static List<Variant> of(ExperimentSettings s) {
        SweepSettings sweep = s.sweep();
        if (!sweep.enabled()) {
            return List.of(new Variant(s, Map.of()));
        }
        List<Variant> variants = new ArrayList<>();
        for (SweepSettings.SweepPoint point : sweep.points()) {
            Map<String, String> values = new LinkedHashMap<>();
            for (int a = 0; a < sweep.axes().size(); a++) {
                values.put(sweep.axes().get(a).key(), point.values().get(a));
            }
            variants.add(new Variant(point.settings(), values));
        }
        return List.copyOf(variants);
    }

    /**
     * The analytic references, when every variant has the same (the sweep does not touch the cluster or the
     * service); null when they differ, as no single pair of reference curves then fits the whole experiment.
     */
    static References commonReferences(ExperimentSettings base, List<Variant> variants) {
        List<Double> loads = base.workload().loads();
        References first = new References(variants.get(0).settings());
        for (Variant v : variants) {
            References other = new References(v.settings());
            if (!other.models().equals(first.models()) || !other.at(loads).equals(first.at(loads))) {
                return null;
            }
        }
        return first;
    }
}
