/**
 * Per-job logs ({@code run.job-log}): what happened to each measured job, one CSV row per job, the same columns in
 * both runtimes. {@link JobTrails} follows the jobs in the system (started where, moved, restarted) and forgets each
 * one when it ends; {@link JobLogCsv} writes the rows as they come, so a log of millions of jobs is never held in
 * memory.
 */
package loadshare.node.joblog;
