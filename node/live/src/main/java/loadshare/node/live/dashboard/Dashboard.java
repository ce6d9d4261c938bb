package loadshare.node.live.dashboard;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import loadshare.node.live.LiveMeasurement;
import loadshare.node.live.LiveRun;

/**
 * The live run's dashboard: a page on {@code http://127.0.0.1:PORT/} that the collector's node keeps up to date
 * (give {@link #listener()} to the node), the run's simulated twin computed in the background, and the run's
 * report once it is written. Start it before the cluster, so that a port in use is found before anything runs.
 */
public final class Dashboard implements AutoCloseable {

    private final Board board;
    private final DashboardServer server;
    private final AtomicReference<Path> report = new AtomicReference<>();
    private final AtomicBoolean closed = new AtomicBoolean();

    private Dashboard(Board board, int port) throws IOException {
        this.board = board;
        this.server = DashboardServer.start(port, board, report::get);
    }

    /**
     * Serves the dashboard of {@code run} on 127.0.0.1:{@code port} (0: any free port) and starts the run's
     * simulated twin, run by {@code simulator}.
     *
     * @throws IOException if the port cannot be bound
     */
    public static Dashboard start(LiveRun run, int port, SimulatedTwin.Simulator simulator) throws IOException {
        Dashboard dashboard = new Dashboard(new Board(RunInfo.of(run), System::nanoTime), port);
        SimulatedTwin.start(run, simulator, dashboard.board::twin, dashboard.board::twinFailed);
        return dashboard;
    }

    /** What the collector's node tells the dashboard. */
    public RunListener listener() {
        return board;
    }

    /** The page's address. */
    public URI url() {
        return URI.create("http://127.0.0.1:" + server.port() + "/");
    }

    /** Shows the run's result once the collector has it. */
    public void follow(CompletableFuture<LiveMeasurement> result) {
        result.thenAccept(board::finished);
    }

    /** The run's report has been written to {@code file}: the page links to it and shows it. */
    public void reportWritten(Path file) {
        report.set(file);
        board.reportReady();
    }

    /** Stops serving (once; again does nothing); open pages keep what they show. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            server.close();
        }
    }
}
