package loadshare.node.workload;

import java.util.random.RandomGenerator;
import loadshare.config.ArrivalSettings;

/**
 * One node's arrival process: the gaps between its arrivals, drawn one after the other from the node's arrival
 * stream, from model time 0 on. Whatever the process, its long-run mean rate is the node's {@code rate}. Stateful (a
 * burst under way, the time of day): one instance per node, its gaps drawn in order.
 */
public abstract sealed class ArrivalProcess {

    /** Model seconds from the previous arrival (or from time 0) to the next. */
    public abstract double nextGap(RandomGenerator stream);

    /** The process {@code settings} describe, at long-run mean rate {@code rate} jobs per model second. */
    public static ArrivalProcess of(ArrivalSettings settings, double rate) {
        if (!(rate > 0)) {
            return new Poisson(rate);       // no arrivals: every gap infinite
        }
        return switch (settings.process()) {
            case POISSON -> new Poisson(rate);
            case MMPP -> new Mmpp(settings.calmRate(rate), settings.burstRatio() * settings.calmRate(rate),
                    1 / settings.calmSojourn(), 1 / settings.burstSojourn());
            case PARETO -> new Pareto(settings.alpha(), rate);
            case DIURNAL -> new Diurnal(rate, settings.amplitude(), settings.period());
        };
    }

    /** An exponential draw of rate {@code rate}. */
    static double exponential(RandomGenerator stream, double rate) {
        return exponential(stream.nextDouble(), rate);
    }

    /** The exponential draw of rate {@code rate} that the uniform draw {@code u} in [0, 1) gives. */
    static double exponential(double u, double rate) {
        return -Math.log(1.0 - u) / rate;
    }

    /** Exponential gaps. */
    static final class Poisson extends ArrivalProcess {
        private final double rate;

        Poisson(double rate) {
            this.rate = rate;
        }

        @Override
        public double nextGap(RandomGenerator stream) {
            return exponential(stream, rate);
        }
    }

    /**
     * A two-state Markov-modulated Poisson process: arrivals at {@code calmRate} or {@code burstRate} while the state
     * lasts (exponential sojourns, left at {@code leaveCalm} and {@code leaveBurst} per model second). It starts in
     * its long-run state distribution (the first draw picks the state), so it is stationary from time 0.
     */
    static final class Mmpp extends ArrivalProcess {
        private final double[] rates;
        private final double[] leave;
        private int state = -1;
        /** Model seconds left in the current state. */
        private double left;

        Mmpp(double calmRate, double burstRate, double leaveCalm, double leaveBurst) {
            this.rates = new double[] {calmRate, burstRate};
            this.leave = new double[] {leaveCalm, leaveBurst};
        }

        @Override
        public double nextGap(RandomGenerator stream) {
            if (state < 0) {
                double burstShare = leave[0] / (leave[0] + leave[1]);
                state = stream.nextDouble() < burstShare ? 1 : 0;
                left = exponential(stream, leave[state]);
            }
            double gap = 0;
            while (true) {
                double next = exponential(stream, rates[state]);
                if (next < left) {
                    left -= next;
                    return gap + next;
                }
                gap += left;
                state = 1 - state;
                left = exponential(stream, leave[state]);
            }
        }
    }

    /** Pareto gaps of shape {@code alpha} > 1, scaled so that their mean is 1 / {@code rate}. */
    static final class Pareto extends ArrivalProcess {
        private final double inverseAlpha;
        private final double scale;

        Pareto(double alpha, double rate) {
            this.inverseAlpha = 1 / alpha;
            this.scale = (alpha - 1) / (alpha * rate);
        }

        @Override
        public double nextGap(RandomGenerator stream) {
            return scale / Math.pow(1.0 - stream.nextDouble(), inverseAlpha);
        }
    }

    /**
     * A Poisson process of rate {@code rate (1 + amplitude sin(2 pi t / period))}, drawn by thinning: candidates at
     * the peak rate, each kept with the rate at its time over the peak.
     */
    static final class Diurnal extends ArrivalProcess {
        private final double rate;
        private final double amplitude;
        private final double period;
        private double now;

        Diurnal(double rate, double amplitude, double period) {
            this.rate = rate;
            this.amplitude = amplitude;
            this.period = period;
        }

        @Override
        public double nextGap(RandomGenerator stream) {
            double peak = rate * (1 + amplitude);
            double from = now;
            do {
                now += exponential(stream, peak);
            } while (stream.nextDouble() * peak > rate * (1 + amplitude * Math.sin(2 * Math.PI * now / period)));
            return now - from;
        }
    }
}
