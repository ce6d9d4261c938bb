package loadshare.node.live.dashboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The dashboard's web server on loopback, read with the JDK's HTTP client: no browser, no cluster. */
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
}
