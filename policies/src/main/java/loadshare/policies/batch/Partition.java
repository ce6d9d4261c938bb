package loadshare.policies.batch;

/**
 * A SLURM partition: a named set of consecutive nodes with its own queue, a time limit (a job may not request
 * more), a size limit (processors), and a priority (the multifactor's partition factor).
 *
 * @param first     its first node
 * @param nodes     how many nodes, from {@code first}
 * @param maxTime   the longest requested time it takes, model seconds (infinite: no limit)
 * @param maxSize   the most processors a job may request in it
 * @param isDefault jobs that name no partition go here
 */
public record Partition(String name, int first, int nodes, double maxTime, int maxSize, int priority,
                        boolean isDefault) {
}
