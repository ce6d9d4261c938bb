/**
 * Queueing theory to check against: M/M/1, M/M/c (Erlang C), and the probability that some workstation idles
 * while a job waits at another — the room load sharing has to work with; and a server that fails and is repaired
 * (breakdowns, restarts, checkpoint intervals) — what the failure model's runs are checked against.
 */
package loadshare.node.theory;
