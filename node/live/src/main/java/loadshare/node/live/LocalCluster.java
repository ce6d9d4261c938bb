package loadshare.node.live;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.stream.Stream;
import loadshare.node.certs.RunCertificates;

/**
 * A live cluster on this machine, as {@code loadshare cluster} makes it: every node, node 0 included, in a child JVM
 * started by a {@link Launcher}, each running {@code loadshare node --host 127.0.0.1 --port P --seeds <node 0>,<node
 * 1>,<node 2> --index i --run-id <id> --out <its own folder> <runArguments>} (nodes 0 to 2, the seeds, on ports chosen
 * here; the others on any free port). This JVM is the launcher only: any node may die, node 0 included, and the run
 * goes on where the collector moves. What the nodes mark for the user ({@link ChildConsole}) reaches the console as
 * it comes; at the end the results of the node that wrote them ({@link #await}) are moved into the run's folder
 * ({@link #collect}). Each run has a fresh run id and, unless insecure, a fresh CA ({@link RunCertificates}): every
 * node's credentials are handed to it over its stdin pipe; none is ever written to disk.
 */
public final class LocalCluster implements AutoCloseable {

    /** How many of the first nodes are seed nodes. */
    static final int SEEDS = 3;
    /**
     * How long every node has to join before the run gives up on it: the run's limit counts it, and each node waits
     * as long to be let in (a busy machine starts JVMs and shakes hands slowly).
     */
    public static final Duration JOIN_TIMEOUT = Duration.ofSeconds(90);
    /**
     * How long seeds 1 and 2 wait for node 0's port before one of them founds the cluster instead ({@code node
     * --found-after}): node 0 is started here with them, so only a node 0 that died at start is waited for that long;
     * a busy machine may take many seconds to start its JVM.
     */
    static final Duration FOUND_AFTER = Duration.ofSeconds(45);
    /** Where the nodes write results, under the run's folder; removed at the end. */
    private static final String STAGING = ".nodes";
    /** A node's results are complete once this file, which the report writer writes last, is there. */
    private static final String LAST_WRITTEN = "report.html";

    private final Launcher launcher;
    /** Each node's latest incarnation (a node killed and started again has a new one). */
    private final Process[] nodes;
    /** Each node's next incarnation, started ahead and held until its repair ({@link #standBy}); null if none. */
    private final Process[] standby;
    /** Each node's arguments, as a restarted incarnation gets them (with --rejoin). */
    private final List<List<String>> arguments;
    /** The run's CA, which signed every node's credentials; null if insecure. */
    private final RunCertificates certs;
    private final Path staging;
    /** The node each child JVM (numbered by the launcher in the order started) is an incarnation of. */
    private final Map<Integer, Integer> nodeOfChild;
    /** Each node's address, as its latest incarnation said when it began in the run. */
    private final Map<Integer, String> addresses;
    private final Map<Integer, List<String>> tables;

    private LocalCluster(Launcher launcher, Process[] nodes, List<List<String>> arguments, RunCertificates certs,
                         Path staging, Map<Integer, Integer> nodeOfChild, Map<Integer, String> addresses,
                         Map<Integer, List<String>> tables) {
        this.launcher = launcher;
        this.nodes = nodes;
        this.standby = new Process[nodes.length];
        this.arguments = arguments;
        this.certs = certs;
        this.staging = staging;
        this.nodeOfChild = nodeOfChild;
        this.addresses = addresses;
        this.tables = tables;
    }

    /** A fresh run id, for a run whose nodes are all started here. */
    public static String newRunId() {
        return "run-" + UUID.randomUUID();
    }

    /**
     * Starts the run's nodes in child JVMs.
     *
     * @param runArguments   the options that make every node's {@code node} command describe the same run
     * @param firstArguments options for node 0 only (its dashboard)
     * @param insecure       plain TCP, no certificates (only when asked for)
     * @param dir            the run's folder: node i's output goes to {@code logs/child-<i>.log} there
     * @param console        hears what the nodes mark for the user, as they print it
     */
    public static LocalCluster start(LiveRun run, List<String> runArguments, List<String> firstArguments,
                                     boolean insecure, Path dir, Consumer<String> console) throws IOException {
        return start(run, runArguments, firstArguments, insecure, dir, console, (node, begun) -> {
        });
    }

