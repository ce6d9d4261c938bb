package loadshare.node.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import loadshare.node.experiment.ExperimentResult;

/**
 * The experiment's plots as 900x600 PNGs (XChart, rendered headless):
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
 * cross near the top of the chart marks each such load.
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

    /** Renders every plot: file name to PNG bytes, in the order above. */
    public static Map<String, byte[]> renderAll(ExperimentResult result) throws IOException {
        Map<String, byte[]> pngs = new LinkedHashMap<>();
        pngs.put(RESPONSE_TIME, ChartSupport.png(ResponseTimeChart.build(result)));
        pngs.put(IDLE_WHILE_WAITING, ChartSupport.png(IdleWhileWaitingChart.build(result)));
        pngs.put(PERCENTILES, ChartSupport.png(PercentileChart.build(result)));
        if (!result.applications().isEmpty()) {
            pngs.put(MAKESPAN, ChartSupport.png(MakespanChart.build(result)));
        }
        if (!SweepTable.keys(result).isEmpty()) {
            for (double load : result.loads()) {
                pngs.put(sweepPlot(result, load), ChartSupport.png(SweepChart.build(result, load)));
            }
        }
        pngs.putAll(BatchCharts.render(result));
        pngs.putAll(BandWaitChart.render(result));
        if (FairShareChart.present(result)) {
            pngs.put(FairShareChart.FILE_NAME, ChartSupport.png(FairShareChart.build(result)));
        }
        return pngs;
    }

    /** Renders every plot into {@code dir} (created if needed), atomically; returns the file names written. */
    public static List<String> writeAll(ExperimentResult result, Path dir) throws IOException {
        return write(renderAll(result), dir);
    }

    /** Writes already rendered plots into {@code dir}, atomically; returns the file names written. */
    static List<String> write(Map<String, byte[]> pngs, Path dir) throws IOException {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, byte[]> png : pngs.entrySet()) {
            AtomicFiles.write(dir.resolve(png.getKey()), png.getValue());
            names.add(png.getKey());
        }
        return List.copyOf(names);
    }
}
