/**
 * The simulated runtime of a central batch scheduler (the lecture notes' cluster scheduling: SLURM-like batch queues):
 * the scheduler, a coordinator, gets a trace's jobs at their submit times and launches them on nodes that execute
 * them, all on one discrete-event queue; what it measured (wait, bounded slowdown, utilization, queue length over
 * time) comes out as a {@link loadshare.node.run.RunMeasurement} like any run's.
 */
package loadshare.node.sim.batch;
