package loadshare.node.live.dashboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dashboard's web server on loopback, read with the JDK's HTTP client (and, where a test needs a Host header of
 * its own or many connections, with plain sockets): no browser, no cluster.
 */
class DashboardServerTest {

    private static final RunInfo RUN = new RunInfo("quickstart", 3, "none", 0.5, 60, 6, 0.05, 1.0);

    @TempDir
    Path out;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private HttpResponse<String> get(DashboardServer server, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void servesThePage_theSnapshot_theEventStream_andTheReportOnceWritten() throws Exception {
        Board board = new Board(RUN, System::nanoTime);
        AtomicReference<Path> report = new AtomicReference<>();
        try (DashboardServer server = DashboardServer.start(0, board, report::get)) {
            HttpResponse<String> page = get(server, "/");
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<h2>Nodes</h2>") && page.body().contains("dashboard.js"), page.body());
            assertEquals(200, get(server, "/dashboard.js").statusCode());
            assertTrue(get(server, "/dashboard.css").headers().firstValue("Content-Type").orElse("").startsWith("text/css"));
            assertTrue(get(server, "/snapshot").body().startsWith("{\"version\":0,\"phase\":\"waiting for nodes\""));
            assertEquals(404, get(server, "/nothing").statusCode());
            assertEquals(404, get(server, "/report.html").statusCode());

            HttpResponse<InputStream> events = http.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + "/events")).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            assertEquals("text/event-stream; charset=utf-8", events.headers().firstValue("Content-Type").orElse(""));
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(events.body(), StandardCharsets.UTF_8))) {
                assertEquals("event: snapshot", lines.readLine());
                assertTrue(lines.readLine().startsWith("data: {\"version\":0,"));
                assertEquals("", lines.readLine());
                board.member("127.0.0.1:5", MemberChange.UP);
                assertEquals("event: snapshot", lines.readLine());
                assertTrue(lines.readLine().contains("\"change\":\"up\""));
            }

            Files.writeString(out.resolve("report.html"), "<h1>the report</h1>");
            report.set(out.resolve("report.html"));
            assertEquals("<h1>the report</h1>", get(server, "/report.html").body());
        }
    }

    @Test
    void aPortInUse_failsToStart() throws Exception {
        Board board = new Board(RUN, System::nanoTime);
        try (DashboardServer first = DashboardServer.start(0, board, () -> null)) {
            assertThrows(IOException.class, () -> DashboardServer.start(first.port(), board, () -> null));
        }
    }

    @Test
    void moreEventStreamsThanTheBound_areRefusedWith503AndRetryAfter_itsThreadsStayBounded_andAClosedPageFreesItsSlot()
            throws Exception {
        Board board = new Board(RUN, System::nanoTime);
        List<Socket> open = new ArrayList<>();
        try (DashboardServer server = DashboardServer.start(0, board, () -> null)) {
            for (int i = 0; i < DashboardServer.MAX_STREAMS; i++) {
                Socket stream = new Socket(InetAddress.getLoopbackAddress(), server.port());
                open.add(stream);
                Head head = Head.of(stream, "127.0.0.1:" + server.port(), "/events", false);
                assertEquals(200, head.status(), "stream " + i);
                assertTrue(head.rest().readLine().matches("[0-9a-f]+"), "a chunk's length");
                assertEquals("event: snapshot", head.rest().readLine(), "stream " + i);
            }
            int extra = 3 * DashboardServer.THREADS;
            for (int i = 0; i < extra; i++) {
                try (Socket refused = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
                    Head head = Head.of(refused, "127.0.0.1:" + server.port(), "/events", false);
                    assertEquals(503, head.status(), "stream " + (DashboardServer.MAX_STREAMS + i));
                    assertEquals(Long.toString(DashboardServer.RETRY_AFTER.toSeconds()), head.headers().get("retry-after"));
                    assertEquals("the dashboard serves at most 16 event streams at once (open pages); close one, or try "
                            + "again in 10 s", head.rest().readLine());
                    assertEquals(-1, head.rest().read(), "one line, and the connection closes");
                }
            }
            long threads = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().startsWith(DashboardServer.threadName(server.port()))).count();
            assertTrue(threads <= DashboardServer.THREADS, threads + " threads for " + (open.size() + extra) + " streams");

            open.remove(0).close();
            assertTrue(aStreamIsServedAgain(server, board, open), "a slot is free once its page went away");
        } finally {
            for (Socket s : open) {
                s.close();
            }
        }
    }

    /**
     * Whether a new stream is served within 30 s, the board changing meanwhile (a stream finds out its page went away
     * when it writes to it).
     */
    private static boolean aStreamIsServedAgain(DashboardServer server, Board board, List<Socket> open) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        for (int change = 0; System.nanoTime() < deadline; change++) {
            board.member("127.0.0.1:" + change, MemberChange.UP);
            Socket stream = new Socket(InetAddress.getLoopbackAddress(), server.port());
            open.add(stream);
            if (Head.of(stream, "127.0.0.1:" + server.port(), "/events", false).status() == 200) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    @Test
    void onlyLoopbackHostNames_areAnswered_anyOtherHostIsRefusedInOneLine() throws Exception {
        Board board = new Board(RUN, System::nanoTime);
        try (DashboardServer server = DashboardServer.start(0, board, () -> null)) {
            int port = server.port();
            for (String host : List.of("127.0.0.1", "127.0.0.1:" + port, "localhost", "localhost:" + port, "LocalHost:8080",
                    "[::1]", "[::1]:" + port)) {
                assertEquals(200, Answer.of(port, host, "/snapshot").status(), host);
            }
            for (String host : List.of("evil.example", "evil.example:" + port, "127.0.0.1.evil.example",
                    "localhost.evil.example:" + port, "10.0.0.5:" + port, "[::2]", "localhost:port")) {
                Answer answer = Answer.of(port, host, "/snapshot");
                assertEquals(403, answer.status(), host);
                assertEquals(LoopbackHost.REFUSAL + "\n", answer.body(), host);
            }
            assertEquals(403, Answer.of(port, "evil.example", "/events").status(), "the event stream too");
            assertEquals(403, Answer.of(port, null, "/").status(), "no Host at all");
        }
    }

    /** The start of an answer read off a socket: its status, its headers (names in lower case), and the rest. */
    private record Head(int status, Map<String, String> headers, BufferedReader rest) {

        /** Sends {@code GET path} with {@code host} as the Host header (null: none) and reads the status and headers. */
        static Head of(Socket socket, String host, String path, boolean close) throws IOException {
            socket.setSoTimeout(10_000);
            String request = "GET " + path + " HTTP/1.1\r\n" + (host == null ? "" : "Host: " + host + "\r\n")
                    + (close ? "Connection: close\r\n" : "") + "\r\n";
            socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            BufferedReader rest = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            String status = rest.readLine();
            Map<String, String> headers = new TreeMap<>();
            for (String line = rest.readLine(); line != null && !line.isEmpty(); line = rest.readLine()) {
                int colon = line.indexOf(':');
                headers.put(line.substring(0, colon).strip().toLowerCase(Locale.ROOT), line.substring(colon + 1).strip());
            }
            return new Head(Integer.parseInt(status.split(" ")[1]), headers, rest);
        }
    }

    /** A whole answer: its status and its body. */
    private record Answer(int status, String body) {

        /** {@code GET path} with {@code host} as the Host header (null: none), on a connection of its own. */
        static Answer of(int port, String host, String path) throws IOException {
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                Head head = Head.of(socket, host, path, true);
                StringBuilder body = new StringBuilder();
                for (int c = head.rest().read(); c >= 0; c = head.rest().read()) {
                    body.append((char) c);
                }
                return new Answer(head.status(), body.toString());
            }
        }
    }
}
