/**
 * The vocabulary of one run, shared by both runtimes: how a run is set up from an experiment
 * ({@link loadshare.node.run.RunSetup}, the {@link loadshare.node.run.ClusterModel}, a central scheduler's
 * {@link loadshare.node.run.BatchRuns}, the experiment's dispatchers and trace replays) and what it measured
 * ({@link loadshare.node.run.RunMeasurement}: response times, flow, sharing, the owners', a parallel application's,
 * a trace replay's and a central scheduler's figures, and a live run's job accounting), and how late a live run's
 * messages were by the time they were sent ({@link loadshare.node.run.DelayTimeline}), which its simulated twin
 * meets again ({@link loadshare.node.run.TwinLateness}, {@link loadshare.node.run.TwinDeliveries}). The simulator and the live cluster both produce these;
 * neither knows the other.
 */
package loadshare.node.run;
