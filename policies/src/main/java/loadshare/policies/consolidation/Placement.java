package loadshare.policies.consolidation;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Which host a VM goes to, among the hosts that are on and can take it (its demand within the host's capacity
 * under the upper threshold, its memory within the host's free memory). Every placement takes a batch of VMs
 * (those a consolidation pass moves) in decreasing order of demand, as Beloglazov and Buyya's power-aware best fit
 * decreasing does; they differ in the host chosen. Ties go to the lower host number. When no host that is on can
 * take a VM, the lowest-numbered host that is off is switched on.
 */
public enum Placement {
    /** The lowest-numbered host that can take the VM (first fit; decreasing with the batch's order). */
    FIRST_FIT_DECREASING,
    /** The host left with the least spare capacity after the VM: the most loaded that can take it (packs). */
    BEST_FIT,
    /**
     * The least loaded host that can take it (spreads the load, least risk of overload). On identical hosts the
     * increase of power that Beloglazov's PABFD minimises is the same on every host that is on, so it cannot
     * choose; this rule looks at the load instead.
     */
    LOAD_AWARE;

    /**
     * Its score for a host whose load (CPUs demanded) is {@code load}; lower is better, and ties go to the lower
     * host number.
     */
    double score(int host, double load) {
        return switch (this) {
            case FIRST_FIT_DECREASING -> host;
            case BEST_FIT -> -load;
            case LOAD_AWARE -> load;
        };
    }

    public String configName() {
        return name().toLowerCase().replace('_', '-');
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(Placement::configName).toList();
    }

    public static Optional<Placement> byName(String name) {
        return Arrays.stream(values()).filter(p -> p.configName().equals(name)).findFirst();
    }
}
