/**
 * Results: a run's measurements as rows ({@link loadshare.node.results.ReplicationResult}), aggregated over
 * replications into points with Student-t confidence intervals ({@link loadshare.node.results.Aggregation},
 * {@link loadshare.node.results.PointSummary}), beside the queueing-theory references for the same parameters
 * ({@link loadshare.node.results.References}); an experiment's whole {@link loadshare.node.results.ExperimentResult}
 * is what every report reads, from the simulator or from the live cluster alike.
 */
package loadshare.node.results;
