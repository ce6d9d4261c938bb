/**
 * The vocabulary of one run, shared by both runtimes: how a run is set up from an experiment
 * ({@link loadshare.node.run.RunSetup}, the {@link loadshare.node.run.ClusterModel}, a central scheduler's
 * {@link loadshare.node.run.BatchRuns}, the experiment's dispatchers and trace replays) and what it measured
 * ({@link loadshare.node.run.RunMeasurement}: response times, flow, sharing, the owners', a parallel application's,
 * a trace replay's and a central scheduler's figures, and a live run's job accounting). The simulator and the live
 * cluster both produce these; neither knows the other.
 */
package loadshare.node.run;
