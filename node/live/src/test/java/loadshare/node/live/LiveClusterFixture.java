package loadshare.node.live;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.typed.Behavior;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.Join;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.live.migration.TransferSettings;
import loadshare.policies.PolicyRegistry;

/**
 * Several actor systems in this JVM (one {@link ActorTestKit} each) forming a live cluster on loopback ports
 * chosen at run time; node 0 founds it and collects the results.
 */
final class LiveClusterFixture implements AutoCloseable {

    /**
     * How long the nodes may take to form the cluster and start the run: what {@code loadshare cluster} allows its
     * nodes ({@link LocalCluster#JOIN_TIMEOUT}), as a busy machine starts actor systems and shakes hands slowly.
     */
    static final Duration FORMING = LocalCluster.JOIN_TIMEOUT;
    /**
     * A drain timeout that only a run whose jobs never complete reaches: a busy machine works off a run's backlog
     * slowly (a run at 25 ms per model second, two CPU burners beside other builds, load average 25, took 12 s to).
     */
    static final Duration UNTIL_STUCK = Duration.ofSeconds(90);

    final LiveRun run;
    final List<ActorTestKit> kits = new ArrayList<>();
    final CompletableFuture<LiveMeasurement> result = new CompletableFuture<>();
    final List<String> console = new CopyOnWriteArrayList<>();
    /** How migrating VMs' pages travel between the nodes. */
    TransferSettings transfer = TransferSettings.DEFAULT;
    /**
     * How long the collector waits, once arrivals have ended, for the jobs still in the cluster (the drain timeout):
     * a run that drains ends at once, so a longer one costs time only when jobs never complete.
     */
    Duration drain = Duration.ofSeconds(20);

    LiveClusterFixture(LiveRun run) {
        this.run = run;
    }

    /** A run of the bundled quickstart experiment on {@code nodes} nodes, with extra {@code --set} overrides. */
    static LiveRun run(int nodes, String policy, double load, double duration, double timeScale, String... sets) {
        List<String> overrides = new ArrayList<>(List.of("nodes=" + nodes, "workload.loads=[" + load + "]",
                "policies=[{name=" + policy + "}]"));
        overrides.addAll(List.of(sets));
        ExperimentSettings settings = ExperimentLoader.load("quickstart", overrides);
        return new LiveRun(settings, PolicyRegistry.standard().resolve(settings.policies().get(0)), load, duration,
                duration / 10, timeScale);
    }

    /** The same fixture with drain timeout {@code timeout}. */
    LiveClusterFixture drainingFor(Duration timeout) {
        this.drain = timeout;
        return this;
    }

    /** Starts every node; returns once they are all spawned (joining goes on in the background). */
    LiveClusterFixture start() {
        for (int i = 0; i < run.nodes(); i++) {
            List<String> seeds = i == 0 ? List.of() : List.of(hostPort(0));
            ActorTestKit kit = ActorTestKit.create(LiveNode.SYSTEM_NAME, LiveNode.config("127.0.0.1", 0, seeds, TestSecurity.tls()));
            kits.add(kit);
            Behavior<Void> guardian = LiveNode.guardian(run, i, console::add, result, drain, transfer);
            kit.spawn(guardian, "guardian");
            if (i == 0) {
                Cluster cluster = Cluster.get(kit.system());
                cluster.manager().tell(Join.create(cluster.selfMember().address()));
            }
        }
        return this;
    }

    /**
     * The longest the run's result can take once its model time {@code t} has passed: the rest of its arrivals in wall
     * time, then the drain timeout, after which the collector ends the run whatever is still out; and 30 s for the
     * record to take the end and for a node that was asked to leave to be gone.
     */
    Duration ending(double t) {
        return Duration.ofMillis((long) (Math.max(0, run.duration() - t) * run.timeScale() * 1000))
                .plus(drain).plusSeconds(30);
    }

    /**
     * A live test's limit, in seconds: long enough for any run these tests start on a busy machine (the nodes' joining,
     * {@link #FORMING}, and {@link #ending} after it), so that it stops a hung test and never a slow one.
     */
    static final long TEST_LIMIT = 300;

    /**
     * The run's result, waited for as long as it may take however busy the machine is: every node's joining, then
     * the rest of the run ({@link #ending}); a run that takes longer has hung.
     */
    LiveMeasurement awaitResult() throws Exception {
        return result.get(FORMING.plus(ending(0)).toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
    }

    /**
     * The time scale to run again at after a run at {@code scale} whose messages were {@code late} model seconds late
     * on average, beyond a test's bound {@code bound}: slower by that lateness, aiming at 0.6 of the bound, at most
     * {@code slowest}. The wall time a message is late stays about the same, so a slower model second makes it less
     * of one.
     */
    private static double slowerScale(double scale, double late, double bound, double slowest) {
        return Math.min(slowest, scale * late / (0.6 * bound));
    }

    /** A live run at a given time scale (wall seconds per model second). */
    @FunctionalInterface
    interface AtScale {
        LiveMeasurement run(double scale) throws Exception;
    }

    /** What a test says of one try, beside its time scale and lateness. */
    @FunctionalInterface
    interface Described {
        String of(double scale, LiveMeasurement m);
    }

    /** The try whose verdict a test takes: its measurement, its time scale, and every try said in one line. */
    record Timed(LiveMeasurement measurement, double scale, String tries) {

        /** Whether the run's messages were late by more than {@code bound} model seconds on average. */
        boolean late(double bound) {
            return measurement.meanLateness() > bound;
        }
    }

    /**
     * Runs at time scale {@code first}, and again slower ({@link #slowerScale}) while the run's messages were late by
     * more than {@code bound} model seconds on average, up to {@code slowest}: the verdict is taken on a run that was
     * not late, or on the slowest one. Each try is printed as it ends.
     */
    static Timed onTime(double first, double bound, double slowest, AtScale run, Described described)
            throws Exception {
        List<String> tries = new ArrayList<>();
        double scale = first;
        while (true) {
            LiveMeasurement m = run.run(scale);
            double late = m.meanLateness();
            tries.add(String.format("%.0f ms per model s: %s, lateness %.4f model s", 1000 * scale,
                    described.of(scale, m), Double.isNaN(late) ? 0 : late));
            System.out.println(tries.get(tries.size() - 1));
            Timed timed = new Timed(m, scale, String.join("; ", tries));
            if (!timed.late(bound) || scale >= slowest) {
                return timed;
            }
            scale = slowerScale(scale, late, bound, slowest);
        }
    }

    /** Waits until the collector's status line shows model time {@code t} passed; false on timeout. */
    static boolean awaitModelTime(List<String> console, double t, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            for (String line : console) {
                var m = STATUS_TIME.matcher(line);
                if (m.lookingAt() && Double.parseDouble(m.group(1)) >= t) {
                    return true;
                }
            }
            Thread.sleep(20);
        }
        return false;
    }

    private static final java.util.regex.Pattern STATUS_TIME = java.util.regex.Pattern.compile("t=\\s*([0-9.]+)");

    String hostPort(int node) {
        var address = Cluster.get(kits.get(node).system()).selfMember().address();
        return address.getHost().orElseThrow() + ":" + address.getPort().orElseThrow();
    }

    /** Stops every node at once (each leaves the cluster, which takes a few seconds). */
    @Override
    public void close() {
        StopNode.stopAll(kits);
    }
}
