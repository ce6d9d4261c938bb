package loadshare.node.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import loadshare.config.FailureSettings;
import loadshare.config.SettingsException;
import loadshare.hardware.failure.FailureSchedule;
import loadshare.hardware.random.RandomStreams;

/**
 * A run's failure schedule replayed on a {@link LocalCluster} for real: at each model time the schedule says a host
 * fails, its node's JVM is killed (SIGKILL: it says nothing, its jobs' work is gone); at the repair, a new JVM is
 * started for the node, which rejoins the run as its next incarnation ({@code node --rejoin}): started {@link #LEAD}
 * ahead and held until the repair ({@link LocalCluster#standBy}), so that a JVM's start does not lengthen the
 * outage. The schedule is the simulator's own ({@link FailureSchedule}, from the run's seed): the same failures a
 * simulated run of the same experiment meets.
 *
 * <p>The model time of each kill goes into the node's journal ({@link LocalCluster#killedAt}): its next incarnation
 * counts the work lost with it from the attempts the journal says were running then ({@link LostWork}). The journal
 * also says how far the node had got in model time when it died ({@link HomeJournal.Progress}): its lag at the kill.
 * The survivors say when they found it gone ({@link ChildConsole.Gone}): how long after the kill they learnt of it,
 * in model time (what the simulator's {@code probe-timeout} stands for; the failure log gives it to the twin per
 * outage).
 *
 * <p>It measures what really happened ({@link #outages}): a host is down from the moment its JVM was killed until
 * its next incarnation began in the run (model time), which is later than the planned repair by the time the held
 * incarnation takes to be let into the cluster (or a JVM to start, where none was held). Those outages, written as a
 * failure log, make the run's simulated twin.
 */
public final class FailureReplay implements AutoCloseable {

    /**
     * One outage as it happened: host {@code host} down at {@code downAt}, back at {@code upAt} (NaN: not back).
     *
     * @param lagAtKill     how far behind the kill's time the node was when it died ({@link HomeJournal.Progress#lagAt}:
     *                      model seconds, negative if ahead; NaN if its journal did not say)
     * @param detectedAfter for each node up at the kill that found this one gone, how long after the kill it did
     *                      (model seconds by its clock), in the order they said it
     */
    public record Outage(int host, double downAt, double upAt, double lagAtKill, Map<Integer, Double> detectedAfter) {

        /** The survivors' mean delay in learning of this death (model seconds); NaN if none said it. */
        public double detectionDelay() {
            return detectedAfter.values().stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        }

        /** This outage, its host back at {@code at} (never before it went down). */
        Outage backAt(double at) {
            return new Outage(host, downAt, Math.max(downAt, at), lagAtKill, detectedAfter);
        }

        /** This outage, node {@code node} having learnt of it {@code after} model seconds after the kill. */
        Outage detectedBy(int node, double after) {
            Map<Integer, Double> detected = new LinkedHashMap<>(detectedAfter);
            detected.put(node, after);
            return new Outage(host, downAt, upAt, lagAtKill, Collections.unmodifiableMap(detected));
        }
    }

