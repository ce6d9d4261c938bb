package loadshare.node.theory;

/**
 * Closed forms for the reference curves: a multi-server queue with Poisson arrivals (Erlang C, exact for
 * exponential service; for other service distributions the Pollaczek-Khinchine mean for one server and
 * the Allen-Cunneen approximation for several), and the lecture notes' probability that some workstation is idle
 * while a job waits at another: exact for M/M/c nodes and, from the service distribution's Laplace transform,
 * for M/G/1 nodes (derivation in docs/theory.md).
 */
public final class QueueingTheory {

    private QueueingTheory() {
    }

    /**
     * Erlang C: the probability that an arrival must wait in an M/M/c queue with per-server utilization
     * {@code rho} (offered load a = c * rho). Computed through the Erlang B recursion, stable for large c.
     */
    public static double erlangC(int c, double rho) {
        checkLoad(rho);
        double a = c * rho;
        double b = 1.0;
        for (int k = 1; k <= c; k++) {
            b = a * b / (k + a * b);
        }
        return b / (1 - rho * (1 - b));
    }

    /**
     * Mean response time of a c-server FCFS queue with Poisson arrivals, per-server utilization {@code rho},
     * mean service time {@code s} and squared coefficient of variation {@code scv} of the service time:
     * W = s + ErlangC(c, rho) * s / (c (1 - rho)) * (1 + scv) / 2. Exact for M/M/c (scv = 1) and for M/G/1
     * (Pollaczek-Khinchine); the Allen-Cunneen approximation otherwise.
     */
    public static double responseTime(int c, double rho, double s, double scv) {
        double wait = erlangC(c, rho) * s / (c * (1 - rho));
        return s + wait * (1 + scv) / 2;
    }

    /**
     * Mean response time of an M/G/1 processor-sharing queue (the limit of round robin as the quantum goes to 0
     * with free context switches): s / (1 - rho), whatever the service distribution beyond its mean {@code s}.
     */
    public static double processorSharing(double rho, double s) {
        checkLoad(rho);
        return s / (1 - rho);
    }

    /**
     * P(at least one of {@code n} independent M/M/c nodes has an idle CPU while at least one has a job
     * waiting), each node at per-server utilization {@code rho}. For c = 1 this is the lecture notes'
     * 1 - rho^n - (1 - rho^2)^n + (rho (1 - rho))^n.
     */
    public static double idleWhileWaiting(int n, int c, double rho) {
        double pWaitOrFull = erlangC(c, rho);          // P(all c CPUs busy)
        double pIdle = 1 - pWaitOrFull;                 // P(some CPU idle)
        double pWaiting = rho * pWaitOrFull;            // P(more jobs than CPUs)
        double pFull = pWaitOrFull - pWaiting;          // P(exactly c jobs)
        return idleWhileWaiting(n, pIdle, 1 - pWaiting, pFull);
    }

    /**
     * P(an M/G/1 queue at utilization {@code rho} holds exactly one job), time-averaged:
     * (1 - rho) (1 - a0) / a0, where {@code a0} = P(no arrival during one service) = B*(lambda), the service
     * time's Laplace-Stieltjes transform at the arrival rate. From the embedded chain at departures
     * (pi_0 = 1 - rho, pi_0 = a0 (pi_0 + pi_1)), equal to the time average by level crossing and PASTA.
     */
    public static double mg1ExactlyOne(double rho, double a0) {
        checkLoad(rho);
        if (!(a0 > 0 && a0 <= 1)) {
            throw new IllegalArgumentException("P(no arrival during a service) must be in (0, 1]: " + a0);
        }
        return (1 - rho) * (1 - a0) / a0;
    }

    /**
     * P(at least one of {@code n} independent M/G/1 nodes is idle while at least one has a job waiting), each
     * at utilization {@code rho} with P(no arrival during one service) = {@code a0}:
     * 1 - (1 - p0)^n - (p0 + p1)^n + p1^n with p0 = 1 - rho and p1 = {@link #mg1ExactlyOne}. For exponential
     * service (a0 = 1 / (1 + rho)) it is the lecture notes' formula.
     */
    public static double idleWhileWaitingMG1(int n, double rho, double a0) {
        double p0 = 1 - rho;
        double p1 = mg1ExactlyOne(rho, a0);
        return idleWhileWaiting(n, p0, p0 + p1, p1);
    }

    /** Inclusion-exclusion over n independent nodes: 1 - P(none idle) - P(none waiting) + P(neither). */
    private static double idleWhileWaiting(int n, double pIdle, double pNotWaiting, double pNeither) {
        return 1 - Math.pow(1 - pIdle, n) - Math.pow(pNotWaiting, n) + Math.pow(pNeither, n);
    }

    private static void checkLoad(double rho) {
        if (!(rho > 0 && rho < 1)) {
            throw new IllegalArgumentException("utilization must be in (0, 1): " + rho);
        }
    }
}
