package loadshare.policies.borg;

import loadshare.policies.batch.BatchJob;

/** A job waiting in the Borg-like scheduler's queue, with its priority (its class's) and its band. */
record Waiting(BatchJob job, int priority, int band) {
}
