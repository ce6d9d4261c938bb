/**
 * The simulated runtime: one event queue drives a {@link loadshare.node.core.NodeCore} per workstation in model
 * time, turning sends into deliveries after the network latency and services into completions, and measures the
 * run as a {@link loadshare.node.run.RunMeasurement} (the vocabulary both runtimes share, in
 * {@code loadshare.node.run}).
 */
package loadshare.node.sim;
