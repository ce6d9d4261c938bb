package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import loadshare.config.SettingsException;
import loadshare.node.live.LiveNode;
import loadshare.node.live.LiveRun;
import loadshare.node.live.dashboard.Dashboard;
import loadshare.node.live.dashboard.RunListener;
import loadshare.node.report.HtmlReport;
import loadshare.node.sim.SimulatedCluster;
import picocli.CommandLine.Option;

/** The dashboard's options, shared by {@code cluster} and {@code node} (on node 0), and what they do. */
final class DashboardOptions {

    @Option(names = "--dashboard", arity = "0..1", paramLabel = "PORT", fallbackValue = "0",
            description = "serve a web page that shows the run live, on loopback port PORT (any free one without "
                    + "PORT; the URL is printed): each node's queue, running jobs, transfers and migrations, "
                    + "membership events, throughput and mean response so far beside the simulated twin's, and at the "
                    + "end the report")
    String port;

    @Option(names = "--dashboard-linger", paramLabel = "SECONDS",
            description = "after the run, wall seconds the dashboard keeps serving its final page and the report "
                    + "(default: ${DEFAULT-VALUE}; Ctrl-C ends it sooner)")
    int linger = 30;

    /**
     * The dashboard of {@code run}, serving (so that a bad port is found before anything else starts, and said in
     * one line); null without {@code --dashboard}.
     */
    Dashboard start(LiveRun run) {
        if (port == null) {
            return null;
        }
        int number = checkedPort();
        Dashboard dashboard;
        try {
            dashboard = Dashboard.start(run, number,
                    (model, warmupJobs, jobs) -> new SimulatedCluster(model).run(warmupJobs, jobs, done -> { }));
        } catch (IOException e) {
            throw new SettingsException("--dashboard " + port + ": cannot serve on 127.0.0.1:" + number + ": "
                    + e.getMessage() + " (give another port, or none for any free one)");
        }
        return dashboard;
    }

    /** The port asked for, checked (and the linger time). */
    private int checkedPort() {
        int number = port.matches("\\d{1,5}") ? Integer.parseInt(port) : -1;
        if (number < 0 || number > 65535) {
            throw new SettingsException("--dashboard " + port + ": a port must be in 0..65535 (or none: any free port)");
        }
        if (linger < 0) {
            throw new SettingsException("--dashboard-linger " + linger + ": must be 0 or more seconds");
        }
        return number;
    }

    /**
     * {@code cluster}'s dashboard, served by node 0 (where the collector starts): the options node 0 gets, after
     * checking them here (a port in use is said in one line before any node starts); none without {@code
     * --dashboard}.
     */
    List<String> forNodeZero() {
        if (port == null) {
            return List.of();
        }
        int number = checkedPort();
        if (number != 0) {
            try (ServerSocket probe = new ServerSocket(number, 1, InetAddress.getLoopbackAddress())) {
                probe.setReuseAddress(true);
            } catch (IOException e) {
                throw new SettingsException("--dashboard " + port + ": cannot serve on 127.0.0.1:" + number + ": "
                        + e.getMessage() + " (give another port, or none for any free one)");
            }
        }
        return List.of("--dashboard", Integer.toString(number), "--dashboard-linger", Integer.toString(linger));
    }

    /** How long the dashboard serves on after the run: nothing without one. */
    Duration linger() {
        return port == null ? Duration.ZERO : Duration.ofSeconds(linger);
    }

    /** Prints the dashboard's address, if there is one. */
    static void announce(Dashboard dashboard, PrintWriter err) {
        if (dashboard != null) {
            err.println("dashboard: " + dashboard.url());
            err.flush();
        }
    }

    /** What the collector's node tells the dashboard, if there is one. */
    static RunListener listener(Dashboard dashboard) {
        return dashboard == null ? RunListener.NONE : dashboard.listener();
    }

    /** The first node is up: the dashboard shows its result when it comes. */
    static void follow(Dashboard dashboard, LiveNode first) {
        if (dashboard != null) {
            dashboard.follow(first.result());
        }
    }

    /** The reports are in {@code out}: the dashboard shows the report, serves on for the linger time, and stops. */
    void runOver(Dashboard dashboard, Path out, PrintWriter err) throws InterruptedException {
        if (dashboard == null) {
            return;
        }
        dashboard.reportWritten(out.resolve(HtmlReport.FILE_NAME));
        if (linger > 0) {
            err.printf("dashboard: the run is over; %s serves the report for %d s more (Ctrl-C to stop)%n",
                    dashboard.url(), linger);
            err.flush();
            Thread.sleep(linger * 1000L);
        }
        dashboard.close();
    }
}