    /**
     * As {@link #start(LiveRun, List, List, boolean, Path, Consumer)}; {@code heard} hears each node's incarnation
     * begin in the run (a {@link ChildConsole.Begun}: the run's epoch, and the model time then) and each node it finds
     * gone (a {@link ChildConsole.Gone}), with the index of the node that said it.
     */
    public static LocalCluster start(LiveRun run, List<String> runArguments, List<String> firstArguments,
                                     boolean insecure, Path dir, Consumer<String> console,
                                     BiConsumer<Integer, ChildConsole.Line> heard) throws IOException {
        String runId = newRunId();
        RunCertificates certs = insecure ? null : RunCertificates.create(runId);
        Path staging = Files.createDirectories(dir.resolve(STAGING));
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Map<Integer, List<String>> tables = new ConcurrentHashMap<>();
        Map<Integer, Integer> nodeOfChild = new ConcurrentHashMap<>();
        Map<Integer, String> addresses = new ConcurrentHashMap<>();
        Launcher launcher = new Launcher(logs, (n, line) -> {
            ChildConsole.Line marked = ChildConsole.parse(line);
            int node = nodeOfChild.getOrDefault(n, n);
            if (marked instanceof ChildConsole.Console c) {
                console.accept(c.text());
            } else if (marked instanceof ChildConsole.Result r) {
                tables.computeIfAbsent(node, k -> new CopyOnWriteArrayList<>()).add(r.text());
            } else if (marked instanceof ChildConsole.Begun b) {
                addresses.put(node, b.hostPort());
                heard.accept(node, b);
            } else if (marked instanceof ChildConsole.Gone g) {
                heard.accept(node, g);
            }   // anything else is in the node's log only
        });
        try {
            // the first three nodes are seeds: a node joins through any of them that is up
            List<String> seeds = new ArrayList<>();
            List<Integer> ports = new ArrayList<>();
            for (int i = 0; i < Math.min(SEEDS, run.nodes()); i++) {
                ports.add(freePort());
                seeds.add("127.0.0.1:" + ports.get(i));
            }
            Process[] nodes = new Process[run.nodes()];
            List<List<String>> arguments = new ArrayList<>();
            for (int i = 0; i < run.nodes(); i++) {
                int port = i < ports.size() ? ports.get(i) : 0;
                List<String> args = new ArrayList<>(List.of("node", "--host", "127.0.0.1", "--port",
                        Integer.toString(port), "--seeds", String.join(",", seeds), "--index", Integer.toString(i),
                        "--nodes", Integer.toString(run.nodes()), "--run-id", runId,
                        "--join-timeout", Long.toString(JOIN_TIMEOUT.toSeconds()),
                        "--found-after", Long.toString(FOUND_AFTER.toSeconds()),
                        "--out", staging.resolve("node-" + i).toString(), ChildConsole.OPTION));
                args.addAll(runArguments);
                if (insecure) {
                    args.add("--insecure");
                }
                arguments.add(List.copyOf(args));
                if (i == 0) {
                    args.addAll(firstArguments);
                }
                nodes[i] = start(launcher, nodeOfChild, i, args, certs);
            }
            return new LocalCluster(launcher, nodes, List.copyOf(arguments), certs, staging, nodeOfChild, addresses,
                    tables);
        } catch (IOException | RuntimeException e) {
            launcher.close();
            throw e;
        }
    }

    /** Starts an incarnation of node {@code index} as the launcher's next child. */
    private static Process start(Launcher launcher, Map<Integer, Integer> nodeOfChild, int index, List<String> args,
                                 RunCertificates certs) throws IOException {
        synchronized (launcher) {       // the child's number is the launcher's count of children when it starts
            nodeOfChild.put(launcher.children().size(), index);
            return certs == null ? launcher.start(args) : launcher.start(args, certs.node("node-" + index));
        }
    }

    /** Node {@code index}'s JVM (its latest incarnation). */
    public synchronized Process node(int index) {
        return nodes[index];
    }

