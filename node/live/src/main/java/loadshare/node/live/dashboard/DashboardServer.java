package loadshare.node.live.dashboard;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The dashboard's web server (the JDK's {@code com.sun.net.httpserver}), on the loopback address only:
 * <pre>
 * GET /                 the page (index.html, dashboard.js, dashboard.css: resources, no build step)
 * GET /snapshot         the board's snapshot as JSON
 * GET /events           server-sent events: a "snapshot" event whenever the board changed (at most every 250 ms),
 *                       a comment line every 15 s while nothing changes
 * GET /report.html      the run's report from the output folder, once written (404 before)
 * </pre>
 * It cannot be exhausted: a fixed pool of {@value #THREADS} threads serves it, at most {@value #MAX_STREAMS} of
 * them holding event streams (an open page holds one); a stream beyond that is refused at once (503, with
 * {@code Retry-After}), so pages that keep opening streams cannot add a thread, nor hold one for long. It answers
 * only requests whose {@code Host} is the loopback address ({@link LoopbackHost}); others get 403.
 */
final class DashboardServer implements AutoCloseable {

    /** The shortest time between two snapshots sent to one page. */
    static final Duration PUSH_EVERY = Duration.ofMillis(250);
    private static final Duration KEEP_ALIVE = Duration.ofSeconds(15);
    /** Event streams served at once; more are refused until one ends. */
    static final int MAX_STREAMS = 16;
    /** The threads serving everything but the streams (the page, snapshots, the report, refusals), at least. */
    private static final int REQUEST_THREADS = 4;
    /** Every thread the dashboard serves with. */
    static final int THREADS = MAX_STREAMS + REQUEST_THREADS;
    /** When a refused page may try again. */
    static final Duration RETRY_AFTER = Duration.ofSeconds(10);
    private static final String RESOURCES = "/loadshare/dashboard/";
    private static final Map<String, String> STATIC = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/dashboard.js", "dashboard.js",
            "/dashboard.css", "dashboard.css");

    private final HttpServer server;
    private final ExecutorService threads;
    private final Board board;
    private final Supplier<Path> report;
    private final Semaphore streams = new Semaphore(MAX_STREAMS);

    private DashboardServer(HttpServer server, ExecutorService threads, Board board, Supplier<Path> report) {
        this.server = server;
        this.threads = threads;
        this.board = board;
        this.report = report;
    }

    /**
     * Serves {@code board} on 127.0.0.1:{@code port} (0: any free port); {@code report} gives the report's file
     * once it is written (null before).
     *
     * @throws IOException if the port cannot be bound (in use, not allowed)
     */
    static DashboardServer start(int port, Board board, Supplier<Path> report) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        AtomicInteger count = new AtomicInteger();
        String name = threadName(server.getAddress().getPort());
        ExecutorService threads = Executors.newFixedThreadPool(THREADS, r -> {
            Thread t = new Thread(r, name + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        DashboardServer dashboard = new DashboardServer(server, threads, board, report);
        server.setExecutor(threads);
        server.createContext("/", dashboard::handle);
        server.start();
        return dashboard;
    }

    /** What the names of the threads of the dashboard on {@code port} begin with. */
    static String threadName(int port) {
        return "loadshare-dashboard-" + port + "-";
    }

    /** The port it listens on. */
    int port() {
        return server.getAddress().getPort();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            List<String> hosts = exchange.getRequestHeaders().get("Host");
            if (hosts == null || hosts.size() != 1 || !LoopbackHost.named(hosts.get(0))) {
                refuse(exchange, 403, LoopbackHost.REFUSAL);
            } else if (!exchange.getRequestMethod().equals("GET") && !exchange.getRequestMethod().equals("HEAD")) {
                send(exchange, 405, "text/plain", "only GET\n".getBytes(StandardCharsets.UTF_8));
            } else if (STATIC.containsKey(path)) {
                resource(exchange, STATIC.get(path));
            } else if (path.equals("/snapshot")) {
                send(exchange, 200, "application/json", board.frame().json().getBytes(StandardCharsets.UTF_8));
            } else if (path.equals("/events")) {
                events(exchange);
            } else if (path.equals("/report.html")) {
                report(exchange);
            } else {
                send(exchange, 404, "text/plain", "not found\n".getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private void resource(HttpExchange exchange, String name) throws IOException {
        try (InputStream in = DashboardServer.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IOException("resource " + RESOURCES + name + " is missing");
            }
            String type = name.endsWith(".js") ? "text/javascript" : name.endsWith(".css") ? "text/css" : "text/html";
            send(exchange, 200, type + "; charset=utf-8", in.readAllBytes());
        }
    }

    private void report(HttpExchange exchange) throws IOException {
        Path file = report.get();
        if (file == null || !Files.isRegularFile(file)) {
            send(exchange, 404, "text/plain", "the report is written when the run is over\n".getBytes(StandardCharsets.UTF_8));
            return;
        }
        send(exchange, 200, "text/html; charset=utf-8", Files.readAllBytes(file));
    }

    /** Streams snapshots to the page, if fewer than {@value #MAX_STREAMS} streams are open; else refuses it. */
    private void events(HttpExchange exchange) throws IOException {
        if (!streams.tryAcquire()) {
            exchange.getResponseHeaders().set("Retry-After", Long.toString(RETRY_AFTER.toSeconds()));
            refuse(exchange, 503, "the dashboard serves at most " + MAX_STREAMS + " event streams at once (open pages); "
                    + "close one, or try again in " + RETRY_AFTER.toSeconds() + " s");
            return;
        }
        try {
            stream(exchange);
        } finally {
            streams.release();
        }
    }

    /** Streams snapshots until the page goes away or the dashboard closes. */
    private void stream(HttpExchange exchange) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-cache");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        long seen = -1;
        try {
            for (Board.Frame frame = board.await(seen, KEEP_ALIVE); frame != null; frame = board.await(seen, KEEP_ALIVE)) {
                String text = frame.version() == seen ? ": nothing new\n\n" : BoardJson.sse(BoardJson.EVENT, frame.json());
                out.write(text.getBytes(StandardCharsets.UTF_8));
                out.flush();
                seen = frame.version();
                Thread.sleep(PUSH_EVERY.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // the page went away
        }
    }

    /** Answers {@code status} with {@code reason} as a one-line text, and closes the connection. */
    private static void refuse(HttpExchange exchange, int status, String reason) throws IOException {
        exchange.getResponseHeaders().set("Connection", "close");
        send(exchange, status, "text/plain; charset=utf-8", (reason + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        boolean head = exchange.getRequestMethod().equals("HEAD");
        exchange.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            exchange.getResponseBody().write(body);
        }
    }

    /** Ends the page's event streams and stops serving. */
    @Override
    public void close() {
        board.close();
        server.stop(0);
        threads.shutdownNow();
    }
}
