package loadshare.node.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;

/**
 * One policy's points of one measure, ready to draw: the stable points with a finite value, in increasing
 * load, and the loads at which the policy was unstable (those are left off the line).
 *
 * @param policy        the policy label
 * @param x             loads of the drawable points
 * @param y             the measure at those loads
 * @param error         the 95% CI half-width at those loads, 0 where unknown
 * @param unstableLoads loads at which the policy was unstable, increasing
 */
record PolicyPoints(String policy, double[] x, double[] y, double[] error, List<Double> unstableLoads) {

    /** The points of every policy, in the experiment's policy order. */
    static List<PolicyPoints> of(ExperimentResult result, ToDoubleFunction<PointSummary> measure,
                                 ToDoubleFunction<PointSummary> errorMeasure) {
        List<PolicyPoints> all = new ArrayList<>();
        for (String policy : Lookup.policies(result)) {
            all.add(of(result, policy, measure, errorMeasure));
        }
        return all;
    }

    /** One policy's points; {@code errorMeasure} may be null for no error bars. */
    static PolicyPoints of(ExperimentResult result, String policy, ToDoubleFunction<PointSummary> measure,
                           ToDoubleFunction<PointSummary> errorMeasure) {
        List<PointSummary> points = result.summaries().stream()
                .filter(s -> s.policy().equals(policy))
                .sorted(Comparator.comparingDouble(PointSummary::load))
                .toList();
        List<Double> unstable = new ArrayList<>();
        List<double[]> drawn = new ArrayList<>();
        for (PointSummary s : points) {
            if (s.unstable()) {
                unstable.add(s.load());
                continue;
            }
            double value = measure.applyAsDouble(s);
            if (!Double.isFinite(value) || !Double.isFinite(s.load())) {
                continue;
            }
            double error = errorMeasure == null ? 0 : errorMeasure.applyAsDouble(s);
            drawn.add(new double[] {s.load(), value, Double.isFinite(error) ? Math.abs(error) : 0});
        }
        double[] x = new double[drawn.size()];
        double[] y = new double[drawn.size()];
        double[] e = new double[drawn.size()];
        for (int i = 0; i < drawn.size(); i++) {
            x[i] = drawn.get(i)[0];
            y[i] = drawn.get(i)[1];
            e[i] = drawn.get(i)[2];
        }
        return new PolicyPoints(policy, x, y, e, List.copyOf(unstable));
    }

    /** Whether there is anything to draw. */
    boolean isEmpty() {
        return x.length == 0;
    }

    /** The largest drawn value plus its error bar, or NaN if nothing is drawn. */
    double maxWithError() {
        double max = Double.NaN;
        for (int i = 0; i < y.length; i++) {
            double top = y[i] + error[i];
            max = Double.isNaN(max) ? top : Math.max(max, top);
        }
        return max;
    }

    /** The legend name: the policy, suffixed with where it was unstable, e.g. "random (unstable at ρ=0.95)". */
    String legendName() {
        return withUnstableSuffix(policy);
    }

    /** {@code label}, suffixed with where this policy was unstable if it ever was. */
    String withUnstableSuffix(String label) {
        if (unstableLoads.isEmpty()) {
            return label;
        }
        StringBuilder name = new StringBuilder(label).append(" (unstable at ρ=");
        for (int i = 0; i < unstableLoads.size(); i++) {
            name.append(i == 0 ? "" : ", ").append(Fmt.load(unstableLoads.get(i)));
        }
        return name.append(')').toString();
    }
}