    /** Every node's JVM (its latest incarnation), by index. */
    public synchronized List<Process> nodes() {
        return List.of(nodes);
    }

    /** Where the output of node {@code index}'s first incarnation goes. */
    public Path logOf(int index) {
        return launcher.logOf(index);
    }

    /**
     * Kills node {@code index}'s JVM at once (SIGKILL), as a machine that fails dies, saying nothing: a failure this
     * launcher replays. It knows the node is dead, so it tells the other nodes, which down it in the cluster at once
     * instead of waiting for the split-brain resolver. (A death the launcher did not cause — a crash, a chaos test's
     * kill — is left to the resolver: it cannot tell a dead node from a partitioned one, and a majority gone must
     * still end the run.)
     *
     * @return when the signal was sent ({@link LiveClock#wallNanos}): the node did nothing after it
     */
    public synchronized long kill(int index) throws InterruptedException {
        Process dying = nodes[index].destroyForcibly();
        long killed = LiveClock.wallNanos();
        dying.waitFor(10, TimeUnit.SECONDS);
        String address = addresses.remove(index);
        if (address != null) {
            for (int other = 0; other < nodes.length; other++) {
                if (other != index && nodes[other].isAlive()) {
                    Launcher.down(nodes[other], address);
                }
            }
        }
        return killed;
    }

    /**
     * Node {@code index}, which this launcher killed ({@link #kill}), died at model time {@code at}: written into its
     * journal for its next incarnation, which counts the work lost with it from the attempts the journal says were
     * running then ({@link LostWork}). A node killed before it made its journal had nothing to lose.
     *
     * @return how far the node had got in model time when it died, as its journal says
     */
    HomeJournal.Progress killedAt(int index, double at) throws IOException {
        return HomeJournal.killed(HomeJournal.file(staging.resolve("node-" + index), index), at);
    }

    /**
     * Starts node {@code index}'s next incarnation now, held ({@value Launcher#HELD}): its JVM starts, reads its
     * options and credentials, pays its actor system's start-up costs ({@link LiveNode#warmUp}), and waits;
     * {@link #restart} lets it join. A JVM takes seconds to start, and a minute on
     * a busy machine: started ahead, the node is back when its repair is due rather than that much later. Nothing if
     * one is held for the node already.
     */
    public synchronized void standBy(int index) throws IOException {
        if (standby[index] != null && standby[index].isAlive()) {
            return;
        }
        List<String> args = incarnation(index);
        args.add(Launcher.HELD);
        standby[index] = start(launcher, nodeOfChild, index, args, certs);
    }

    /**
     * Starts node {@code index} again, as a new incarnation of the node that died ({@code node --rejoin}: it finds its
     * journal in its folder): the one held for it ({@link #standBy}) if there is one, a new JVM otherwise (whose output
     * goes to the launcher's next {@code child-<n>.log}). It takes any free port (a new address: it need not wait for
     * the cluster to remove the old one) and joins through the nodes running in the run now (the first seeds may be
     * down themselves).
     *
     * @return whether the incarnation was one held for the node (false: a new JVM was started)
     */
    public synchronized boolean restart(int index) throws IOException {
        if (nodes[index].isAlive()) {
            throw new IllegalStateException("node " + index + " is running: only a node that died is restarted");
        }
        tables.remove(index);
        Process held = standby[index];
        standby[index] = null;
        if (held != null && held.isAlive() && Launcher.release(held, running(index))) {
            nodes[index] = held;
            return true;
        }
        nodes[index] = start(launcher, nodeOfChild, index, incarnation(index), certs);
        return false;
    }

    /** Node {@code index}'s arguments as a new incarnation gets them: any port, the seeds running now, --rejoin. */
    private List<String> incarnation(int index) {
        List<String> args = new ArrayList<>(arguments.get(index));
        args.set(args.indexOf("--port") + 1, "0");
        args.set(args.indexOf("--seeds") + 1, String.join(",", running(index)));
        args.add("--rejoin");
        return args;
    }

