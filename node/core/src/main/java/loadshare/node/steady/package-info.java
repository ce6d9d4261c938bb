/**
 * Whether a run measured a steady state, judged from the run itself: its effective load — the CPU work a job
 * brings, costs of load sharing included, against the cluster's capacity ({@link loadshare.node.steady.EffectiveLoad});
 * the verdict and why ({@link loadshare.node.steady.Stability}); and where
 * its initial transient ends (MSER-5, {@link loadshare.node.steady.Mser}). Pure arithmetic on what a runtime
 * measured.
 */
package loadshare.node.steady;
