package loadshare.node.live;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import loadshare.node.certs.NodeCredentials;
import loadshare.node.certs.PipedCredentials;

/**
 * Starts child JVMs of the {@code loadshare} command line (same java, same class path) and makes sure none
 * outlives this one: each child gets {@link #WATCH_PARENT} and exits when its stdin pipe from this JVM closes
 * (this JVM ended, however it ended) or {@link ProcessHandle#parent()} is gone; a shutdown hook here destroys
 * the children on a normal exit or Ctrl-C. A child node's TLS credentials go down the same pipe, never through a
 * file ({@link #start(List, NodeCredentials)}), and so does a request to end the run ({@link #endRun}). A launcher
 * made with a {@link ChildLines} reads its children's output itself: every line goes to the child's log and to it.
 * Used by {@code loadshare cluster}, {@code bench --live} and the tests.
 */
public final class Launcher implements AutoCloseable {

    /**
     * The command line's entry point, which a child JVM runs (with the same class path as this one). Named, not
     * referenced: the command line (node/cli) sits above the live runtime, so a JVM that forks children must have it
     * on its class path, as the executable jar and node/cli's tests do.
     */
    static final String MAIN = "loadshare.node.cli.Main";

    /** The option a child gets: exit when the parent goes. */
    public static final String WATCH_PARENT = "--exit-with-parent";
    /**
     * The option a child node gets when its TLS credentials come on its stdin pipe ({@link PipedCredentials}, written
     * by {@link #start(List, NodeCredentials)}): it reads them first, then watches the pipe as any child does.
     */
    public static final String TLS_ON_STDIN = "--tls-on-stdin";
    /**
     * The option a child node gets when it is started ahead of the moment it is to join the run (a failed node's next
     * incarnation, ready before its repair): it makes itself ready, then waits for its parent's {@link #release}.
     */
    public static final String HELD = "--held";
    /**
     * Children log as this JVM was told to ({@code -Dlogback.configurationFile}), else with loadshare's own
     * {@code logback.xml} (warnings to stderr, which goes to {@code child-<n>.log}), never with a configuration
     * that happens to come first on the class path: a test's, which writes to a file every child would share.
     */
    private static final String LOGGING_CONFIG = "logback.configurationFile";
    /** Children use this JVM's temporary folder, unless their JVM options name another. */
    private static final String TEMPORARY_FOLDER = "java.io.tmpdir";
    /** The heap of each child JVM, in MB. */
    public static final int CHILD_HEAP_MB = 256;
    /**
     * The class metadata a child JVM may load before its first collection for it, in MB: a node has loaded some 44 MB
     * of it when it has joined, and the JVM's default threshold (21 MB, then raised step by step) made two full
     * collections of the whole heap on the way.
     */
    static final int METASPACE_MB = 96;
    /**
     * The JVM options of a live node's JVM: the child heap, the serial collector, and the client compiler only. A
     * node mostly waits (timers, messages), and C2's compilations are most of the CPU a JVM spends in its first
     * minute: without them a 3-node run of 10 s took 32 s of CPU instead of 54 (measured with /usr/bin/time), which
     * a busy machine feels as nodes slow to start and join. Measurements that time code ({@code bench}) give their
     * own options and keep the JVM's default compilers. The class-metadata threshold: {@link #METASPACE_MB}.
     */
    public static final List<String> NODE_OPTIONS = List.of("-Xmx" + CHILD_HEAP_MB + "m", "-XX:+UseSerialGC",
            "-XX:TieredStopAtLevel=1", "-XX:MetaspaceSize=" + METASPACE_MB + "m");
    /** What a parent writes on a child's stdin pipe, followed by the cause, to end the run (see {@link #endRun}). */
    private static final String END_RUN = "end-run ";
    /** What a parent writes on a child's stdin pipe, followed by a node's address, to down it (see {@link #down}). */
    private static final String DOWN = "down ";
    /**
     * What a parent writes on a held child's stdin pipe, followed by the addresses of the nodes to join through, to let
     * it join now (see {@link #release}).
     */
    private static final String RELEASE = "release ";