    private final List<FailureSchedule.Transition> plan;
    private LocalCluster cluster;
    private final double timeScale;
    private final Consumer<String> console;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "loadshare-failure-replay");
        t.setDaemon(true);
        return t;
    });
    private final List<Outage> outages = new ArrayList<>();
    /** Per host, the outage going on (killed, its next incarnation not begun yet), or -1. */
    private final int[] open;
    /** Per host, its latest outage, or -1. */
    private final int[] latest;
    /** Per node, the model time its running incarnation began (NaN: not begun yet). */
    private final double[] upSince;
    private long epochNanos = -1;
    private boolean closed;

    /**
     * How long before its repair a failed node's next incarnation is started, held until the repair
     * ({@link LocalCluster#standBy}): a JVM took 3 to 20 s to start and be let in during {@code mvn verify}, and over a
     * minute beside a second build (load average 30 to 48), by which time a run of a few minutes was nearly over.
     */
    static final Duration LEAD = Duration.ofSeconds(60);

    FailureReplay(List<FailureSchedule.Transition> plan, double timeScale, Consumer<String> console,
                  int nodes) {
        this.plan = plan;
        this.timeScale = timeScale;
        this.console = console;
        this.open = new int[nodes];
        Arrays.fill(open, -1);
        this.latest = new int[nodes];
        Arrays.fill(latest, -1);
        this.upSince = new double[nodes];
        Arrays.fill(upSince, Double.NaN);
    }

    /**
     * The transitions of {@code failures} that a live run of {@code nodes} nodes and {@code duration} model seconds
     * of arrivals replays: every failure before the arrivals end, and the repair of each host down then. A schedule
     * that would leave fewer than a majority of the nodes up at once is refused in one line: the cluster's resolver
     * (keep-majority) would down the survivors with the failed, and the run would be lost.
     */
    public static List<FailureSchedule.Transition> plan(FailureSettings failures, int nodes, long seed,
                                                        double duration) {
        FailureSchedule schedule = new FailureSchedule(failures, nodes, new RandomStreams(seed));
        List<FailureSchedule.Transition> plan = new ArrayList<>();
        boolean[] down = new boolean[nodes];
        int downNow = 0;
        for (FailureSchedule.Transition t = schedule.next(); t != null; t = schedule.next()) {
            if (t.down() && t.time() >= duration) {
                if (downNow == 0) {
                    break;
                }
                continue;           // no new failure after the arrivals end; the repairs still due come
            }
            if (!t.down() && !down[t.host()]) {
                continue;
            }
            down[t.host()] = t.down();
            downNow += t.down() ? 1 : -1;
            if (downNow > (nodes - 1) / 2) {
                throw new SettingsException(String.format(Locale.ROOT, "loadshare.experiment.failures: at model time "
                        + "%.1f, %d of the %d nodes would be down at once (seed %d): the live cluster needs a majority "
                        + "up (its split-brain resolver keeps the majority and downs the rest); make failures rarer, "
                        + "repairs shorter or the cluster larger", t.time(), downNow, nodes, seed));
            }
            plan.add(t);
            if (downNow == 0 && t.time() >= duration) {
                break;
            }
        }
        return List.copyOf(plan);
    }

    /** Will replay {@code plan} on {@code run}'s cluster ({@link #attach}), from when the run begins ({@link #begun}). */
    public FailureReplay(List<FailureSchedule.Transition> plan, LiveRun run, Consumer<String> console) {
        this(plan, run.timeScale(), console, run.nodes());
    }

    /**
     * The cluster whose nodes fail: started with {@link #begun} as the hearer of its nodes' beginnings. The incarnations
     * of the repairs due within {@link #LEAD} of the run's start are started now, with the cluster: the run begins
     * only once every node has joined, which a busy machine makes as slow as a JVM's start.
     */
    public synchronized void attach(LocalCluster cluster) {
        this.cluster = cluster;
        for (FailureSchedule.Transition t : plan) {
            if (!t.down() && t.time() * timeScale * 1e9 <= LEAD.toNanos()) {
                standBy(t.host());
            }
        }
    }

    /** The failures and repairs this replay makes happen. */
    public List<FailureSchedule.Transition> plan() {
        return plan;
    }

    /** What node {@code node} said to its launcher: it began ({@link #begun}), or found a node gone ({@link #gone}). */
    public void heard(int node, ChildConsole.Line line) {
        if (line instanceof ChildConsole.Begun b) {
            begun(node, b);
        } else if (line instanceof ChildConsole.Gone g) {
            gone(node, g);
        }
    }

    /**
     * Node {@code node}'s incarnation began at model time {@code begun.at()} of the run whose clock started at
     * {@code begun.epochNanos()}: the first to begin starts the replay; a restarted one ends its host's outage.
     */
    public synchronized void begun(int node, ChildConsole.Begun begun) {
        if (epochNanos < 0) {
            epochNanos = begun.epochNanos();
            for (FailureSchedule.Transition t : plan) {
                long delay = wallNanosAt(t.time()) - LiveClock.wallNanos();
                timer.schedule(() -> apply(t), Math.max(0, delay), TimeUnit.NANOSECONDS);
                if (!t.down()) {
                    timer.schedule(() -> standBy(t.host()), Math.max(0, delay - LEAD.toNanos()),
                            TimeUnit.NANOSECONDS);
                }
            }
        }
        upSince[node] = begun.at();
        if (open[node] >= 0) {
            Outage o = outages.get(open[node]);
            outages.set(open[node], o.backAt(begun.at()));
            open[node] = -1;
            console.accept(String.format(Locale.ROOT, "node %d is back at t = %.1f (down %.1f model seconds)", node,
                    begun.at(), begun.at() - o.downAt()));
        }
    }

    /**
     * Node {@code node} found {@code gone.peer()} gone at model time {@code gone.at()}: if it was up when its launcher
     * last killed that node, and had not said so yet, that is how long after the kill it learnt of it. (A node that
     * began after the kill, or a departure this launcher did not cause, says nothing of the kill.)
     */
    synchronized void gone(int node, ChildConsole.Gone gone) {
        int peer = gone.peer();
        if (closed || peer < 0 || peer >= latest.length || peer == node || latest[peer] < 0) {
            return;
        }
        Outage o = outages.get(latest[peer]);
        if (!(upSince[node] <= o.downAt()) || open[node] >= 0 || o.detectedAfter().containsKey(node)) {
            return;
        }
        outages.set(latest[peer], o.detectedBy(node, gone.at() - o.downAt()));
    }

    /**
     * Host {@code host} was killed at model time {@code at}, {@code lag} model seconds behind it ({@link
     * HomeJournal.Progress#lagAt}): an outage begins, unless its last incarnation had not begun (it is still down).
     */
    synchronized void killed(int host, double at, double lag) {
        upSince[host] = Double.NaN;
        if (open[host] < 0) {      // a node killed again before its last incarnation began is still down
            open[host] = outages.size();
            latest[host] = outages.size();
            outages.add(new Outage(host, at, Double.NaN, lag, Map.of()));
        }
    }

    private synchronized void apply(FailureSchedule.Transition t) {
        if (closed) {
            return;
        }
        if (cluster == null) {      // a failure at time 0, heard before the cluster's start returned
            timer.schedule(() -> apply(t), 100, TimeUnit.MILLISECONDS);
            return;
        }
        double now = (LiveClock.wallNanos() - epochNanos) / 1e9 / timeScale;
        if (t.down()) {
            double lag = Double.NaN;
            try {
                now = (cluster.kill(t.host()) - epochNanos) / 1e9 / timeScale;     // when the signal went
                lag = cluster.killedAt(t.host(), now).lagAt(now);     // the time its next incarnation counts lost work at
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (IOException e) {
                console.accept("node " + t.host() + "'s journal could not say when it was killed (its lost work will "
                        + "not be measured): " + e.getMessage());
            }
            killed(t.host(), now, lag);
            console.accept(String.format(Locale.ROOT, "node %d fails at t = %.1f (planned %.1f): its JVM is killed%s",
                    t.host(), now, t.time(), Double.isNaN(lag) ? ""
                            : String.format(Locale.ROOT, " (%.3f model seconds %s its inputs)", Math.abs(lag),
                                    lag >= 0 ? "behind" : "ahead of")));
        } else {
            try {
                boolean held = cluster.restart(t.host());
                console.accept(String.format(Locale.ROOT, "node %d is repaired at t = %.1f (planned %.1f): %s",
                        t.host(), now, t.time(), held ? "its next incarnation, started ahead and held ready, joins "
                                + "the run" : "a new JVM starts and rejoins"));
            } catch (IOException | RuntimeException e) {
                console.accept("node " + t.host() + " could not be started again: " + e.getMessage());
            }
            // the host's next repair may be due sooner than a JVM starts: its incarnation is made ready now
            plan.stream().filter(next -> !next.down() && next.host() == t.host() && next.time() > t.time())
                    .findFirst().filter(next -> wallNanosAt(next.time()) - LEAD.toNanos() <= LiveClock.wallNanos())
                    .ifPresent(next -> standBy(t.host()));
        }
    }

    /** The wall time ({@link LiveClock#wallNanos}) of model time {@code t} in the run. */
    private long wallNanosAt(double t) {
        return epochNanos + (long) (t * timeScale * 1e9);
    }

    /**
     * Starts host {@code host}'s next incarnation ahead of its repair, held until then ({@link LocalCluster#standBy});
     * if it cannot be, the repair starts a JVM as it would have.
     */
    private synchronized void standBy(int host) {
        if (closed) {
            return;
        }
        if (cluster == null) {      // heard before the cluster's start returned
            timer.schedule(() -> standBy(host), 100, TimeUnit.MILLISECONDS);
            return;
        }
        try {
            cluster.standBy(host);
        } catch (IOException | RuntimeException e) {
            console.accept("node " + host + "'s next incarnation could not be made ready ahead of its repair ("
                    + e.getMessage() + "): it will be started then");
        }
    }

    /** Model time now, or NaN if the run has not begun. */
    public synchronized double now() {
        return epochNanos < 0 ? Double.NaN : (LiveClock.wallNanos() - epochNanos) / 1e9 / timeScale;
    }

    /**
     * The fraction of host-time up over the run's first {@code duration} model seconds, as the outages were (a host
     * not back yet is down until then).
     */
    public synchronized double availability(int nodes, double duration) {
        double down = 0;
        for (Outage o : outages) {
            double up = Double.isNaN(o.upAt()) ? duration : o.upAt();
            down += Math.max(0, Math.min(up, duration) - Math.min(o.downAt(), duration));
        }
        return 1 - down / (nodes * duration);
    }

    /** The outages so far, in the order they began. */
    public synchronized List<Outage> outages() {
        return List.copyOf(outages);
    }

    /**
     * Writes the outages as a failure log ({@code host,down_at,up_at,detected_after}, model seconds) to {@code file},
     * whole or not at all; a host not back by {@code end} is down until then. {@code detected_after} is each kill's
     * {@link Outage#detectionDelay} (empty where no survivor said: the twin takes its probe timeout there; never
     * below 0, which only the nodes' clocks could make it), so that the run's simulated twin learns of each failure
     * as late as the live survivors did.
     */
    public synchronized void writeLog(Path file, double end) throws IOException {
        StringBuilder csv = new StringBuilder("# the outages of a live run, as they happened: a host is down from when "
                + "its JVM was killed until its next incarnation began; the survivors learnt of its death detected_after"
                + " model seconds after it\nhost,down_at,up_at,detected_after\n");
        for (Outage o : outages) {
            double up = Double.isNaN(o.upAt()) ? Math.max(end, o.downAt()) : o.upAt();
            if (up > o.downAt()) {
                double detection = o.detectionDelay();
                csv.append(String.format(Locale.ROOT, "%d,%.6f,%.6f,%s%n", o.host(), o.downAt(), up,
                        Double.isNaN(detection) ? "" : String.format(Locale.ROOT, "%.6f", Math.max(0, detection))));
            }
        }
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        Files.writeString(partial, csv);
        Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Stops replaying: no node is killed or started from now on. */
    @Override
    public synchronized void close() {
        closed = true;
        timer.shutdownNow();
    }
}
