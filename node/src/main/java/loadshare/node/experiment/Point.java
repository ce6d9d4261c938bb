package loadshare.node.experiment;

/**
 * Where in an experiment a result belongs: one policy at one load on the experiment's cluster.
 *
 * @param policy the policy's label
 * @param load   the offered load ρ per CPU
 * @param nodes  workstations in the cluster
 */
public record Point(String policy, double load, int nodes) {
}
