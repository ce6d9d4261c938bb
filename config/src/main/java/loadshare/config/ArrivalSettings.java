package loadshare.config;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How jobs arrive at each node ({@code workload.arrivals}); whatever the process, its long-run mean rate is the one
 * the load gives (lambda = load * cpus * speed / mean demand).
 *
 * @param process      the process
 * @param burstRatio   mmpp: the rate in the burst state over the rate in the calm state, >= 1
 * @param burstSojourn mmpp: mean model seconds a burst lasts
 * @param calmSojourn  mmpp: mean model seconds between bursts
 * @param alpha        pareto: the interarrival times' shape, > 1 (a finite mean; a finite variance needs > 2)
 * @param period       diurnal: model seconds of one period of the rate profile
 * @param amplitude    diurnal: the rate's relative swing in [0, 1]: rate(t) = lambda (1 + amplitude sin(2 pi t / period))
 */
public record ArrivalSettings(Process process, double burstRatio, double burstSojourn, double calmSojourn,
                              double alpha, double period, double amplitude) implements Serializable {

    /** Poisson arrivals (reference.conf's other parameters, unused). */
    public static final ArrivalSettings POISSON = new ArrivalSettings(Process.POISSON, 10, 10, 90, 2.5, 86_400, 0.5);

    public enum Process {
        /** Exponential interarrival times. */
        POISSON,
        /** A two-state Markov-modulated Poisson process: calm and burst, exponential sojourns. */
        MMPP,
        /** Pareto interarrival times (with a scale, no shift): heavy-tailed, with a finite mean. */
        PARETO,
        /** A Poisson process whose rate follows a sine of the given period. */
        DIURNAL;

        public String configName() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<Process> byName(String name) {
            return Arrays.stream(values()).filter(p -> p.configName().equals(name)).findFirst();
        }

        public static List<String> names() {
            return Arrays.stream(values()).map(Process::configName).toList();
        }
    }

    public boolean poisson() {
        return process == Process.POISSON;
    }

    /** mmpp: the long-run share of time in the burst state. */
    public double burstShare() {
        return burstSojourn / (burstSojourn + calmSojourn);
    }

    /** mmpp: the calm state's rate for a long-run mean rate {@code rate}. */
    public double calmRate(double rate) {
        double share = burstShare();
        return rate / (1 - share + burstRatio * share);
    }

    /** A short description, e.g. {@code mmpp (bursts 10x, 10 s every 100 s)}. */
    public String describe() {
        return switch (process) {
            case POISSON -> "poisson";
            case MMPP -> String.format(Locale.ROOT, "mmpp (bursts %sx the calm rate, %s s long, %s s calm between)",
                    n(burstRatio), n(burstSojourn), n(calmSojourn));
            case PARETO -> String.format(Locale.ROOT, "pareto (interarrival shape %s)", n(alpha));
            case DIURNAL -> String.format(Locale.ROOT, "diurnal (rate swings +-%s%% over %s s)",
                    n(amplitude * 100), n(period));
        };
    }

    private static String n(double x) {
        return new BigDecimal(Double.toString(x)).stripTrailingZeros().toPlainString();
    }
}
