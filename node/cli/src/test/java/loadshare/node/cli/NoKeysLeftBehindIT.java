package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import loadshare.node.live.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A forked {@code loadshare cluster} (3 nodes over mutual TLS) with its own temporary folder, which it passes to its
 * node JVMs: while it runs, and after node 0 and then the launcher are killed with SIGKILL, no key store,
 * password file, PEM key or {@code loadshare-tls-*} directory is ever found under that folder. The run's keys live
 * in memory only, a child's handed to it over its stdin pipe.
 */
class NoKeysLeftBehindIT {

    /** How often the watcher looks at the temporary folder while the cluster runs. */
    private static final long LOOK_EVERY_MS = 20;

    @TempDir
    Path dir;

    @Test
    @Timeout(600)
    void sigkillOfNodeZero_thenOfTheLauncher_leavesNoKeyOnDisk_andNoneWasWrittenDuringTheRun() throws Exception {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        try (Watcher watcher = new Watcher(tmp)) {
            Process cluster = startCluster(tmp);
            try {
                List<ProcessHandle> nodes = awaitRunning(cluster, tmp);
                kill("KILL", nodes.get(0).pid());       // the first seed, where the collector runs
                nodes.get(0).onExit().get(10, TimeUnit.SECONDS);
                Thread.sleep(2000);     // the survivors run on without it
                assertTrue(cluster.isAlive(), output());
                kill("KILL", cluster.pid());
                assertTrue(cluster.waitFor(10, TimeUnit.SECONDS), "the launcher survived SIGKILL");
                for (ProcessHandle node : nodes) {
                    node.onExit().get(10, TimeUnit.SECONDS);      // its stdin pipe closed with the launcher
                }
            } finally {
                cluster.destroyForcibly();
            }
            assertEquals(Set.of(), watcher.seen(), "key-like files appeared during the run");
        }
        assertEquals(List.of(), keyLike(tmp), "left behind in " + tmp);
    }

    private Process startCluster(Path tmp) throws IOException {
        return new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), "loadshare.node.cli.Main",
                "cluster", "--nodes", "3", "--duration", "3000", "--time-scale", "0.02", "--out", dir.resolve("out").toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("console.txt").toFile()).start();
    }

    /**
     * Waits for the run to start (every node joined, so every child has its credentials); returns the three node
     * JVMs in the order of their index, checked to use {@code tmp} as their temporary folder and to have no TLS
     * directory on their command line. What is tested comes after the start, so the start may take as long as a busy
     * machine needs: beside a second build (load average 43) three node JVMs had not all printed a line after 120 s.
     */
    private List<ProcessHandle> awaitRunning(Process cluster, Path tmp) throws Exception {
        Path console = dir.resolve("console.txt");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(480);
        while (!Files.readString(console).contains("t=") && System.nanoTime() < deadline && cluster.isAlive()) {
            Thread.sleep(200);
        }
        assertTrue(Files.readString(console).contains("t="), "the run did not start:\n" + output());
        List<ProcessHandle> children = cluster.toHandle().children()
                .sorted(Comparator.comparing(child -> indexOf(child.pid()))).toList();
        assertEquals(3, children.size(), output());
        for (ProcessHandle child : children) {
            List<String> args = commandLine(child.pid());
            assertTrue(args.contains("-Djava.io.tmpdir=" + tmp), args.toString());
            assertTrue(args.contains(Launcher.TLS_ON_STDIN), args.toString());
            assertFalse(args.contains("--tls"), args.toString());
        }
        return children;
    }

    /** What the cluster printed, and its children's logs. */
    private String output() throws IOException {
        StringBuilder s = new StringBuilder(Files.readString(dir.resolve("console.txt")));
        Path logs = dir.resolve("out").resolve("logs");
        if (Files.isDirectory(logs)) {
            try (Stream<Path> files = Files.list(logs)) {
                for (Path log : files.sorted().toList()) {
                    s.append("\n--- ").append(log.getFileName()).append('\n').append(Files.readString(log));
                }
            }
        }
        return s.toString();
    }

    /** The node index a node JVM was started with. */
    private static String indexOf(long pid) {
        try {
            List<String> args = commandLine(pid);
            return args.get(args.indexOf("--index") + 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A process's command line, whole ({@link ProcessHandle.Info} leaves out one as long as a Maven class path). */
    private static List<String> commandLine(long pid) throws IOException {
        String cmdline = Files.readString(Path.of("/proc", Long.toString(pid), "cmdline"), StandardCharsets.UTF_8);
        return List.of(cmdline.split("\0"));
    }

    private static void kill(String signal, long pid) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).inheritIO().start();
        assertEquals(0, kill.waitFor());
    }

    /** The key-like files and directories under {@code root}, now. */
    private static List<String> keyLike(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            return paths.filter(p -> !p.equals(root)).filter(NoKeysLeftBehindIT::isKeyLike).map(Path::toString).sorted().toList();
        } catch (UncheckedIOException e) {
            return List.of();       // a file went while we looked: the watcher looks again
        }
    }

    /**
     * A {@code loadshare-tls-*} directory, a file named as key stores, keys and passwords are, or a file whose content
     * is a PEM private key or a PKCS#12 store.
     */
    private static boolean isKeyLike(Path p) {
        String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.startsWith("loadshare-tls-") || name.equals("password") || name.endsWith(".p12") || name.endsWith(".pfx")
                || name.endsWith(".jks") || name.endsWith(".pem") || name.endsWith(".key")) {
            return true;
        }
        if (!Files.isRegularFile(p)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(p)) {
            byte[] head = in.readNBytes(1 << 20);
            return pkcs12(head) || new String(head, StandardCharsets.ISO_8859_1).contains("PRIVATE KEY");
        } catch (IOException e) {
            return false;       // gone already
        }
    }

    /** A DER sequence whose first element is INTEGER 3: the version a PKCS#12 store opens with. */
    private static boolean pkcs12(byte[] b) {
        return b.length > 7 && b[0] == 0x30 && b[1] == (byte) 0x82 && b[4] == 0x02 && b[5] == 0x01 && b[6] == 0x03;
    }

    /** Looks at a folder every {@value #LOOK_EVERY_MS} ms until closed, remembering every key-like path it saw. */
    private static final class Watcher implements AutoCloseable {

        private final Set<String> seen = new ConcurrentSkipListSet<>();
        private final Thread thread;
        private volatile boolean done;

        Watcher(Path root) {
            thread = new Thread(() -> {
                while (!done) {
                    try {
                        seen.addAll(keyLike(root));
                        Thread.sleep(LOOK_EVERY_MS);
                    } catch (IOException e) {
                        // the folder changed while we walked it: look again
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "key-watcher");
            thread.setDaemon(true);
            thread.start();
        }

        Set<String> seen() {
            return Set.copyOf(seen);
        }

        @Override
        public void close() {
            done = true;
            try {
                thread.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
