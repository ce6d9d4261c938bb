package loadshare.node.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ToDoubleFunction;

import org.apache.commons.math3.analysis.integration.RombergIntegrator;
import org.junit.jupiter.api.Test;

/**
 * Each reference of {@link Breakdowns} against another way to the same number: a closed form against the numeric
 * solution, a chain solved level by level against the matrix-geometric one, the model simulated as it is stated
 * (seeded; within 4 standard errors) against the formulas, and the limits where failures vanish.
 */
class BreakdownsTest {

    private static final double EXACT = 1e-9;
    private static final double STANDARD_ERRORS = 4;
    private static final int SAMPLES = 400_000;

    /** lambda, mu, alpha, beta: the worked example, light and heavy loads, short and long outages. */
    private static final double[][] SERVERS = {
            {0.5, 1, 0.01, 0.1},
            {0.2, 1, 1, 1},
            {0.9, 1, 0.001, 1},
            {0.3, 2, 5, 20},
            {0.85, 1, 0.05, 1},
            {0.95 * 1 * 0.1 / 0.11, 1, 0.01, 0.1},
    };

    @Test
    void availability_isUpTimeOverTheCycle() {
        assertEquals(100.0 / 110, Breakdowns.availability(0.01, 0.1), 1e-15);
        assertEquals(1.0, Breakdowns.availability(0, 0.1), 0);
    }

    /**
     * The closed form from the generating functions. With p(n, u) and p(n, d) the stationary probabilities and
     * U(z), D(z) their generating functions, the balance of the down states, (lambda + beta) p(n, d) =
     * lambda p(n-1, d) + alpha p(n, u), gives D = alpha U / (lambda (1 - z) + beta); those of the up states,
     * (lambda + alpha + mu 1{n >= 1}) p(n, u) = lambda p(n-1, u) + mu p(n+1, u) + beta p(n, d), give
     * U (lambda (1 - z) + alpha + mu (1 - 1/z)) = mu p(0, u) (1 - 1/z) + beta D. Together, with
     * h(z) = lambda (1 - z) + beta: U + D = mu p(0, u) (h + alpha) / ((mu - lambda z) h - alpha lambda z);
     * U(1) + D(1) = 1 gives mu p(0, u) = K / (alpha + beta) with K = (mu - lambda) beta - alpha lambda (> 0 is the
     * stability condition), and the derivative at z = 1 gives
     * E[N] = lambda (alpha + beta + mu - lambda) / K - lambda / (alpha + beta).
     */
    private static double closedFormMeanResponse(double lambda, double mu, double alpha, double beta) {
        double k = (mu - lambda) * beta - alpha * lambda;
        return (alpha + beta + mu - lambda) / k - 1 / (alpha + beta);
    }

    @Test
    void failuresAnyTime_matrixGeometric_isTheGeneratingFunctionsClosedForm() {
        for (double[] p : SERVERS) {
            double expected = closedFormMeanResponse(p[0], p[1], p[2], p[3]);
            assertEquals(expected, Breakdowns.mm1FailuresAnyTimeMeanResponse(p[0], p[1], p[2], p[3]),
                    EXACT * expected, () -> Arrays.toString(p));
        }
    }

    @Test
    void failuresAnyTime_workedExample_isMoreThanTwiceMM1() {
        // lambda 0.5, mu 1, MTBF 100, MTTR 10: 0.61 / 0.045 - 1 / 0.11
        double w = Breakdowns.mm1FailuresAnyTimeMeanResponse(0.5, 1, 0.01, 0.1);
        assertEquals(0.61 / 0.045 - 1 / 0.11, w, EXACT);
        assertEquals(4.464646464646, w, 1e-11);
        // more than M/M/1 at the service rate scaled by the availability, 1 / (mu A - lambda): outages are long
        assertTrue(w > 1 / (1.0 * 100 / 110 - 0.5));
    }

    @Test
    void failuresAnyTime_isTheTruncatedChainSolvedLevelByLevel() {
        for (double[] p : SERVERS) {
            double expected = truncatedMeanNumber(p[0], p[1], p[2], p[3], true) / p[0];
            assertEquals(expected, Breakdowns.mm1FailuresAnyTimeMeanResponse(p[0], p[1], p[2], p[3]),
                    EXACT * expected, () -> Arrays.toString(p));
        }
    }

