package loadshare.node.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

/** What tests that run {@code loadshare node} in forked JVMs share: a port for a seed, and every node's log. */
final class ForkedNodes {

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
}