    /** Hears the output of the launcher's children, line by line, as they print it. */
    @FunctionalInterface
    public interface ChildLines {
        /** Line {@code line} (without its end) of the {@code n}th child started (from 0). */
        void line(int n, String line);
    }

    private final List<Process> children = new ArrayList<>();
    private final Thread hook = new Thread(this::destroyAll, "loadshare-children-reaper");
    private final Path logDir;
    private final ChildLines lines;

    /** @param logDir where each child's output goes ({@code child-<n>.log}), or null to discard it */
    public Launcher(Path logDir) {
        this(logDir, null);
    }

    /**
     * @param logDir where each child's output goes ({@code child-<n>.log})
     * @param lines  hears every line of every child's output too (null: none); its children's output then passes
     *               through this JVM, which must live as long as they do (they exit with it anyway)
     */
    public Launcher(Path logDir, ChildLines lines) {
        if (lines != null && logDir == null) {
            throw new IllegalArgumentException("a launcher that hears its children's lines logs them too");
        }
        this.logDir = logDir;
        this.lines = lines;
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Starts {@code loadshare <args> --exit-with-parent} in a child JVM with a live node's options ({@link #NODE_OPTIONS}). */
    public Process start(List<String> args) throws IOException {
        return start(NODE_OPTIONS, args);
    }

    /**
     * Starts {@code loadshare <args> --exit-with-parent --tls-on-stdin} in a child JVM with a live node's options
     * ({@link #NODE_OPTIONS}) and hands it {@code credentials} over its stdin pipe: a node's key never touches the disk.
     */
    public Process start(List<String> args, NodeCredentials credentials) throws IOException {
        return start(NODE_OPTIONS, args, credentials);
    }

    /** As {@link #start(List, NodeCredentials)}, with the given JVM options. */
    public synchronized Process start(List<String> jvmOptions, List<String> args, NodeCredentials credentials)
            throws IOException {
        List<String> withCredentials = new ArrayList<>(args);
        withCredentials.add(TLS_ON_STDIN);
        Process child = start(jvmOptions, withCredentials);
        try {
            PipedCredentials.send(credentials, child.getOutputStream());     // flushed; the pipe stays open
        } catch (IOException e) {
            child.destroyForcibly();
            throw new IOException("cannot hand a child JVM its credentials: " + e.getMessage(), e);
        }
        return child;
    }

    /** Starts {@code loadshare <args> --exit-with-parent} in a child JVM with the given JVM options. */
    public synchronized Process start(List<String> jvmOptions, List<String> args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.add("-D" + TEMPORARY_FOLDER + "=" + System.getProperty(TEMPORARY_FOLDER));
        command.addAll(jvmOptions);
        command.add("-D" + LOGGING_CONFIG + "=" + System.getProperty(LOGGING_CONFIG, "logback.xml"));
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(MAIN);
        command.addAll(args);
        command.add(WATCH_PARENT);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        int n = children.size();
        if (lines != null) {
            builder.redirectOutput(ProcessBuilder.Redirect.PIPE);
        } else if (logDir != null) {
            builder.redirectOutput(logOf(n).toFile());
        } else {
            builder.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        }
        Process child = builder.start();       // stdin stays a pipe from this JVM: the child's lifeline
        children.add(child);
        if (lines != null) {
            pump(n, child);
        }
        return child;
    }

    /** Reads child {@code n}'s output until it ends: each line to its log, then to {@link #lines}. */
    private void pump(int n, Process child) throws IOException {
        BufferedWriter log = Files.newBufferedWriter(logOf(n), StandardCharsets.UTF_8);
        Thread pump = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8)); log) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    log.write(line);
                    log.newLine();
                    log.flush();            // the log is read while the child runs (tests, a user's tail -f)
                    lines.line(n, line);
                }
            } catch (IOException e) {
                // the child's end of the pipe broke: it is gone, and so is its output
            }
        }, "loadshare-child-" + n + "-output");
        pump.setDaemon(true);
        pump.start();
    }

    /**
     * Asks a child node to end the run now with {@code cause}, as its own SIGINT would (the collector, wherever it
     * runs, stops the arrivals and writes the results so far). False if the child is gone.
     */
    public static boolean endRun(Process child, String cause) {
        try {
            OutputStream pipe = child.getOutputStream();
            pipe.write((END_RUN + cause.replace('\n', ' ') + "\n").getBytes(StandardCharsets.UTF_8));
            pipe.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Tells a child node that the node at {@code hostPort} is dead (its parent killed it): the child downs it in the
     * cluster at once, instead of waiting for the failure detector and the split-brain resolver to. False if the child
     * is gone.
     */
    public static boolean down(Process child, String hostPort) {
        try {
            OutputStream pipe = child.getOutputStream();
            pipe.write((DOWN + hostPort + "\n").getBytes(StandardCharsets.UTF_8));
            pipe.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Lets a held child node ({@value #HELD}) join the run now, through the nodes at {@code seeds} ({@code host:port}
     * each): the nodes running now, which may not be those running when it was started. False if the child is gone.
     */
    public static boolean release(Process child, List<String> seeds) {
        try {
            OutputStream pipe = child.getOutputStream();
            pipe.write((RELEASE + String.join(",", seeds) + "\n").getBytes(StandardCharsets.UTF_8));
            pipe.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Where the output of the {@code n}th child started (from 0) goes: {@code child-<n>.log} in the log folder. */
    public Path logOf(int n) {
        if (logDir == null) {
            throw new IllegalStateException("this launcher discards its children's output");
        }
        return logDir.resolve("child-" + n + ".log");
    }

    public synchronized List<Process> children() {
        return List.copyOf(children);
    }

    /**
     * In a child started with {@value #TLS_ON_STDIN}: the credentials its parent wrote on its stdin. Call it before
     * {@link #exitWithParent}, which then watches the rest of the pipe.
     */
    public static NodeCredentials credentialsFromParent() {
        return PipedCredentials.receive(System.in);
    }

    /**
     * In a child: exit the JVM when the parent goes. Reads stdin until end of file (the parent's end of the pipe
     * closes when the parent process ends, even on SIGKILL) and also polls the parent process. A line the parent
     * writes with {@link #endRun} goes to {@code endRun}, as its cause; one written with {@link #down} goes to
     * {@code down}, as the dead node's address; one written with {@link #release} goes to {@code release}, as the
     * addresses to join through; anything else on the pipe is ignored.
     */
    public static void exitWithParent(Consumer<String> endRun, Consumer<String> down, Consumer<List<String>> release) {
        Thread stdin = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.startsWith(END_RUN)) {
                        endRun.accept(line.substring(END_RUN.length()));
                    } else if (line.startsWith(DOWN)) {
                        down.accept(line.substring(DOWN.length()));
                    } else if (line.startsWith(RELEASE)) {
                        release.accept(List.of(line.substring(RELEASE.length()).split(",")));
                    }
                }
            } catch (IOException e) {
                // a broken pipe means the same: the parent is gone
            }
            Runtime.getRuntime().halt(3);
        }, "loadshare-parent-pipe");
        stdin.setDaemon(true);
        stdin.start();
        ProcessHandle parent = ProcessHandle.current().parent().orElse(null);
        Thread poll = new Thread(() -> {
            while (parent != null && parent.isAlive()) {
                try {
                    Thread.sleep(500);
                } catch (InterruptedException e) {
                    return;
                }
            }
            Runtime.getRuntime().halt(3);
        }, "loadshare-parent-watch");
        poll.setDaemon(true);
        poll.start();
    }

    /** Waits up to {@code timeout} for every child to exit by itself, then destroys the rest. */
    public void awaitOrDestroy(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (Process p : children()) {
            long left = deadline - System.nanoTime();
            if (left > 0) {
                p.waitFor(left, TimeUnit.NANOSECONDS);
            }
        }
        destroyAll();
    }

    private void destroyAll() {
        for (Process p : children()) {
            p.destroy();
        }
        for (Process p : children()) {
            try {
                if (!p.waitFor(5, TimeUnit.SECONDS)) {
                    p.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void close() {
        destroyAll();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook runs anyway
        }
    }
}
