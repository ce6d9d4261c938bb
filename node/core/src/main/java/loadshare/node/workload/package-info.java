/**
 * Where jobs come from: each node's Poisson arrivals and service demands drawn from the run's streams (the same
 * jobs for every policy), a real job trace replayed at its own or a scaled pace ({@link
 * loadshare.node.workload.TraceReplay}), and the parallel application a volunteer-computing coordinator hands out.
 */
package loadshare.node.workload;
