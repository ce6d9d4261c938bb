package loadshare.node.run;

import java.io.Serializable;

/**
 * What went through the cluster while measuring.
 *
 * @param utilization fraction of CPU time busy, all CPUs of the cluster
 * @param throughput  completions per model second, cluster-wide
 * @param arrivalRate offered jobs per model second, cluster-wide (what throughput must keep up with)
 */
public record FlowFigures(double utilization, double throughput, double arrivalRate) implements Serializable {
}
