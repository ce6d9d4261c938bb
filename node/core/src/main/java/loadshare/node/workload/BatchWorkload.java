package loadshare.node.workload;

import loadshare.policies.batch.BatchJob;

/**
 * The jobs a central scheduler gets, in submit order, the source of truth for both runtimes: a replayed trace's
 * ({@link TraceBatchWorkload}) or synthetic job classes'.
 */
public interface BatchWorkload {

    /** How many jobs. */
    int jobs();

    /** Job {@code i}'s submit time, model seconds (non-decreasing in i). */
    double submit(int i);

    /** Job {@code i}, as it is submitted. */
    BatchJob job(int i);

    /** The mean run time of the jobs (scales the response-time histogram). */
    double meanRunTime();
}
