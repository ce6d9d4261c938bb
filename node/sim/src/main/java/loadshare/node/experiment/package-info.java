/**
 * Experiments: policies × loads × replications run in the simulator (in parallel, each replication from its own
 * seed), aggregated into means with Student-t confidence intervals and percentiles, beside the queueing-theory
 * references for the same parameters.
 */
package loadshare.node.experiment;
