/**
 * The simulated runtime: one event queue drives a {@link loadshare.node.core.NodeCore} per workstation in model
 * time, turning sends into deliveries after the network latency and services into completions; and the run model
 * and measurements both runtimes share ({@link loadshare.node.sim.ClusterModel}, response-time statistics, the
 * owners' figures).
 */
package loadshare.node.sim;
