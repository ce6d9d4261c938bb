package loadshare.node.compare;

import java.util.Comparator;
import java.util.List;
import loadshare.node.compare.ResultsFolder.PointKey;
import loadshare.node.compare.ResultsFolder.Replication;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The difference B − A of one point's mean response time in two runs, with its 95% interval.
 *
 * <p>Paired when both runs have the same replications with the same seeds: replication r of A and of B then saw the
 * same jobs (common random numbers), so the interval is Student's t over the n differences B_r − A_r, with n − 1
 * degrees of freedom, and is as narrow as the runs' agreement allows. Otherwise Welch's interval for two
 * independent means, with Welch–Satterthwaite degrees of freedom.
 *
 * @param point      the point
 * @param meanA      A's mean over replications
 * @param meanB      B's mean over replications
 * @param difference meanB − meanA
 * @param halfWidth  95% half-width of the difference; NaN when there are too few replications to tell
 * @param paired     whether the interval is paired (same seeds) rather than Welch's
 * @param unstable   whether some replication of either run was unstable (the means then mean little)
 */
public record Difference(PointKey point, double meanA, double meanB, double difference, double halfWidth,
                         boolean paired, boolean unstable) {

    /** Whether the interval excludes zero. */
    public boolean significant() {
        return Double.isFinite(halfWidth) && Math.abs(difference) > halfWidth;
    }

    /** B − A relative to A, e.g. -0.12 for 12% lower; NaN if A's mean is 0 or not finite. */
    public double relative() {
        return meanA != 0 && Double.isFinite(meanA) ? difference / meanA : Double.NaN;
    }

    /** Compares one point's replications from run A and from run B. */
    static Difference of(PointKey point, List<Replication> a, List<Replication> b) {
        boolean unstable = a.stream().anyMatch(Replication::unstable) || b.stream().anyMatch(Replication::unstable);
        double[] xa = a.stream().mapToDouble(Replication::mean).toArray();
        double[] xb = b.stream().mapToDouble(Replication::mean).toArray();
        double meanA = mean(xa);
        double meanB = mean(xb);
        if (sameSeeds(a, b)) {
            List<Replication> sa = sorted(a);
            List<Replication> sb = sorted(b);
            double[] d = new double[sa.size()];
            for (int i = 0; i < d.length; i++) {
                d[i] = sb.get(i).mean() - sa.get(i).mean();
            }
            double half = d.length < 2 ? Double.NaN : t(d.length - 1) * Math.sqrt(variance(d) / d.length);
            return new Difference(point, meanA, meanB, mean(d), half, true, unstable);
        }
        double half = Double.NaN;
        if (xa.length >= 2 && xb.length >= 2) {
            double va = variance(xa) / xa.length;
            double vb = variance(xb) / xb.length;
            double se = Math.sqrt(va + vb);
            double df = (va + vb) * (va + vb) / (va * va / (xa.length - 1) + vb * vb / (xb.length - 1));
            half = se == 0 ? 0 : t(df) * se;
        }
        return new Difference(point, meanA, meanB, meanB - meanA, half, false, unstable);
    }

    /** Same replications, each with the same seed in both runs. */
    static boolean sameSeeds(List<Replication> a, List<Replication> b) {
        if (a.size() != b.size()) {
            return false;
        }
        List<Replication> sa = sorted(a);
        List<Replication> sb = sorted(b);
        for (int i = 0; i < sa.size(); i++) {
            if (sa.get(i).replication() != sb.get(i).replication() || sa.get(i).seed() != sb.get(i).seed()) {
                return false;
            }
        }
        return true;
    }

    private static List<Replication> sorted(List<Replication> reps) {
        return reps.stream().sorted(Comparator.comparingInt(Replication::replication)).toList();
    }

    private static double t(double degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.975);
    }

    static double mean(double[] xs) {
        double sum = 0;
        for (double x : xs) {
            sum += x;
        }
        return sum / xs.length;
    }

    static double variance(double[] xs) {
        double m = mean(xs);
        double ss = 0;
        for (double x : xs) {
            ss += (x - m) * (x - m);
        }
        return ss / (xs.length - 1);
    }
}
