/**
 * Real workloads: a small streaming reader of job traces in the Standard Workload Format (SWF, the Parallel
 * Workloads Archive's 18 whitespace-separated fields a job, {@code ;} header comments) and in CSV
 * ({@code submit,node,demand} with optional {@code user}, {@code processors}, {@code memory} columns), and the
 * compact trace a run replays: per used job only its submit time, demand, user and (CSV) node, in submit-time order.
 * Jobs that cannot be used are counted by reason. A malformed line is one error naming file, line and field.
 */
package loadshare.config.trace;
