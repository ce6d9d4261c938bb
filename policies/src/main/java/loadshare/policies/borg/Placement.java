package loadshare.policies.borg;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * How a job's parts are placed on machines: a score per candidate machine, lowest wins (ties: the lower machine
 * index). A candidate is a machine that can hold at least one more of the job's processors with its memory; its
 * part takes as many of the processors still to place as it can hold. {@code left} is the share of the machine's
 * CPUs plus the share of its memory that would be free after the part; {@code alignment} is Tetris's alignment of
 * the part's demand with what the machine has free before it: the dot product of the part's (CPUs, memory) and the
 * machine's free (CPUs, memory), each as a share of the machine's capacity.
 */
public enum Placement {
    /** Best fit: the machine left with the least free after the part (concentrates the load, packs tightly). */
    BEST_FIT,
    /** Worst fit: the machine left with the most free (spreads the load). */
    WORST_FIT,
    /** First fit: the lowest-numbered machine that can hold a part. */
    FIRST_FIT,
    /** Random: any machine that can hold a part, uniformly, from the run's random stream. */
    RANDOM,
    /**
     * Tetris (Grandl et al., SIGCOMM 2014): the machine whose free resources are best aligned with the part's demand
     * (the highest dot product), so a CPU-heavy part goes where CPUs are free and a memory-heavy one where memory is.
     */
    TETRIS;

    /**
     * Its score on machine {@code node} that would have {@code left} free after the part and whose free resources
     * have {@code alignment} with the part's demand; lower is better.
     */
    public double score(int node, double left, double alignment) {
        return switch (this) {
            case BEST_FIT -> left;
            case WORST_FIT -> -left;
            case FIRST_FIT, RANDOM -> node;
            case TETRIS -> -alignment;
        };
    }

    public String configName() {
        return name().toLowerCase().replace('_', '-');
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(Placement::configName).toList();
    }

    public static Optional<Placement> byName(String name) {
        return Arrays.stream(values()).filter(v -> v.configName().equals(name)).findFirst();
    }
}
