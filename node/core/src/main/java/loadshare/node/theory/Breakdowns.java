package loadshare.node.theory;

import org.apache.commons.math3.linear.MatrixUtils;
import org.apache.commons.math3.linear.RealMatrix;

/**
 * Queueing theory of one server that fails and is repaired, the references for the simulator's failure model.
 * Times are model seconds; lambda is the arrival rate (Poisson), mu the service rate, alpha = 1 / MTBF the rate of
 * failures (the time to the next failure is exponential) and beta = 1 / MTTR the rate of repairs where repairs
 * are exponential; elsewhere a repair time R is any law, given by its first two moments.
 *
 * <p>Three models of what a failure does to the job in service: it waits and resumes where it stopped
 * (preemptive-resume); it starts over and does the same work again (preemptive-repeat-identical, a restart);
 * or it starts over from its last checkpoint. And two of when the server can fail: at any time, busy or idle (an
 * up/down process of its own, as the simulator's hosts), or only while it serves. With failures only while busy,
 * each job's completion time C (from its first start to its end, repairs included) is independent of everything
 * else, so the queue is an M/G/1 queue whose service time is C: {@link #mg1MeanResponse} of C's moments.
 */
public final class Breakdowns {

    private static final double SERIES_BELOW = 0.5;
    private static final double SERIES_TOLERANCE = 1e-17;
    private static final double INTEGER_TOLERANCE = 1e-9;
    private static final int MOST_NEWTON_STEPS = 100;

    private Breakdowns() {
    }

    /** The first two moments of a time: {@code mean} = E[X], {@code second} = E[X^2]. */
    public record Moments(double mean, double second) {

        /** Var[X] = E[X^2] - E[X]^2. */
        public double variance() {
            return second - mean * mean;
        }

        /** The squared coefficient of variation, Var[X] / E[X]^2. */
        public double scv() {
            return variance() / (mean * mean);
        }
    }

    /** The long-run fraction of time a server that fails at rate alpha and is repaired at rate beta is up. */
    public static double availability(double alpha, double beta) {
        nonNegative("alpha", alpha);
        positive("beta", beta);
        return beta / (alpha + beta);
    }

    /**
     * Whether an M/M/1 queue whose server fails at any time (see {@link #mm1FailuresAnyTimeMeanResponse}) is
     * stable: lambda < mu beta / (alpha + beta), the arrival rate below the service rate times the availability.
     */
    public static boolean mm1FailuresAnyTimeStable(double lambda, double mu, double alpha, double beta) {
        positive("lambda", lambda);
        positive("mu", mu);
        return lambda < mu * availability(alpha, beta);
    }

    /**
     * Mean response time (sojourn) of an M/M/1 FCFS queue whose server fails at rate alpha whether busy or idle
     * and is repaired after an exponential time of rate beta. While it is down nothing is served, arrivals go on
     * and queue; the job in service resumes where it stopped (preemptive-resume; with exponential service the
     * same in distribution as a restart with a new service time).
     *
     * <p>The number in system and the server's state, (n, up) and (n, down), form a quasi-birth-death process:
     * up a level at rate lambda, down from (n >= 1, up) at rate mu, up to down at alpha and back at beta. Its
     * stationary distribution by the matrix-geometric method (Neuts 1981), no truncation, and the mean response
     * by Little's law, E[N] / lambda. (The closed form, from the generating functions, is
     * (alpha + beta + mu - lambda) / ((mu - lambda) beta - alpha lambda) - 1 / (alpha + beta); it is the
     * test's check. With alpha = 0 both are M/M/1's 1 / (mu - lambda).)
     *
     * @throws IllegalArgumentException unless lambda < mu beta / (alpha + beta)
     */
    public static double mm1FailuresAnyTimeMeanResponse(double lambda, double mu, double alpha, double beta) {
        if (!mm1FailuresAnyTimeStable(lambda, mu, alpha, beta)) {
            throw new IllegalArgumentException("unstable: needs lambda < mu beta / (alpha + beta) = "
                    + mu * availability(alpha, beta) + ", lambda " + lambda);
        }
        // phase 0: up, phase 1: down
        RealMatrix up = MatrixUtils.createRealDiagonalMatrix(new double[] {lambda, lambda});
        RealMatrix local = MatrixUtils.createRealMatrix(new double[][] {
                {-(lambda + mu + alpha), alpha},
                {beta, -(lambda + beta)}});
        RealMatrix down = MatrixUtils.createRealMatrix(new double[][] {{mu, 0}, {0, 0}});
        RealMatrix localAtZero = MatrixUtils.createRealMatrix(new double[][] {
                {-(lambda + alpha), alpha},
                {beta, -(lambda + beta)}});
        return QuasiBirthDeath.meanLevel(up, local, down, localAtZero) / lambda;
    }

