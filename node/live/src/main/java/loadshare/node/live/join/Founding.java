package loadshare.node.live.join;

import java.time.Duration;
import java.util.List;

/**
 * Who founds the cluster when seeds are down at start. Akka's seed-node process lets only the first seed of the list
 * found a new cluster (it joins itself when no other seed is a member); every other seed only joins a seed that is a
 * member already, so with the first seed down nobody founds. The rule added here: a seed further down the list founds
 * the cluster itself when every seed before it in the list has answered nothing for a whole quiet period. A seed that
 * answers, even once, starts the period again: while an earlier seed is up, it (or one before it) founds, and this
 * one joins. The first seed is left to Akka, and a node that is not a seed never founds.
 *
 * <p>Pure: the caller looks at the earlier seeds (do they take a connection?) and says when, in time since it began
 * looking; {@link FoundingWatch} does that for a live node.
 */
final class Founding {

    /** What to do after a look at the earlier seeds. */
    enum Decision {
        /** Go on joining as Akka does: an earlier seed answered, or has not been silent for long enough. */
        WAIT,
        /** Found the cluster now (join this node itself): every earlier seed was silent for the whole quiet period. */
        FOUND
    }

    private final List<String> before;
    private final Duration quiet;
    /** When the current silence of the earlier seeds began (the first look that found them silent), or null. */
    private Duration silentSince;

    private Founding(List<String> before, Duration quiet) {
        this.before = before;
        this.quiet = quiet;
    }

    /**
     * The rule for the node at {@code self} ({@code host:port}) of a cluster whose seeds are {@code seeds}, in the
     * order every node is given them, founding after {@code quiet} of silence.
     */
    static Founding of(List<String> seeds, String self, Duration quiet) {
        if (quiet.isNegative() || quiet.isZero()) {
            throw new IllegalArgumentException("a quiet period must be positive: " + quiet);
        }
        return new Founding(before(seeds, self), quiet);
    }

    /**
     * The seeds before {@code self} in {@code seeds}, the ones that must be silent before it founds; empty when it
     * is the first seed or not a seed at all.
     */
    static List<String> before(List<String> seeds, String self) {
        int position = seeds.indexOf(self);
        return position > 0 ? List.copyOf(seeds.subList(0, position)) : List.of();
    }

    /**
     * Whether this node may ever found the cluster by this rule: it is a seed, not the first (Akka lets the first
     * found, and no one else).
     */
    boolean mayFound() {
        return !before.isEmpty();
    }

    /** The seeds before this node in the list: the ones that must be silent (empty unless {@link #mayFound()}). */
    List<String> before() {
        return before;
    }

    /** How long the earlier seeds must be silent. */
    Duration quiet() {
        return quiet;
    }

    /**
     * One look at the earlier seeds, {@code at} after the looking began: whether any of them answered. Looks come in
     * the order of time; a node that may not found always waits.
     */
    Decision look(Duration at, boolean anyAnswered) {
        if (!mayFound() || anyAnswered) {
            silentSince = null;
            return Decision.WAIT;
        }
        if (silentSince == null) {
            silentSince = at;
        }
        return at.minus(silentSince).compareTo(quiet) >= 0 ? Decision.FOUND : Decision.WAIT;
    }
}
