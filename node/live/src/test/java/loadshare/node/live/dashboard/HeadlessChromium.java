package loadshare.node.live.dashboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Headless Chromium driven over the DevTools protocol (a WebSocket, the JDK's client): one page that navigates,
 * evaluates JavaScript and takes screenshots. Loopback only; its own profile folder, deleted on close.
 */
public final class HeadlessChromium implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final Map<Long, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    private HeadlessChromium(Process process, Path profile, WebSocket socket) {
        this.process = process;
        this.profile = profile;
        this.socket = socket;
    }

    /** The {@code chromium} executable on the PATH, if there is one. */
    public static Optional<Path> find() {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(path.split(File.pathSeparator)).filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, "chromium")).filter(Files::isExecutable).findFirst();
    }

    /** Starts {@code chromium} headless with a {@code width} x {@code height} window and connects to its page. */
    public static HeadlessChromium start(Path chromium, int width, int height) throws Exception {
        Path profile = Files.createTempDirectory("loadshare-chromium-");
        Process process = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile, "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0", "--window-size=" + width + "," + height, "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            URI devTools = URI.create(listening(process));
            URI list = URI.create("http://" + devTools.getAuthority() + "/json/list");
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            String page = null;
            for (int tries = 0; page == null && tries < 50; tries++) {
                String body = http.send(HttpRequest.newBuilder(list).timeout(Duration.ofSeconds(10)).build(),
                        HttpResponse.BodyHandlers.ofString()).body();
                for (JsonNode target : JSON.readTree(body)) {
                    if (target.path("type").asText().equals("page")) {
                        page = target.path("webSocketDebuggerUrl").asText();
                    }
                }
                if (page == null) {
                    Thread.sleep(100);
                }
            }
            if (page == null) {
                throw new IOException("chromium shows no page at " + list);
            }
            Listener listener = new Listener();
            WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(page), listener).get(20, TimeUnit.SECONDS);
            HeadlessChromium browser = new HeadlessChromium(process, profile, socket);
            listener.owner = browser;
            return browser;
        } catch (Exception e) {
            destroy(process);
            deleteTree(profile);
            throw e;
        }
    }

    /** Loads {@code url} in the page. */
    public void navigate(String url) throws Exception {
        call("Page.navigate", Map.of("url", url));
    }

    /** The value of a JavaScript expression in the page (strings as they are, anything else as JSON text). */
    public String eval(String expression) throws Exception {
        JsonNode reply = call("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
        JsonNode value = reply.path("result").path("value");
        return value.isTextual() ? value.asText() : value.toString();
    }

    /** Evaluates {@code expression} until its value passes {@code test}; returns that value, or the last on timeout. */
    public String await(String expression, Predicate<String> test, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        String value = eval(expression);
        while (!test.test(value) && System.nanoTime() < deadline) {
            Thread.sleep(200);
            value = eval(expression);
        }
        return value;
    }

    /** A PNG of the page's top {@code height} CSS pixels, {@code width} wide, scaled by {@code scale}. */
    public byte[] screenshot(int width, int height, double scale) throws Exception {
        Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", scale);
        JsonNode reply = call("Page.captureScreenshot", Map.of("format", "png", "clip", clip));
        return Base64.getDecoder().decode(reply.path("data").asText());
    }

    private JsonNode call(String method, Map<String, Object> params) throws Exception {
        long id = ids.incrementAndGet();
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", JSON.valueToTree(params));
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        socket.sendText(JSON.writeValueAsString(message), true).get(20, TimeUnit.SECONDS);
        JsonNode answer = reply.get(60, TimeUnit.SECONDS);
        if (answer.has("error")) {
            throw new IOException(method + ": " + answer.get("error"));
        }
        return answer.path("result");
    }

    /** Reads chromium's stderr until it says where it listens; then drains it in the background. */
    private static String listening(Process process) throws Exception {
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> url = new CompletableFuture<>();
        List<String> seen = new ArrayList<>();
        Thread reader = new Thread(() -> {
            try {
                for (String line = err.readLine(); line != null; line = err.readLine()) {
                    Matcher m = LISTENING.matcher(line);
                    if (m.find()) {
                        url.complete(m.group(1));
                    } else if (!url.isDone() && seen.size() < 50) {
                        seen.add(line);
                    }
                }
            } catch (IOException e) {
                // chromium ended
            }
            url.completeExceptionally(new IOException("chromium ended without a DevTools address: " + seen));
        }, "chromium-stderr");
        reader.setDaemon(true);
        reader.start();
        return url.get(60, TimeUnit.SECONDS);
    }

    private static final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();
        private volatile HeadlessChromium owner;

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                try {
                    JsonNode message = JSON.readTree(text.toString());
                    if (message.has("id") && owner != null) {
                        CompletableFuture<JsonNode> reply = owner.pending.remove(message.get("id").asLong());
                        if (reply != null) {
                            reply.complete(message);
                        }
                    }
                } catch (IOException e) {
                    // not a reply
                }
                text.setLength(0);
            }
            socket.request(1);
            return null;
        }
    }

    @Override
    public void close() {
        socket.abort();
        destroy(process);
        deleteTree(profile);
    }

    private static void destroy(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary folder: left for the system to clean
        }
    }
}
