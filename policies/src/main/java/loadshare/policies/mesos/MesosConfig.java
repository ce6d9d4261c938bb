package loadshare.policies.mesos;

import java.util.Map;

/**
 * The Mesos-like master's settings.
 *
 * @param drf           offers by lowest weighted dominant share (DRF); false: in turn (round robin)
 * @param weights       frameworks' weights by job-class name; a class not named weighs 1
 * @param refuseSeconds how long a framework that declined an agent is not offered it again (while nothing is freed
 *                      there and it has no new tasks)
 * @param tasksPerOffer the most tasks a framework launches from one offer
 */
public record MesosConfig(boolean drf, Map<String, Double> weights, double refuseSeconds, int tasksPerOffer) {

    public MesosConfig {
        weights = Map.copyOf(weights);
    }

    /** The weight of the framework of job class {@code name}. */
    public double weight(String name) {
        return weights.getOrDefault(name, 1.0);
    }
}
