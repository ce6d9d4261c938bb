package loadshare.node.report;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import loadshare.node.results.ExperimentResult;
import org.knowm.xchart.XYChart;

/**
 * The experiment's plots, each as a 900x600 PNG and beside it an SVG and a PDF of the same name (vector, for a
 * paper; see {@link Figure}), rendered headless by XChart:
 * <ul>
 *   <li>{@value #RESPONSE_TIME}: mean response time vs load per policy, 95% CI error bars, and the two
 *       analytic references as dashed curves;</li>
 *   <li>{@value #IDLE_WHILE_WAITING}: P(some node idle while a job waits) vs load per policy, and the
 *       no-sharing closed form;</li>
 *   <li>{@value #PERCENTILES}: p50 / p95 / p99 of the response time vs load per policy;</li>
 *   <li>{@value #MAKESPAN}, if a policy ran an application (volunteer computing): its makespan vs the number of
 *       volunteers;</li>
 *   <li>in a sweep, {@code sweep-rho-LOAD.png} per load (one load: {@code sweep.png}): mean response time against the
 *       first swept key, a line per policy (and value of the second key);</li>
 *   <li>{@code cpu-shares.png}, if hosts share their CPUs among user classes: each class's CPU share over time.</li>
 * </ul>
 * Unstable points are left off the lines; the policy's legend entry says where it was unstable and a red
 * cross near the top of the chart marks each such load. A plot with nothing to draw (no finite point in any of its
 * lines) is not written.
 */
public final class Plots {

    static {
        headless();
    }

    /** File name of the mean response time plot. */
    public static final String RESPONSE_TIME = "response-time.png";
    /** File name of the idle-while-waiting plot. */
    public static final String IDLE_WHILE_WAITING = "idle-while-waiting.png";
    /** File name of the percentile plot. */
    public static final String PERCENTILES = "percentiles.png";
    /** File name of the makespan plot (only when a policy ran an application). */
    public static final String MAKESPAN = "makespan.png";

    private Plots() {
    }

    /** File name of a sweep's plot at {@code load}: {@code sweep.png}, or {@code sweep-rho-0.9.png} with several loads. */
    public static String sweepPlot(ExperimentResult result, double load) {
        return result.loads().size() == 1 ? "sweep.png" : "sweep-rho-" + Fmt.load(load) + ".png";
    }

    /** Tells AWT there is no display; must run before any AWT class is touched (servers have none). */
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    /**
     * Renders every plot, in the order above, each as PNG, SVG and PDF. The plots are independent and rendering
     * them (Java2D's rasterizer and the PNG encoder, mostly running once and so not yet compiled) is most of what a
     * short run costs after the simulation: they render on the machine's cores at once.
     */
    public static List<Figure> renderAll(ExperimentResult result) throws IOException {
        return renderAll(result, true);
    }

    /** Renders every plot as {@link #renderAll(ExperimentResult)} does, with their titles or without. */
    public static List<Figure> renderAll(ExperimentResult result, boolean titles) throws IOException {
        List<Callable<List<Figure>>> parts = new ArrayList<>();
        parts.add(() -> figure(RESPONSE_TIME, ResponseTimeChart.build(result), titles));
        parts.add(() -> figure(IDLE_WHILE_WAITING, IdleWhileWaitingChart.build(result), titles));
        parts.add(() -> figure(PERCENTILES, PercentileChart.build(result), titles));
        if (!result.applications().isEmpty()) {
            parts.add(() -> figure(MAKESPAN, MakespanChart.build(result), titles));
        }
        if (!SweepTable.keys(result).isEmpty()) {
            for (double load : result.loads()) {
                parts.add(() -> figure(sweepPlot(result, load), SweepChart.build(result, load), titles));
            }
        }
        parts.add(() -> BatchCharts.render(result, titles));
        parts.add(() -> BandWaitChart.render(result, titles));
        parts.add(() -> ConsolidationChart.render(result, titles));
        parts.add(() -> LocalityChart.render(result, titles));
        parts.add(() -> DecisionTimeChart.render(result, titles));
        parts.add(() -> FailureCharts.render(result, titles));
        if (FairShareChart.present(result)) {
            parts.add(() -> figure(FairShareChart.FILE_NAME, FairShareChart.build(result), titles));
            parts.add(() -> figure(LagChart.FILE_NAME, LagChart.build(result), titles));
        }
        return renderAtOnce(parts);
    }

    /**
     * The chart as a figure whose PNG is {@code pngFile}; none if the chart has no point to draw (a batch scheduler's
     * runs measure no P(idle while waiting), and no closed form applies to them).
     */
    private static List<Figure> figure(String pngFile, XYChart chart, boolean titles) throws IOException {
        return ChartSupport.isEmpty(chart) ? List.of() : List.of(ChartSupport.figure(Figure.stem(pngFile), chart, titles));
    }

    /** Runs {@code parts} on up to one thread a core; their plots in the order of the parts. */
    private static List<Figure> renderAtOnce(List<Callable<List<Figure>>> parts) throws IOException {
        int threads = Math.min(parts.size(), Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "plots");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<List<Figure>>> rendered = new ArrayList<>();
            for (Callable<List<Figure>> part : parts) {
                rendered.add(pool.submit(part));
            }
            List<Figure> figures = new ArrayList<>();
            for (Future<List<Figure>> part : rendered) {
                figures.addAll(part.get());
            }
            return List.copyOf(figures);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while rendering the plots");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Renders every plot into {@code dir} (created if needed), each file atomically; returns the file names written
     * (a plot's PNG, SVG and PDF, then the next plot's).
     */
    public static List<String> writeAll(ExperimentResult result, Path dir) throws IOException {
        return Figure.writeAll(renderAll(result), dir);
    }
}
