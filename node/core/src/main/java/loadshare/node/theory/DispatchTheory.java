package loadshare.node.theory;

/**
 * What queueing theory says of a dispatcher in front of N alike single-CPU nodes with exponential service (rate
 * mu) and Poisson arrivals at the dispatcher (rate N lambda), when nodes do not share and nothing is lost on the
 * way: {@code random} splits a Poisson stream into N independent Poisson streams, N M/M/1 queues;
 * {@code round-robin} sends every N-th job to a node, whose interarrival times are then Erlang-N with rate lambda:
 * an E_N/M/1 queue, a GI/M/1 queue whose mean response is 1 / (mu (1 - sigma)), sigma the root in (0, 1) of
 * sigma = A*(mu (1 - sigma)) with A*(s) = (N lambda / (N lambda + s))^N the interarrival time's Laplace transform.
 */
public final class DispatchTheory {

    private static final double TOLERANCE = 1e-15;
    private static final int MOST_ITERATIONS = 100_000_000;

    private DispatchTheory() {
    }

    /** Mean response time at a node of a random dispatcher: M/M/1 at the per-node rate {@code lambda}. */
    public static double randomResponseTime(double lambda, double mu) {
        checkStable(lambda, mu);
        return 1 / (mu - lambda);
    }

    /** Mean response time of a round-robin dispatcher's nodes: E_N/M/1 at the per-node rate {@code lambda}. */
    public static double roundRobinResponseTime(int n, double lambda, double mu) {
        return 1 / (mu * (1 - erlangSigma(n, lambda, mu)));
    }

    /**
     * The root sigma in (0, 1) of sigma = (N lambda / (N lambda + mu (1 - sigma)))^N: the probability that an arrival
     * finds the E_N/M/1 server busy (for N = 1 it is rho, the M/M/1 case). Iterates sigma = A*(mu (1 - sigma)) from
     * 0, which increases to the smallest root, the one below 1 when lambda < mu.
     */
    public static double erlangSigma(int n, double lambda, double mu) {
        if (n < 1) {
            throw new IllegalArgumentException("N must be >= 1: " + n);
        }
        checkStable(lambda, mu);
        double rate = n * lambda;
        double sigma = 0;
        for (int i = 0; i < MOST_ITERATIONS; i++) {
            double next = Math.pow(rate / (rate + mu * (1 - sigma)), n);
            if (Math.abs(next - sigma) < TOLERANCE) {
                return next;
            }
            sigma = next;
        }
        return sigma;
    }

    private static void checkStable(double lambda, double mu) {
        if (!(lambda > 0 && mu > 0 && lambda < mu)) {
            throw new IllegalArgumentException("needs 0 < lambda < mu: lambda " + lambda + ", mu " + mu);
        }
    }
}