    @Test
    void failuresAnyTime_withoutFailures_isMM1() {
        for (double lambda : new double[] {0.1, 0.5, 0.95}) {
            double mm1 = 1 / (1 - lambda);
            assertEquals(mm1, Breakdowns.mm1FailuresAnyTimeMeanResponse(lambda, 1, 0, 0.1), EXACT * mm1);
            assertEquals(mm1, Breakdowns.mm1FailuresAnyTimeMeanResponse(lambda, 1, 1e-13, 0.1), EXACT * mm1);
        }
    }

    @Test
    void failuresAnyTime_atOrBeyondCapacity_isRefused() {
        double capacity = 1.0 * Breakdowns.availability(0.01, 0.1);
        assertTrue(Breakdowns.mm1FailuresAnyTimeStable(0.999 * capacity, 1, 0.01, 0.1));
        assertFalse(Breakdowns.mm1FailuresAnyTimeStable(capacity, 1, 0.01, 0.1));
        assertThrows(IllegalArgumentException.class,
                () -> Breakdowns.mm1FailuresAnyTimeMeanResponse(capacity, 1, 0.01, 0.1));
        assertThrows(IllegalArgumentException.class,
                () -> Breakdowns.mm1FailuresAnyTimeMeanResponse(0.95, 1, 0.01, 0.1));
    }

    /**
     * The worked example simulated as stated, job by job: each job brings an Exp(mu) work; the server's own
     * up/down process (Exp(alpha) up, Exp(beta) down) runs whether it is busy or not; while up the first job's
     * remaining work goes down at rate 1. The response times of 1.5 million jobs after a warm-up, in 50 batches.
     */
    @Test
    void failuresAnyTime_matchesASeededSimulationOfTheServer() {
        double lambda = 0.5;
        double mu = 1;
        double alpha = 0.01;
        double beta = 0.1;
        SplittableRandom random = new SplittableRandom(20_240_611L);
        int warmUp = 20_000;
        int batches = 50;
        int perBatch = 30_000;
        double[] batchSums = new double[batches];
        ArrayDeque<double[]> queue = new ArrayDeque<>();   // {arrival time, remaining work}
        double now = 0;
        double nextArrival = random.nextExponential() / lambda;
        double nextToggle = random.nextExponential() / alpha;
        boolean up = true;
        int done = 0;
        while (done < warmUp + batches * perBatch) {
            double nextDeparture = up && !queue.isEmpty() ? now + queue.peekFirst()[1] : Double.POSITIVE_INFINITY;
            double next = Math.min(nextArrival, Math.min(nextToggle, nextDeparture));
            if (up && !queue.isEmpty()) {
                queue.peekFirst()[1] -= next - now;
            }
            now = next;
            if (next == nextDeparture) {
                double response = now - queue.removeFirst()[0];
                if (done >= warmUp) {
                    batchSums[(done - warmUp) / perBatch] += response;
                }
                done++;
            } else if (next == nextArrival) {
                queue.addLast(new double[] {now, random.nextExponential() / mu});
                nextArrival = now + random.nextExponential() / lambda;
            } else {
                up = !up;
                nextToggle = now + random.nextExponential() / (up ? alpha : beta);
            }
        }
        Interval measured = Interval.ofBatches(batchSums, perBatch);
        double expected = Breakdowns.mm1FailuresAnyTimeMeanResponse(lambda, mu, alpha, beta);
        assertTrue(measured.standardError() < 0.02 * expected, "too noisy to tell: " + measured);
        assertEquals(expected, measured.mean(), STANDARD_ERRORS * measured.standardError(), measured::toString);
    }

    /**
     * Failures only while busy, exponential service and repairs: the chain solved level by level (the server
     * cannot fail at level 0) is the Pollaczek-Khinchine mean with the completion time's moments, which also
     * checks E[C^2]: with exponential S and R, E[S^2] = 2 / mu^2 and E[R^2] = 2 / beta^2.
     */
    @Test
    void failuresWhileBusy_chainSolvedLevelByLevel_isPollaczekKhinchineOfTheCompletionTime() {
        for (double[] p : SERVERS) {
            double lambda = p[0];
            double mu = p[1];
            double alpha = p[2];
            double beta = p[3];
            Breakdowns.Moments c = Breakdowns.completionTimeMoments(1 / mu, 2 / (mu * mu), alpha,
                    1 / beta, 2 / (beta * beta));
            if (lambda * c.mean() >= 0.97) {
                continue;   // unstable when failing only while busy, too close to 1 to truncate the chain
            }
            double expected = truncatedMeanNumber(lambda, mu, alpha, beta, false) / lambda;
            assertEquals(expected, Breakdowns.mg1MeanResponse(lambda, c.mean(), c.second()), EXACT * expected,
                    () -> Arrays.toString(p));
        }
    }

