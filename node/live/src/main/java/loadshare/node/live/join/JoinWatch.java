package loadshare.node.live.join;

import akka.actor.Address;
import akka.actor.CoordinatedShutdown;
import akka.actor.typed.ActorSystem;
import akka.cluster.Member;
import akka.cluster.UniqueAddress;
import akka.cluster.typed.Cluster;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import loadshare.node.live.NodeSecurity;

/**
 * Gives a joining node a bounded wait: if the cluster has not let it in (it is not a member, not even joining)
 * within the join timeout, it probes its seeds ({@link SeedProbe}), says why in one line ({@link JoinDiagnosis})
 * and shuts the node's actor system down. Akka itself would retry joining forever, and a refused TLS handshake
 * only shows as warnings in the node's log. The first seed needs no watch ({@link #NONE}): Akka lets it in, into a
 * cluster another seed is a member of already, or into its own (it joins itself). A later seed that founds the
 * cluster ({@link FoundingWatch}) is in as soon as it does.
 */
public final class JoinWatch {

    /** Watches nothing: {@link #gaveUp()} never completes. */
    public static final JoinWatch NONE = new JoinWatch();

    /** How often the watch looks whether the node is in. */
    private static final Duration LOOK_EVERY = Duration.ofMillis(200);

    private final CompletableFuture<String> gaveUp = new CompletableFuture<>();

    private JoinWatch() {
    }

    /**
     * Watches {@code system}, a node joining {@code seeds} ({@code host:port}) as {@code security} says, for
     * {@code timeout}.
     */
    public static JoinWatch start(ActorSystem<?> system, List<String> seeds, NodeSecurity security, Duration timeout) {
        JoinWatch watch = new JoinWatch();
        Thread thread = new Thread(() -> watch.watch(system, seeds, security, timeout), "loadshare-join-watch");
        thread.setDaemon(true);
        thread.start();
        return watch;
    }

    /**
     * Completes with the one line saying why the node could not join, once it gave up (its actor system is then
     * shutting down); never if it joined, or its system stopped for another reason.
     */
    public CompletableFuture<String> gaveUp() {
        return gaveUp;
    }

    private void watch(ActorSystem<?> system, List<String> seeds, NodeSecurity security, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (!joinedOrGone(system) && System.nanoTime() < deadline) {
                Thread.sleep(LOOK_EVERY.toMillis());
            }
        } catch (InterruptedException e) {
            return;
        }
        if (joinedOrGone(system)) {
            return;
        }
        String self = hostPort(Cluster.get(system).selfMember().address());
        List<SeedAnswer> answers = seeds.stream().filter(seed -> !seed.equals(self))
                .map(seed -> SeedProbe.probe(seed, security)).toList();
        if (joinedOrGone(system)) {
            return;     // let in while the seeds were probed
        }
        gaveUp.complete(JoinDiagnosis.line(seeds, timeout, answers));      // first: whoever sees the system stop sees why
        CoordinatedShutdown.get(system).runAll(CoordinatedShutdown.clusterJoinUnsuccessfulReason());
    }

    /** Whether the cluster let the node in (it is a member, in any state), or its system has stopped. */
    static boolean joinedOrGone(ActorSystem<?> system) {
        if (system.getWhenTerminated().toCompletableFuture().isDone()) {
            return true;
        }
        Cluster cluster = Cluster.get(system);
        UniqueAddress self = cluster.selfMember().uniqueAddress();
        for (Member member : cluster.state().getMembers()) {
            if (member.uniqueAddress().equals(self)) {
                return true;
            }
        }
        return false;
    }

    private static String hostPort(Address address) {
        return address.getHost().orElse("") + ":" + address.getPort().orElse(0);
    }
}
