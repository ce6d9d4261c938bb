package loadshare.node.live.dashboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadshare.node.cli.Main;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadshare cluster --dashboard} end to end: three nodes (this JVM and two children), the page loaded in
 * headless Chromium driven over the DevTools protocol. Skipped, loudly, when {@code chromium} is not on the PATH.
 * With {@code -Ddashboard.screenshot=FILE} it also saves a screenshot of the page once a node is gone.
 */
class DashboardIT {

    private static final Pattern URL = Pattern.compile("dashboard: (http://127\\.0\\.0\\.1:\\d+/)");
    private static final String STATE_OF_NODE_2 =
            "(document.querySelector('#nodes tr[data-node=\"2\"] td.state') || {textContent: ''}).textContent";

    @TempDir
    Path out;

    @Test
    @Timeout(300)
    void cluster_withDashboard_pageShowsTheNodesLive_aKilledNodeAsGone_andTheReportAtTheEnd() throws Exception {
        Optional<Path> chromium = HeadlessChromium.find();
        if (chromium.isEmpty()) {
            String why = "DashboardIT SKIPPED: no 'chromium' on the PATH; install it (apt-get install chromium) to run "
                    + "the dashboard's browser test";
            System.err.println(why);
            Assumptions.assumeTrue(false, why);
        }
        StringWriter console = new StringWriter();
        StringWriter output = new StringWriter();
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> Main.execute(
                new PrintWriter(output, true), new PrintWriter(console, true), "cluster", "--nodes", "3",
                "--policy", "sender-threshold", "--load", "0.8", "--duration", "600", "--time-scale", "0.05",
                "--no-real-migration", "--dashboard", "--dashboard-linger", "10", "--drain-timeout", "60",
                "--out", out.toString()));
        String url = awaitUrl(console, status);

        try (HeadlessChromium page = HeadlessChromium.start(chromium.get(), 1280, 1500)) {
            page.navigate(url);
            String rows = page.await("document.querySelectorAll('#nodes tbody tr').length + ' ' + "
                            + "document.getElementById('phase').textContent",
                    v -> v.equals("3 running"), Duration.ofSeconds(120));
            assertEquals("3 running", rows, "three nodes, running:\n" + console);
            String headings = page.eval("[...document.querySelectorAll('h1, h2')].map(h => h.textContent).join('|')");
            for (String heading : List.of("loadshare: live cluster", "Nodes", "Throughput and response time",
                    "Over time", "Membership", "Report")) {
                assertTrue(headings.contains(heading), heading + " in " + headings);
            }

            String numbers = "document.getElementById('model-time').textContent + ' | ' + "
                    + "document.querySelector('#nodes tbody').textContent + ' | ' + "
                    + "document.getElementById('live-row').textContent";
            String first = page.eval(numbers);
            // the node rows change with every activity report, the model time with the collector's status
            String second = page.await(numbers, v -> modelTime(v) > modelTime(first), Duration.ofSeconds(20));
            assertNotEquals(first, second, "the numbers change while the run goes on");
            assertTrue(modelTime(second) > modelTime(first), first + "\nthen\n" + second);

            ProcessHandle node2 = child("2");
            node2.destroyForcibly();    // SIGKILL
            String state = page.await(STATE_OF_NODE_2, v -> v.equals("gone"), Duration.ofSeconds(90));
            assertEquals("gone", state, "node 2 shows as gone:\n" + console);
            String events = page.eval("document.getElementById('events').textContent");
            assertTrue(events.contains("unreachable") && events.contains("gone"), events);
            assertEquals("gone", page.eval("document.querySelector('#events li').className"),
                    "the newest event is node 2's removal: " + events);
            assertTrue(page.await("document.getElementById('twin-row').textContent", v -> !v.contains("simulating"),
                    Duration.ofSeconds(60)).matches("simulated twin\\d+.*"), "the simulated twin's figures");
            String screenshot = System.getProperty("dashboard.screenshot");
            if (screenshot != null) {
                int height = Integer.parseInt(page.eval("String(document.getElementById('report-status').offsetTop + 40)"));
                Files.write(Path.of(screenshot), page.screenshot(1280, height, 0.75));
            }

            String report = page.await("document.getElementById('report').hidden ? '' : "
                    + "(document.getElementById('report').contentDocument || {body: null}).body?.textContent || ''",
                    v -> v.contains("Results"), Duration.ofSeconds(180));
            assertTrue(report.contains("Results") && report.contains("sender-threshold"),
                    "the report is shown at the end:\n" + console);
        }
        assertEquals(0, status.get(60, TimeUnit.SECONDS), console.toString());
        assertTrue(output.toString().contains("nodes gone: [2]"), output.toString());
    }

    /** The dashboard's address, from the console; fails if the command ends first. */
    private static String awaitUrl(StringWriter console, CompletableFuture<Integer> status) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && !status.isDone()) {
            Matcher m = URL.matcher(console.toString());
            if (m.find()) {
                return m.group(1);
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no dashboard address on the console:\n" + console);
    }

    /** This JVM's child running node {@code index}. */
    private static ProcessHandle child(String index) {
        return ProcessHandle.current().children().filter(p -> {
            List<String> args = arguments(p);
            int at = args.indexOf("--index");
            return at >= 0 && at + 1 < args.size() && args.get(at + 1).equals(index);
        }).findFirst().orElseThrow(() -> new AssertionError("no child JVM runs node " + index));
    }

    /** A process's arguments: from /proc (the JDK's view may be cut short by a long class path), else the JDK's. */
    private static List<String> arguments(ProcessHandle p) {
        try {
            String line = Files.readString(Path.of("/proc", Long.toString(p.pid()), "cmdline"));
            return List.of(line.split("\0"));
        } catch (IOException | RuntimeException e) {
            return List.of(p.info().arguments().orElse(new String[0]));
        }
    }

    private static double modelTime(String numbers) {
        return Double.parseDouble(numbers.substring(0, numbers.indexOf(' ')));
    }
}
