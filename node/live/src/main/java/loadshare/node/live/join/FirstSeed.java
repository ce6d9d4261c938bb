package loadshare.node.live.join;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The seeds the first seed (node 0) gives Akka: itself, and the other seeds that take a connection as it starts.
 *
 * <p>Akka's first seed founds a new cluster when every other seed says it is in none, or when one of them has not
 * answered within {@code seed-node-timeout}. A seed that is down never answers, so with one in the list every start of
 * node 0 ran into that timeout; and a node 0 started late, once the others had formed the cluster, founded a second
 * cluster whenever its handshakes with them took longer than the timeout (on a machine at load 28, a fresh JVM's
 * did). Left out of the list, a seed that is down costs nothing; every seed listed is up, so its answer is only ever
 * late, and the timeout can be long ({@code LiveNode.FIRST_SEED_TIMEOUT}). A seed that comes up later joins node 0's
 * cluster as Akka lets any seed do. Nothing changes for the other nodes: they ask every seed.
 */
public final class FirstSeed {

    private FirstSeed() {
    }

    /**
     * The seeds for the node at {@code self} ({@code host:port}): {@code seeds} if it is not the first of several,
     * else itself and the others that take a connection now, in their order; each seed left out is said to
     * {@code said}.
     */
    public static List<String> listening(List<String> seeds, String self, Consumer<String> said) {
        return listening(seeds, self, seed -> SeedProbe.answers(seed, SeedProbe.LOOK), said);
    }

    /** As {@link #listening(List, String, Consumer)}, with {@code up} saying whether a seed takes a connection. */
    static List<String> listening(List<String> seeds, String self, Predicate<String> up, Consumer<String> said) {
        if (seeds.size() < 2 || !seeds.get(0).equals(self)) {
            return seeds;
        }
        List<String> listed = new ArrayList<>(List.of(self));
        for (String seed : seeds.subList(1, seeds.size())) {
            if (up.test(seed)) {
                listed.add(seed);
            } else {
                said.accept("seed " + seed + " takes no connection: node 0 does not wait for its answer (it joins "
                        + "node 0's cluster when it comes)");
            }
        }
        return List.copyOf(listed);
    }
}