    /**
     * Moments of the completion time C of a job whose service S has moments {@code meanService} and
     * {@code serviceSecond}, on a server that fails only while it serves, at rate alpha, and resumes the job
     * where it stopped after each repair R (i.i.d., moments {@code meanRepair}, {@code repairSecond}). C = S plus
     * the repairs of the K ~ Poisson(alpha S) failures during S, a compound Poisson sum, so
     * E[C] = E[S] (1 + alpha E[R]) and E[C^2] = E[S^2] (1 + alpha E[R])^2 + alpha E[S] E[R^2]
     * (preemptive-resume breakdowns, e.g. Gaver 1962; Avi-Itzhak and Naor 1963).
     */
    public static Moments completionTimeMoments(double meanService, double serviceSecond, double alpha,
                                                double meanRepair, double repairSecond) {
        checkMoments("service", meanService, serviceSecond);
        nonNegative("alpha", alpha);
        checkMoments("repair", meanRepair, repairSecond);
        double stretch = 1 + alpha * meanRepair;
        return new Moments(meanService * stretch,
                serviceSecond * stretch * stretch + alpha * meanService * repairSecond);
    }

    /**
     * Moments of the completion time C of a job of fixed work s on a server that fails only while it serves, at
     * rate alpha, where each failure loses the work done and, after a repair R (i.i.d., moments
     * {@code meanRepair}, {@code repairSecond}), the job starts over (preemptive-repeat-identical with exponential
     * failures, e.g. Kulkarni, Nicola and Trivedi 1986). With X ~ Exp(alpha) the time to the next failure,
     * C = min(X, s) + 1{X < s} (R + C'), C' an independent copy of C; the means and second moments of both sides
     * give, with e = e^(alpha s),
     * <pre>
     *   E[C]   = (1/alpha + E[R]) (e - 1)
     *   E[C^2] = 2 E[C]^2 + 2 E[C] / alpha - 2 s e (1/alpha + E[R]) + (e - 1) E[R^2]
     * </pre>
     * (without repairs E[C^2] = 2 e (e - 1 - alpha s) / alpha^2). Computed as
     * 2 e z / alpha^2 + (2 / alpha) (2 y^2 - x y + z) E[R] + 2 y^2 E[R]^2 + y E[R^2] with x = alpha s,
     * y = e - 1, z = e - 1 - x, which keeps its precision as alpha goes to 0 (then C = s).
     *
     * <p>For a random work S (the same S at every start) take the expectation over S:
     * E[C] = (1/alpha + E[R]) (E[e^(alpha S)] - 1), finite only if S's moment generating function is at alpha.
     * For exponential S of rate mu, E[C] = (1 + alpha E[R]) / (mu - alpha) for alpha < mu, infinite otherwise, and
     * E[C^2] is finite only for 2 alpha < mu: longer than resuming, E[S] (1 + alpha E[R]), as a restart repeats
     * the same long job. Memorylessness makes restart and resume alike only if a restart draws a new work
     * (preemptive-repeat-different).
     */
    public static Moments restartCompletionTimeMoments(double s, double alpha, double meanRepair,
                                                       double repairSecond) {
        nonNegative("s", s);
        nonNegative("alpha", alpha);
        checkMoments("repair", meanRepair, repairSecond);
        if (alpha == 0) {
            return new Moments(s, s * s);
        }
        double x = alpha * s;
        double y = Math.expm1(x);
        double z = expm1MinusX(x);
        double mean = y / alpha + y * meanRepair;
        double second = 2 * (y + 1) * z / (alpha * alpha)
                + 2 / alpha * (2 * y * y - x * y + z) * meanRepair
                + 2 * y * y * meanRepair * meanRepair
                + y * repairSecond;
        return new Moments(mean, second);
    }

    /**
     * Mean response time of an M/G/1 FCFS queue with arrival rate lambda whose service (here: completion) time
     * has moments {@code mean} and {@code second}, by Pollaczek-Khinchine:
     * E[C] + lambda E[C^2] / (2 (1 - lambda E[C])).
     * With C from {@link #completionTimeMoments} or {@link #restartCompletionTimeMoments} it is the mean response
     * of an M/G/1 queue whose server fails only while busy.
     *
     * @throws IllegalArgumentException unless lambda E[C] < 1
     */
    public static double mg1MeanResponse(double lambda, double mean, double second) {
        positive("lambda", lambda);
        checkMoments("completion time", mean, second);
        double rho = lambda * mean;
        if (!(rho < 1)) {
            throw new IllegalArgumentException("unstable: needs lambda E[C] < 1, is " + rho);
        }
        return mean + lambda * second / (2 * (1 - rho));
    }

    /**
     * Young's checkpoint interval (Young 1974), the work between checkpoints that minimizes the expected time lost
     * to checkpoints and failures to first order in cost / MTBF: sqrt(2 cost MTBF).
     */
    public static double youngInterval(double cost, double mtbf) {
        nonNegative("cost", cost);
        positive("mtbf", mtbf);
        return Math.sqrt(2 * cost * mtbf);
    }