    @Test
    void failuresWhileBusy_workedExample_isLessThanFailuresAnyTime() {
        // E[C] = 1.1, E[C^2] = 2 * 1.21 + 0.01 * 200 = 4.42; W = 1.1 + 0.5 * 4.42 / (2 * 0.45)
        Breakdowns.Moments c = Breakdowns.completionTimeMoments(1, 2, 0.01, 10, 200);
        assertEquals(1.1, c.mean(), 1e-15);
        assertEquals(4.42, c.second(), 1e-14);
        double w = Breakdowns.mg1MeanResponse(0.5, c.mean(), c.second());
        assertEquals(1.1 + 0.5 * 4.42 / 0.9, w, 1e-14);
        assertTrue(w < Breakdowns.mm1FailuresAnyTimeMeanResponse(0.5, 1, 0.01, 0.1));
    }

    @Test
    void completionTime_withoutFailures_isTheServiceTime_andTheQueueIsMG1() {
        Breakdowns.Moments c = Breakdowns.completionTimeMoments(2, 10, 0, 5, 40);
        assertEquals(2, c.mean(), 0);
        assertEquals(10, c.second(), 0);
        double scv = 10.0 / 4 - 1;
        double mg1 = QueueingTheory.responseTime(1, 0.3 * 2, 2, scv);
        assertEquals(mg1, Breakdowns.mg1MeanResponse(0.3, c.mean(), c.second()), 1e-12 * mg1);
        Breakdowns.Moments almost = Breakdowns.completionTimeMoments(2, 10, 1e-12, 5, 40);
        assertEquals(mg1, Breakdowns.mg1MeanResponse(0.3, almost.mean(), almost.second()), EXACT * mg1);
    }

