package loadshare.node.live.join;

import akka.actor.typed.ActorSystem;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Join;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Carries out {@link Founding} on a live node that is a seed but not the first: while Akka's seed-node process tries
 * to join the node through the other seeds (it joins one that is a member), this looks, every half second, whether
 * any seed before it in the list takes a connection ({@link SeedProbe#answers}); once none has for the quiet period
 * and the node is still not in, it joins the node to itself (Akka's {@link Join} to its own address, which stops the
 * seed-node process): the node founds the cluster, and the others, a late first seed too, join it. It stops looking
 * as soon as the node is in (whoever let it in) or its system has stopped.
 */
public final class FoundingWatch {

    /** Watches nothing: {@link #founded()} never completes. */
    public static final FoundingWatch NONE = new FoundingWatch();

    /** How often the watch looks at the earlier seeds. */
    private static final Duration LOOK_EVERY = Duration.ofMillis(500);

    private final CompletableFuture<String> founded = new CompletableFuture<>();

    private FoundingWatch() {
    }

    /**
     * Watches {@code system}, the node at {@code self} ({@code host:port}) joining {@code seeds}: if it is a seed but
     * not the first, it founds the cluster once the seeds before it have taken no connection for {@code quiet}, and
     * says so on {@code console}; any other node gets {@link #NONE}.
     */
    public static FoundingWatch start(ActorSystem<?> system, List<String> seeds, String self, Duration quiet,
                                      Consumer<String> console) {
        Founding founding = Founding.of(seeds, self, quiet);
        if (!founding.mayFound()) {
            return NONE;
        }
        FoundingWatch watch = new FoundingWatch();
        Thread thread = new Thread(() -> watch.watch(system, founding, console), "loadshare-founding-watch");
        thread.setDaemon(true);
        thread.start();
        return watch;
    }

    /**
     * Whether {@code self} is a seed that may found the cluster when the seeds before it are down ({@link
     * #start} watches it): in {@code seeds}, not first.
     */
    public static boolean mayFound(List<String> seeds, String self) {
        return !Founding.before(seeds, self).isEmpty();
    }

    /** Completes with the line the node said when it founded the cluster; never if another seed let it in. */
    public CompletableFuture<String> founded() {
        return founded;
    }

    private void watch(ActorSystem<?> system, Founding founding, Consumer<String> console) {
        long start = System.nanoTime();
        try {
            while (!JoinWatch.joinedOrGone(system)) {
                boolean answered = founding.before().stream().anyMatch(seed -> SeedProbe.answers(seed, SeedProbe.LOOK));
                Duration at = Duration.ofNanos(System.nanoTime() - start);
                if (founding.look(at, answered) == Founding.Decision.FOUND && !JoinWatch.joinedOrGone(system)) {
                    Cluster cluster = Cluster.get(system);
                    cluster.manager().tell(Join.create(cluster.selfMember().address()));
                    String line = "founding the cluster: no seed before this node in --seeds ("
                            + String.join(", ", founding.before()) + ") took a connection for "
                            + founding.quiet().toSeconds() + " s";
                    console.accept(line);       // before the future: who waits for it finds the line said
                    founded.complete(line);
                    return;
                }
                Thread.sleep(LOOK_EVERY.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