    /**
     * Daly's higher-order estimate of the optimal checkpoint interval (Daly 2006, "A higher order estimate of the
     * optimum checkpoint interval for restart dumps"): for cost < 2 MTBF,
     * sqrt(2 c M) (1 + sqrt(c / (2M)) / 3 + (c / (2M)) / 9) - c with c the cost and M the MTBF; M otherwise.
     */
    public static double dalyInterval(double cost, double mtbf) {
        nonNegative("cost", cost);
        positive("mtbf", mtbf);
        if (!(cost < 2 * mtbf)) {
            return mtbf;
        }
        double half = cost / (2 * mtbf);
        return Math.sqrt(2 * cost * mtbf) * (1 + Math.sqrt(half) / 3 + half / 9) - cost;
    }

    /**
     * The checkpoint interval that exactly minimizes the expected time per unit of work when every segment of
     * {@code interval} work plus its checkpoint's {@code cost} is repeated on failure (the model of
     * {@link #checkpointedCompletionTime}): (1/alpha + E[R]) (e^(alpha (tau + c)) - 1) / tau is least where
     * e^(alpha (tau + c)) (1 - alpha tau) = 1, whatever E[R]. With a = tau / M and b = c / M (M the MTBF) that is
     * a + b + ln(1 - a) = 0, solved by Newton's method from the right, where it converges monotonically; Young's and
     * Daly's intervals are its expansions for small b (a = sqrt(2b) - 2b/3 + ...).
     */
    public static double optimalCheckpointInterval(double cost, double mtbf) {
        positive("cost", cost);
        positive("mtbf", mtbf);
        double b = cost / mtbf;
        double young = Math.sqrt(2 * b);
        double a = young < 1 ? young : 1 - 0.5 * Math.exp(-(1 + b));
        for (int i = 0; i < MOST_NEWTON_STEPS; i++) {
            double step = (b + log1pMinusPlusX(a)) * (1 - a) / a;   // phi / -phi', phi' = -a / (1 - a)
            a += step;
            if (Math.abs(step) <= 1e-15 * a) {
                break;
            }
        }
        return a * mtbf;
    }

    /**
     * Expected time to complete {@code work} (on a server of speed 1) that writes a checkpoint after each full
     * {@code interval} of work that leaves work to do, each checkpoint costing {@code cost}, on a server that fails
     * at rate alpha while the job runs (or, the same for one job on a host of its own, at any time) and is
     * repaired after a time of mean {@code meanRepair}; a failure loses the work since the last checkpoint.
     * Each segment, interval + cost for the first n - 1 and the remaining work w without a checkpoint for the
     * last (n = ceil(work / interval), a ratio within 1e-9 of an integer taken as that integer), is a
     * preemptive-repeat job (see {@link #restartCompletionTimeMoments}):
     * (1/alpha + E[R]) ((n - 1) (e^(alpha (interval + cost)) - 1) + e^(alpha w) - 1). A restart's cost of reading
     * the checkpoint, if no failure can interrupt it, is part of the repair time.
     */
    public static double checkpointedCompletionTime(double work, double interval, double cost, double alpha,
                                                    double meanRepair) {
        positive("work", work);
        positive("interval", interval);
        nonNegative("cost", cost);
        nonNegative("alpha", alpha);
        nonNegative("meanRepair", meanRepair);
        double ratio = work / interval;
        double nearest = Math.rint(ratio);
        long segments = Math.abs(ratio - nearest) <= INTEGER_TOLERANCE * ratio && nearest >= 1
                ? (long) nearest : (long) Math.ceil(ratio);
        double last = work - (segments - 1) * interval;
        if (alpha == 0) {
            return work + (segments - 1) * cost;
        }
        double perAttempt = 1 / alpha + meanRepair;
        return perAttempt * ((segments - 1) * Math.expm1(alpha * (interval + cost)) + Math.expm1(alpha * last));
    }

    /** e^x - 1 - x, by its series x^2/2! + x^3/3! + ... near 0, where the difference would cancel. */
    private static double expm1MinusX(double x) {
        if (Math.abs(x) >= SERIES_BELOW) {
            return Math.expm1(x) - x;
        }
        double term = x * x / 2;
        double sum = 0;
        for (int k = 3; Math.abs(term) > SERIES_TOLERANCE * Math.abs(sum); k++) {
            sum += term;
            term *= x / k;
        }
        return sum;
    }

    /** a + ln(1 - a), by its series -(a^2/2 + a^3/3 + ...) near 0, where the sum would cancel. */
    private static double log1pMinusPlusX(double a) {
        if (Math.abs(a) >= SERIES_BELOW / 5) {
            return a + Math.log1p(-a);
        }
        double power = a * a;
        double sum = 0;
        for (int k = 2; power / k > SERIES_TOLERANCE * Math.abs(sum); k++) {
            sum -= power / k;
            power *= a;
        }
        return sum;
    }

    private static void checkMoments(String what, double mean, double second) {
        nonNegative("the mean " + what, mean);
        if (!(second >= mean * mean * (1 - 1e-12))) {
            throw new IllegalArgumentException("the " + what + "'s second moment must be >= its mean squared: "
                    + second + " < " + mean * mean);
        }
    }

    private static void positive(String name, double value) {
        if (!(value > 0 && value < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(name + " must be positive and finite: " + value);
        }
    }

    private static void nonNegative(String name, double value) {
        if (!(value >= 0 && value < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(name + " must be >= 0 and finite: " + value);
        }
    }
}