    @Test
    void mg1MeanResponse_atOrBeyondCapacity_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> Breakdowns.mg1MeanResponse(0.5, 2, 8));
        assertThrows(IllegalArgumentException.class, () -> Breakdowns.mg1MeanResponse(0.6, 2, 8));
    }

    @Test
    void completionTime_resume_matchesMonteCarlo_exponentialAndLognormalRepairs() {
        double mu = 1;
        double alpha = 0.3;
        double meanRepair = 2;
        double sigma = 1;
        SplittableRandom random = new SplittableRandom(7);
        DoubleUnaryOperator exponentialRepair = u -> meanRepair * random.nextExponential();
        DoubleUnaryOperator lognormalRepair =
                u -> Math.exp(Math.log(meanRepair) - sigma * sigma / 2 + sigma * random.nextGaussian());
        checkAgainstMonteCarlo(Breakdowns.completionTimeMoments(1 / mu, 2 / (mu * mu), alpha,
                        meanRepair, 2 * meanRepair * meanRepair),
                r -> resumed(r.nextExponential() / mu, alpha, exponentialRepair, r), random);
        checkAgainstMonteCarlo(Breakdowns.completionTimeMoments(1 / mu, 2 / (mu * mu), alpha,
                        meanRepair, meanRepair * meanRepair * Math.exp(sigma * sigma)),
                r -> resumed(r.nextExponential() / mu, alpha, lognormalRepair, r), random);
    }

    @Test
    void restart_deterministicWork_matchesMonteCarlo() {
        SplittableRandom random = new SplittableRandom(11);
        double s = 1;
        double alpha = 0.5;
        double meanRepair = 0.5;
        checkAgainstMonteCarlo(Breakdowns.restartCompletionTimeMoments(s, alpha, meanRepair,
                        2 * meanRepair * meanRepair),
                r -> restarted(() -> s, alpha, u -> meanRepair * r.nextExponential(), r), random);
        double longWork = 2;
        double sigma = 0.5;
        checkAgainstMonteCarlo(Breakdowns.restartCompletionTimeMoments(longWork, 0.8, 1, Math.exp(sigma * sigma)),
                r -> restarted(() -> longWork, 0.8,
                        u -> Math.exp(-sigma * sigma / 2 + sigma * r.nextGaussian()), r), random);
    }

    @Test
    void restart_withoutRepairs_isTheKnownSecondMoment() {
        double s = 3;
        double alpha = 0.2;
        double e = Math.exp(alpha * s);
        Breakdowns.Moments c = Breakdowns.restartCompletionTimeMoments(s, alpha, 0, 0);
        assertEquals((e - 1) / alpha, c.mean(), 1e-14 * c.mean());
        assertEquals(2 * e * (e - 1 - alpha * s) / (alpha * alpha), c.second(), 1e-13 * c.second());
    }

    @Test
    void restart_generalForm_isTheComputedForm() {
        // E[C^2] = 2 E[C]^2 + 2 E[C] / alpha - 2 s e (1/alpha + E[R]) + (e - 1) E[R^2], away from alpha = 0
        double s = 1.5;
        double alpha = 0.7;
        double meanRepair = 0.4;
        double repairSecond = 0.5;
        double e = Math.exp(alpha * s);
        double mean = (1 / alpha + meanRepair) * (e - 1);
        double second = 2 * mean * mean + 2 * mean / alpha - 2 * s * e * (1 / alpha + meanRepair)
                + (e - 1) * repairSecond;
        Breakdowns.Moments c = Breakdowns.restartCompletionTimeMoments(s, alpha, meanRepair, repairSecond);
        assertEquals(mean, c.mean(), 1e-14 * mean);
        assertEquals(second, c.second(), 1e-12 * second);
    }

    @Test
    void restart_asFailuresVanish_isTheWork() {
        for (double alpha : new double[] {0, 1e-12, 1e-8, 1e-5}) {
            Breakdowns.Moments c = Breakdowns.restartCompletionTimeMoments(2, alpha, 10, 300);
            // to first order in alpha: E[C] = s + alpha s (s/2 + E[R]),
            // E[C^2] = s^2 + alpha s (4 s^2/3 + 3 s E[R] + E[R^2]); the second-order terms are below the tolerance
            assertEquals(2 + alpha * 2 * (1 + 10), c.mean(), 1e-9 * 2 + 100 * alpha * alpha);
            assertEquals(4 + alpha * 2 * (16.0 / 3 + 60 + 300), c.second(), 1e-9 * 4 + 1e5 * alpha * alpha);
        }
    }

    /**
     * The same work at every start, exponential of rate mu: the deterministic result integrated over the
     * density is (1 + alpha E[R]) / (mu - alpha), more than resuming's (1 + alpha E[R]) / mu. E[C^2] from
     * E[e^(alpha S)] = mu / (mu - alpha), E[e^(2 alpha S)] = mu / (mu - 2 alpha) and
     * E[S e^(alpha S)] = mu / (mu - alpha)^2.
     */
    @Test
    void restart_exponentialWork_integratesToMoreThanResume() {
        double mu = 1;
        double alpha = 0.3;
        double meanRepair = 1;
        double repairSecond = 3;
        double m1 = mu / (mu - alpha);
        double m2 = mu / (mu - 2 * alpha);
        double m1Slope = mu / ((mu - alpha) * (mu - alpha));
        double meanWork = 1 / mu;
        double ey = m1 - 1;
        double ey2 = m2 - 2 * m1 + 1;
        double eez = m2 - m1 - alpha * m1Slope;
        double exy = alpha * (m1Slope - meanWork);
        double ez = m1 - 1 - alpha * meanWork;
        double second = 2 * eez / (alpha * alpha) + 2 / alpha * (2 * ey2 - exy + ez) * meanRepair
                + 2 * ey2 * meanRepair * meanRepair + ey * repairSecond;
        double mean = (1 + alpha * meanRepair) / (mu - alpha);

        assertEquals(mean, overExponential(mu, alpha,
                s -> Breakdowns.restartCompletionTimeMoments(s, alpha, meanRepair, repairSecond).mean()), EXACT * mean);
        assertEquals(second, overExponential(mu, alpha,
                s -> Breakdowns.restartCompletionTimeMoments(s, alpha, meanRepair, repairSecond).second()),
                EXACT * second);
        double resume = Breakdowns.completionTimeMoments(1 / mu, 2 / (mu * mu), alpha, meanRepair, repairSecond)
                .mean();
        assertEquals(mu / (mu - alpha), mean / resume, 1e-12, "restart is longer by mu / (mu - alpha)");
    }

    /** Restarting the same exponential work is longer than resuming; drawing a new work at each start is not. */
    @Test
    void restart_exponentialWork_identicalIsLonger_newDrawIsResume() {
        double mu = 1;
        double alpha = 0.1;   // E[C^4] of the identical restart is finite only for 4 alpha < mu
        double meanRepair = 2;
        SplittableRandom random = new SplittableRandom(13);
        Breakdowns.Moments resume = Breakdowns.completionTimeMoments(1 / mu, 2 / (mu * mu), alpha,
                meanRepair, 2 * meanRepair * meanRepair);
        checkAgainstMonteCarlo(resume,
                r -> restarted(() -> r.nextExponential() / mu, alpha, u -> meanRepair * r.nextExponential(), r),
                random);
        double identical = (1 + alpha * meanRepair) / (mu - alpha);
        Interval sameWork = meanOf(r -> {
            double work = r.nextExponential() / mu;
            return restarted(() -> work, alpha, u -> meanRepair * r.nextExponential(), r);
        }, random);
        assertEquals(identical, sameWork.mean(), STANDARD_ERRORS * sameWork.standardError(), sameWork::toString);
        assertTrue(identical - resume.mean() > 20 * sameWork.standardError(), "the test can tell them apart");
    }

    @Test
    void checkpointIntervals_areYoungAndDaly() {
        assertEquals(Math.sqrt(2 * 1 * 1000), Breakdowns.youngInterval(1, 1000), 1e-12);
        double half = 1.0 / 2000;
        assertEquals(Math.sqrt(2000) * (1 + Math.sqrt(half) / 3 + half / 9) - 1, Breakdowns.dalyInterval(1, 1000),
                1e-12);
        assertEquals(1000, Breakdowns.dalyInterval(2000, 1000), 0);
        assertEquals(1000, Breakdowns.dalyInterval(5000, 1000), 0);
    }

    @Test
    void optimalCheckpointInterval_solvesTheStationarityCondition_andDalyIsItsExpansion() {
        double mtbf = 1000;
        for (double cost : new double[] {1e-4, 0.1, 1, 10, 100, 1000, 5000}) {
            double tau = Breakdowns.optimalCheckpointInterval(cost, mtbf);
            double a = tau / mtbf;
            // e^(alpha (tau + c)) (1 - alpha tau) = 1, i.e. phi(a) = a + c/M + ln(1 - a) = 0; phi(a) / (a phi'(a))
            // is the relative error of a
            double relativeError = (a + cost / mtbf + Math.log1p(-a)) * (1 - a) / (a * a);
            assertEquals(0, relativeError, 1e-9, () -> "cost " + cost);
            if (cost <= 10) {
                assertEquals(tau, Breakdowns.dalyInterval(cost, mtbf), 2e-5 * tau, () -> "cost " + cost);
            }
        }
        // c / M = 1e-3: Young's is 1.5 % long, Daly's within 1e-6
        double tau = Breakdowns.optimalCheckpointInterval(1, 1000);
        assertEquals(1.015, Breakdowns.youngInterval(1, 1000) / tau, 0.001);
        assertEquals(1, Breakdowns.dalyInterval(1, 1000) / tau, 1e-6);
    }

    /** The best of many intervals that divide the work, by the expected completion time, is Young's and Daly's. */
    @Test
    void checkpointedCompletionTime_bestInterval_isNearYoungAndDaly() {
        double mtbf = 1000;
        double cost = 1;
        double meanRepair = 10;
        double work = 50_000;
        int best = 0;
        double bestTime = Double.POSITIVE_INFINITY;
        for (int segments = 200; segments <= 5000; segments++) {
            double time = Breakdowns.checkpointedCompletionTime(work, work / segments, cost, 1 / mtbf, meanRepair);
            if (time < bestTime) {
                bestTime = time;
                best = segments;
            }
        }
        double bestInterval = work / best;
        assertEquals(Breakdowns.youngInterval(cost, mtbf), bestInterval, 0.03 * bestInterval);
        assertEquals(Breakdowns.dalyInterval(cost, mtbf), bestInterval, 0.003 * bestInterval);
        assertEquals(Breakdowns.optimalCheckpointInterval(cost, mtbf), bestInterval, 0.003 * bestInterval);
    }

    @Test
    void checkpointedCompletionTime_limits() {
        // without failures: the work and the checkpoints, one after each full interval that leaves work to do
        assertEquals(100 + 9 * 2, Breakdowns.checkpointedCompletionTime(100, 10, 2, 0, 5), 1e-12);
        assertEquals(105 + 10 * 2, Breakdowns.checkpointedCompletionTime(105, 10, 2, 0, 5), 1e-12);
        assertEquals(1 + 9 * 2, Breakdowns.checkpointedCompletionTime(1, 0.1, 2, 0, 5), 1e-12);
        // one segment: a restart of the whole work
        double alpha = 0.01;
        assertEquals(Breakdowns.restartCompletionTimeMoments(50, alpha, 5, 50).mean(),
                Breakdowns.checkpointedCompletionTime(50, 80, 2, alpha, 5), 1e-12);
        // n segments: n - 1 restarts of interval + cost and one of the rest
        double expected = 3 * Breakdowns.restartCompletionTimeMoments(12, alpha, 5, 50).mean()
                + Breakdowns.restartCompletionTimeMoments(5, alpha, 5, 50).mean();
        assertEquals(expected, Breakdowns.checkpointedCompletionTime(35, 10, 2, alpha, 5), 1e-12 * expected);
    }

    // ---- simulated completion times

    /** One job of {@code work} resumed after each failure (rate alpha while it runs) and repair. */
    private static double resumed(double work, double alpha, DoubleUnaryOperator repair, SplittableRandom random) {
        double time = 0;
        double remaining = work;
        while (true) {
            double failure = random.nextExponential() / alpha;
            if (failure >= remaining) {
                return time + remaining;
            }
            time += failure + repair.applyAsDouble(0);
            remaining -= failure;
        }
    }

    /** One job started over, with the work {@code work} gives, after each failure and repair. */
    private static double restarted(DoubleSupplier work, double alpha, DoubleUnaryOperator repair,
                                    SplittableRandom random) {
        double time = 0;
        while (true) {
            double attempt = work.getAsDouble();
            double failure = random.nextExponential() / alpha;
            if (failure >= attempt) {
                return time + attempt;
            }
            time += failure + repair.applyAsDouble(0);
        }
    }

    private static void checkAgainstMonteCarlo(Breakdowns.Moments expected,
                                               ToDoubleFunction<SplittableRandom> sample, SplittableRandom random) {
        double sum = 0;
        double sumSquares = 0;
        double sumFourth = 0;
        for (int i = 0; i < SAMPLES; i++) {
            double c = sample.applyAsDouble(random);
            double c2 = c * c;
            sum += c;
            sumSquares += c2;
            sumFourth += c2 * c2;
        }
        double mean = sum / SAMPLES;
        double second = sumSquares / SAMPLES;
        double meanError = Math.sqrt((second - mean * mean) / SAMPLES);
        double secondError = Math.sqrt((sumFourth / SAMPLES - second * second) / SAMPLES);
        assertEquals(expected.mean(), mean, STANDARD_ERRORS * meanError,
                () -> "E[C] " + mean + " +- " + meanError + ", expected " + expected);
        assertEquals(expected.second(), second, STANDARD_ERRORS * secondError,
                () -> "E[C^2] " + second + " +- " + secondError + ", expected " + expected);
    }

    private static Interval meanOf(ToDoubleFunction<SplittableRandom> sample, SplittableRandom random) {
        double sum = 0;
        double sumSquares = 0;
        for (int i = 0; i < SAMPLES; i++) {
            double c = sample.applyAsDouble(random);
            sum += c;
            sumSquares += c * c;
        }
        double mean = sum / SAMPLES;
        return new Interval(mean, Math.sqrt((sumSquares / SAMPLES - mean * mean) / SAMPLES));
    }

    /** A mean and its standard error. */
    private record Interval(double mean, double standardError) {

        static Interval ofBatches(double[] batchSums, int perBatch) {
            int n = batchSums.length;
            double sum = 0;
            double sumSquares = 0;
            for (double s : batchSums) {
                double m = s / perBatch;
                sum += m;
                sumSquares += m * m;
            }
            double mean = sum / n;
            return new Interval(mean, Math.sqrt((sumSquares / n - mean * mean) / (n - 1)));
        }

        @Override
        public String toString() {
            return mean + " +- " + standardError;
        }
    }

    // ---- E[f(S)] for S ~ Exp(mu), f growing like e^(alpha s)

    private static double overExponential(double mu, double alpha, DoubleUnaryOperator f) {
        RombergIntegrator integrator =
                new RombergIntegrator(1e-13, 1e-15, 3, RombergIntegrator.ROMBERG_MAX_ITERATIONS_COUNT);
        double scale = 1 / (mu - 2 * alpha);   // the slowest decay of f(s) mu e^(-mu s)
        double sum = 0;
        for (int k = 0; k < 80; k++) {
            sum += integrator.integrate(1_000_000, s -> f.applyAsDouble(s) * mu * Math.exp(-mu * s),
                    k * scale, (k + 1) * scale);
        }
        return sum;
    }

    // ---- the chain truncated at N levels (arrivals at level N are lost), solved from the top level down

    /**
     * E[N] of the M/M/1 queue whose server fails at rate alpha (also while idle if {@code failWhileIdle}) and is
     * repaired at rate beta, by linear level reduction of the chain truncated at N levels: pi_n = pi_{n-1} R_n with
     * R_n = U (-(L_n + R_{n+1} D))^-1, U, L_n, D the up, local and down blocks. N doubles until E[N] changes by
     * less than 1e-13 relatively.
     */
    private static double truncatedMeanNumber(double lambda, double mu, double alpha, double beta,
                                              boolean failWhileIdle) {
        double previous = Double.NaN;
        for (int levels = 64; levels <= 1 << 20; levels *= 2) {
            double mean = truncatedMeanNumber(lambda, mu, alpha, beta, failWhileIdle, levels);
            if (Math.abs(mean - previous) < 1e-13 * mean) {
                return mean;
            }
            previous = mean;
        }
        throw new AssertionError("the truncated chain did not converge");
    }

    private static double truncatedMeanNumber(double lambda, double mu, double alpha, double beta,
                                              boolean failWhileIdle, int top) {
        // phase 0: up, 1: down; U = lambda I, D = [[mu, 0], [0, 0]]
        double[][][] r = new double[top + 1][][];
        double[][] below = null;   // R_{n+1} D
        for (int n = top; n >= 1; n--) {
            double[][] s = local(n, top, lambda, mu, alpha, beta, failWhileIdle);
            if (below != null) {
                s = add(s, below);
            }
            r[n] = scale(lambda, inverse(scale(-1, s)));
            below = new double[][] {{r[n][0][0] * mu, 0}, {r[n][1][0] * mu, 0}};
        }
        double[][] s0 = add(local(0, top, lambda, mu, alpha, beta, failWhileIdle), below);
        double[] pi = {s0[1][0], -s0[0][0]};   // x s0 = 0 for a singular 2 x 2 s0
        double total = pi[0] + pi[1];
        double mean = 0;
        for (int n = 1; n <= top; n++) {
            pi = new double[] {pi[0] * r[n][0][0] + pi[1] * r[n][1][0], pi[0] * r[n][0][1] + pi[1] * r[n][1][1]};
            total += pi[0] + pi[1];
            mean += n * (pi[0] + pi[1]);
        }
        return mean / total;
    }

    /** The rates within level n, diagonal included (arrivals, services and failures out of the state). */
    private static double[][] local(int n, int top, double lambda, double mu, double alpha, double beta,
                                    boolean failWhileIdle) {
        double arrivals = n < top ? lambda : 0;
        double service = n >= 1 ? mu : 0;
        double failure = n >= 1 || failWhileIdle ? alpha : 0;
        return new double[][] {
                {-(arrivals + service + failure), failure},
                {beta, -(arrivals + beta)}};
    }

    private static double[][] add(double[][] a, double[][] b) {
        return new double[][] {{a[0][0] + b[0][0], a[0][1] + b[0][1]}, {a[1][0] + b[1][0], a[1][1] + b[1][1]}};
    }

    private static double[][] scale(double k, double[][] a) {
        return new double[][] {{k * a[0][0], k * a[0][1]}, {k * a[1][0], k * a[1][1]}};
    }

    private static double[][] inverse(double[][] a) {
        double det = a[0][0] * a[1][1] - a[0][1] * a[1][0];
        return new double[][] {{a[1][1] / det, -a[0][1] / det}, {-a[1][0] / det, a[0][0] / det}};
    }
}
