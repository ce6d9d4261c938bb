package loadshare.node.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import loadshare.config.ArrivalSettings;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import org.junit.jupiter.api.Test;

/**
 * Each arrival process against what it must be: its long-run mean rate (judged by the standard error of batch
 * means, with the error itself required small, so a wrong rate cannot pass), and what sets it apart from Poisson.
 */
class ArrivalProcessTest {

    private static final double RATE = 0.8;
    private static final int BATCHES = 400;
    private static final int PER_BATCH = 2_000;

    private static RandomGenerator stream() {
        return new RandomStreams(42).stream(3, StreamPurpose.ARRIVALS);
    }

    private static ArrivalSettings settings(ArrivalSettings.Process process) {
        return new ArrivalSettings(process, 8, 4, 36, 2.5, 50, 0.9);
    }

    /** The mean gap over BATCHES x PER_BATCH gaps, against 1 / RATE within 4 standard errors of the batch means. */
    private static void meanRateHolds(ArrivalProcess process) {
        RandomGenerator stream = stream();
        double[] means = new double[BATCHES];
        double total = 0;
        for (int b = 0; b < BATCHES; b++) {
            double sum = 0;
            for (int i = 0; i < PER_BATCH; i++) {
                sum += process.nextGap(stream);
            }
            means[b] = sum / PER_BATCH;
            total += sum;
        }
        double mean = total / (BATCHES * PER_BATCH);
        double ss = 0;
        for (double m : means) {
            ss += (m - mean) * (m - mean);
        }
        double standardError = Math.sqrt(ss / (BATCHES - 1) / BATCHES);
        assertTrue(standardError < 0.02 / RATE, "the check is sharp: standard error " + standardError);
        assertEquals(1 / RATE, mean, 4 * standardError, process.getClass().getSimpleName());
    }

    @Test
    void poisson_drawsExactlyTheExponentialGapsItAlwaysDrew() {
        ArrivalProcess poisson = ArrivalProcess.of(ArrivalSettings.POISSON, RATE);
        RandomGenerator a = stream();
        RandomGenerator b = stream();
        for (int i = 0; i < 1_000; i++) {
            assertEquals(-Math.log(1.0 - b.nextDouble()) / RATE, poisson.nextGap(a));
        }
    }

    @Test
    void everyProcess_keepsTheMeanRate() {
        for (ArrivalSettings.Process p : ArrivalSettings.Process.values()) {
            meanRateHolds(ArrivalProcess.of(settings(p), RATE));
        }
    }

    @Test
    void mmpp_ratesFollowFromTheMean_andItsGapsVaryMoreThanPoissons() {
        ArrivalSettings s = settings(ArrivalSettings.Process.MMPP);
        double calm = s.calmRate(RATE);
        assertEquals(RATE, 0.9 * calm + 0.1 * 8 * calm, 1e-12);
        RandomGenerator stream = stream();
        ArrivalProcess mmpp = ArrivalProcess.of(s, RATE);
        double sum = 0;
        double squares = 0;
        int n = 400_000;
        for (int i = 0; i < n; i++) {
            double gap = mmpp.nextGap(stream);
            sum += gap;
            squares += gap * gap;
        }
        double mean = sum / n;
        double scv = (squares / n - mean * mean) / (mean * mean);
        assertTrue(scv > 1.5, "bursts: gaps far more variable than exponential ones (SCV 1): " + scv);
    }

    @Test
    void pareto_hasThePowerLawTail() {
        ArrivalSettings s = settings(ArrivalSettings.Process.PARETO);
        double scale = (s.alpha() - 1) / (s.alpha() * RATE);
        RandomGenerator stream = stream();
        ArrivalProcess pareto = ArrivalProcess.of(s, RATE);
        int n = 400_000;
        int beyond = 0;
        double x = 4 * scale;
        for (int i = 0; i < n; i++) {
            double gap = pareto.nextGap(stream);
            assertTrue(gap >= scale);
            beyond += gap > x ? 1 : 0;
        }
        double expected = Math.pow(scale / x, s.alpha());
        assertEquals(expected, beyond / (double) n, 4 * Math.sqrt(expected * (1 - expected) / n));
    }

    @Test
    void diurnal_arrivesMoreOftenInTheRisingHalfOfEachPeriod() {
        ArrivalSettings s = settings(ArrivalSettings.Process.DIURNAL);
        RandomGenerator stream = stream();
        ArrivalProcess diurnal = ArrivalProcess.of(s, RATE);
        double t = 0;
        long first = 0;
        long second = 0;
        while (t < 2_000 * s.period()) {
            t += diurnal.nextGap(stream);
            if ((t % s.period()) < s.period() / 2) {
                first++;
            } else {
                second++;
            }
        }
        // expected counts per period: lambda P / 2 (1 +- 2 a / pi)
        double shareFirst = (1 + 2 * s.amplitude() / Math.PI) / 2;
        long n = first + second;
        assertEquals(shareFirst, first / (double) n, 4 * Math.sqrt(shareFirst * (1 - shareFirst) / n));
        assertEquals(RATE, n / t, 4 * Math.sqrt(RATE / t));
    }

    @Test
    void noRate_noArrivals() {
        for (ArrivalSettings.Process p : ArrivalSettings.Process.values()) {
            assertEquals(Double.POSITIVE_INFINITY, ArrivalProcess.of(settings(p), 0).nextGap(stream()));
        }
    }
}
