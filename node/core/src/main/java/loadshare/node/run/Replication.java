package loadshare.node.run;

import java.io.Serializable;

/**
 * One replication of an experiment, named by where it sits in the experiment's configuration: the unit of work that
 * a pool of threads or of worker JVMs ({@code run --workers}) runs, and the key its measurement is merged under.
 *
 * @param policy      the policy's number in {@code policies} (from 0)
 * @param variant     the sweep point it runs at (from 0; 0 without a sweep)
 * @param load        the load's number in {@code workload.loads} (from 0)
 * @param replication the replication, which is also its seed's number (from 0)
 */
public record Replication(int policy, int variant, int load, int replication) implements Serializable {

    public Replication {
        if (policy < 0 || variant < 0 || load < 0 || replication < 0) {
            throw new IllegalArgumentException("a replication's numbers are 0 or more: " + policy + ", " + variant
                    + ", " + load + ", " + replication);
        }
    }

    /** How a person reads it: {@code policy 2, sweep point 1, load 3, replication 5}, counted from 1. */
    public String describe() {
        return "policy " + (policy + 1) + ", sweep point " + (variant + 1) + ", load " + (load + 1) + ", replication "
                + (replication + 1);
    }
}