    /** The addresses of the nodes running in the run now but {@code index}; the first seeds if none is known. */
    private List<String> running(int index) {
        List<String> running = new ArrayList<>();
        for (int other = 0; other < nodes.length; other++) {
            if (other != index && nodes[other].isAlive() && addresses.containsKey(other)) {
                running.add(addresses.get(other));
            }
        }
        if (running.isEmpty()) {
            List<String> args = arguments.get(index);
            running.addAll(List.of(args.get(args.indexOf("--seeds") + 1).split(",")));
        }
        return running;
    }

    /**
     * Ends the run now with the results so far: every node still running hears {@code cause}, and the collector,
     * wherever it runs, ends the run (once).
     */
    public void endRun(String cause) {
        for (Process node : nodes()) {
            if (node.isAlive()) {
                Launcher.endRun(node, cause);
            }
        }
    }

    /**
     * Waits for every node to exit: the run is over. A run still going after {@code limit} is ended (as by {@link
     * #endRun}) and given {@code grace} more; the nodes still running then are destroyed.
     *
     * @return which node's results are the run's: one that exited by itself after writing them (the run ending
     *         where its collector was); the one that ran to its end before one that was interrupted (the minority's
     *         side of a split), the later before the earlier
     */
    public Outcome await(Duration limit, Duration grace) throws InterruptedException {
        if (!awaitExit(limit)) {
            endRun("the run did not end within " + limit.toSeconds() + " s");
            if (!awaitExit(grace)) {
                launcher.awaitOrDestroy(Duration.ZERO);
            }
        }
        synchronized (this) {       // an incarnation held for a repair the run did not reach: it ends without joining
            for (Process held : standby) {
                if (held != null) {
                    Launcher.endRun(held, "the run is over");
                }
            }
        }
        List<Outcome> written = new ArrayList<>();
        List<Process> nodes = nodes();
        for (int i = 0; i < nodes.size(); i++) {
            Process node = nodes.get(i);
            Path last = staging.resolve("node-" + i).resolve(LAST_WRITTEN);
            if ((node.exitValue() == 0 || node.exitValue() == 1) && Files.isRegularFile(last)) {
                written.add(new Outcome(i, node.exitValue(), List.copyOf(tables.getOrDefault(i, List.of())),
                        modified(last)));
            }
        }
        return written.stream().min(Comparator.comparingInt(Outcome::exitStatus)
                        .thenComparing(Comparator.comparingLong(Outcome::writtenAt).reversed()))
                .orElse(Outcome.NONE);
    }

    /**
     * Moves the results of {@code outcome}'s node into {@code dir}, the run's folder, in place of files of the same
     * names there (a folder reused with {@code --force}).
     */
    public void collect(Outcome outcome, Path dir) throws IOException {
        Path from = staging.resolve("node-" + outcome.node());
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Path to = dir.resolve(file.getFileName().toString());
                if (Files.isDirectory(to)) {
                    delete(to);
                }
                Files.move(file, to, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private boolean awaitExit(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            List<Process> now = nodes();
            for (Process node : now) {
                long left = deadline - System.nanoTime();
                if (left <= 0 || !node.waitFor(left, TimeUnit.NANOSECONDS)) {
                    return false;
                }
            }
            if (now.equals(nodes())) {
                return true;        // no node was started again meanwhile
            }
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    /** Ends every node still running and removes what the nodes wrote but the run did not take. */
    @Override
    public void close() {
        launcher.close();
        try {
            delete(staging);
        } catch (IOException | UncheckedIOException e) {
            // left behind: a hidden folder of partial results, harmless
        }
    }

    private static void delete(Path tree) throws IOException {
        try (Stream<Path> paths = Files.walk(tree)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /**
     * Which node's results are the run's.
     *
     * @param node       its index, or -1: no node wrote results (every node gone, or none ended by itself)
     * @param exitStatus that node's: 0 ran to its end, 1 interrupted
     * @param table      what it printed for the user at the end: the results' table
     * @param writtenAt  when it wrote them (milliseconds since the epoch)
     */
    public record Outcome(int node, int exitStatus, List<String> table, long writtenAt) {

        static final Outcome NONE = new Outcome(-1, 1, List.of(), 0);

        public boolean written() {
            return node >= 0;
        }
    }

    /** A port free on the loopback address now, for a seed node whose address the others must know in advance. */
    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return socket.getLocalPort();
        }
    }
}
