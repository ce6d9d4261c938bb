/**
 * What host failures do to jobs, the same in both runtimes: checkpoints' cost and what they save, and each job's
 * ledger of lost work and restarts, from which a run's failure figures are made.
 */
package loadshare.node.failure;
