package loadshare.node.results;

/**
 * Queueing theory for the same parameters at one load.
 *
 * @param mm1ResponseTime           mean response time of N independent single-node queues (no load sharing):
 *                                  M/M/1, or M/G/1 by Pollaczek-Khinchine when service is not exponential
 * @param mmkResponseTime           mean response time of one queue served by all K CPUs of the cluster:
 *                                  M/M/K by Erlang C (Allen-Cunneen correction when not exponential)
 * @param idleWhileWaitingNoSharing P(some node idle while a job waits somewhere) for N independent queues
 */
public record AnalyticReference(double load, double mm1ResponseTime, double mmkResponseTime,
                                double idleWhileWaitingNoSharing) {
}
