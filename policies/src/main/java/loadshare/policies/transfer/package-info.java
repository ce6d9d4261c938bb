/**
 * The transfer policy of the lecture notes: when a node is a sender or a receiver — one threshold T, two thresholds
 * LT &lt;= UT, the average load known (symmetric), always (a dispatcher), never (no sharing).
 */
package loadshare.policies.transfer;
