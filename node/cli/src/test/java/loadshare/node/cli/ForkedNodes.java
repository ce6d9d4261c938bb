package loadshare.node.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.node.live.LocalCluster;

/**
 * What tests that run {@code loadshare node} in forked JVMs share: a port for a seed, a wait for a line in a node's
 * log, every node's log, and where a JVM that should have ended is held.
 */
final class ForkedNodes {

    /**
     * How long a forked node may take to start and join: a JVM may take minutes to start beside a second build (more
     * than 90 s was seen at load average 30), so twice what a node of {@code loadshare cluster} is given to join.
     */
    static final Duration STARTING = LocalCluster.JOIN_TIMEOUT.multipliedBy(2);

    private ForkedNodes() {
    }

    /** A port free on {@code host} now, for a seed node whose address the others must know before it starts. */
    static int freePort(String host) throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getByName(host), 0));
            return socket.getLocalPort();
        }
    }

    /** Every log in {@code logs}, each after a line naming it: for a failure's message. */
    static String logsOf(Path logs) {
        StringBuilder all = new StringBuilder();
        try (var files = Files.list(logs)) {
            for (Path f : files.sorted().toList()) {
                all.append("--- ").append(f.getFileName()).append('\n').append(Files.readString(f));
            }
        } catch (IOException e) {
            all.append(e);
        }
        return all.toString();
    }

    /** Waits until {@code log} holds {@code text}; fails after {@code timeout}, with every log in {@code logs}. */
    static void awaitLine(Path log, String text, Duration timeout, Path logs) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no '" + text + "' in " + log + " within " + timeout + ":\n" + logsOf(logs));
    }

    /**
     * The main thread's stack of each of {@code processes} still running, from the JDK's {@code jcmd}: for a failure's
     * message, where a JVM that should have ended is held (a wait for the cluster to let it leave, a write, ...).
     */
    static String mainStacksOf(List<ProcessHandle> processes) {
        StringBuilder all = new StringBuilder();
        for (ProcessHandle p : processes) {
            if (!p.isAlive()) {
                continue;
            }
            all.append("--- main thread of ").append(p.pid()).append(", still running:\n");
            try {
                Process jcmd = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                        Long.toString(p.pid()), "Thread.print").redirectErrorStream(true).start();
                String dump = new String(jcmd.getInputStream().readAllBytes());
                jcmd.waitFor(30, TimeUnit.SECONDS);
                int main = dump.indexOf("\n\"main\"");
                int end = main < 0 ? -1 : dump.indexOf("\n\n", main + 1);
                all.append(main < 0 ? dump : dump.substring(main + 1, end < 0 ? dump.length() : end)).append('\n');
            } catch (IOException e) {
                all.append("(no jcmd: ").append(e.getMessage()).append(")\n");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return all.toString();
            }
        }
        return all.toString();
    }
}
