package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import loadshare.node.results.Aggregation;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

class PlotsTest {

    @TempDir
    Path dir;

    @Test
    void writesThreePngsReadableByImageIoAt900By600() throws IOException {
        List<String> names = Plots.writeAll(ReportFixtures.sample(), dir);
        assertEquals(List.of("response-time.png", "response-time.svg", "response-time.pdf",
                "idle-while-waiting.png", "idle-while-waiting.svg", "idle-while-waiting.pdf",
                "percentiles.png", "percentiles.svg", "percentiles.pdf"), names);
        for (String name : names.stream().filter(n -> n.endsWith(".png")).toList()) {
            BufferedImage image = ImageIO.read(dir.resolve(name).toFile());
            assertNotNull(image, name);
            assertEquals(900, image.getWidth(), name);
            assertEquals(600, image.getHeight(), name);
        }
        assertEquals("true", System.getProperty("java.awt.headless"));
    }

    @Test
    void unstablePointIsLeftOffTheLineNamedInTheLegendAndMarked() {
        XYChart chart = ResponseTimeChart.build(ReportFixtures.sample());
        XYSeries random = chart.getSeriesMap().get("random (unstable at ρ=0.95)");
        assertNotNull(random, chart.getSeriesMap().keySet().toString());
        assertArrayEquals(new double[] {0.5, 0.8}, random.getXData());
        XYSeries marker = chart.getSeriesMap().get("unstable");
        assertNotNull(marker);
        assertArrayEquals(new double[] {0.95}, marker.getXData());
        assertNotNull(chart.getSeriesMap().get("threshold, T=2"));
    }

    @Test
    void referenceCurvesAreNamedByTheModelsAndCutAtTheAxisCap() {
        ExperimentResult result = ReportFixtures.sample();
        XYChart chart = ResponseTimeChart.build(result);
        // highest stable mean + CI: threshold at 0.95, 0.6 / 0.05 * 1.05 = 12.6
        double cap = 1.5 * 12.6;
        assertEquals(cap, chart.getStyler().getYAxisMax(), 1e-9);
        XYSeries noSharing = chart.getSeriesMap().get("no sharing: M/M/1");
        XYSeries central = chart.getSeriesMap().get("central queue: M/M/4 (Erlang C)");
        assertNotNull(noSharing);
        assertNotNull(central);
        assertTrue(Arrays.stream(noSharing.getYData()).filter(Double::isFinite).allMatch(y -> y <= cap + 1e-9));
        assertEquals(cap, Arrays.stream(noSharing.getYData()).max().orElseThrow(), 1e-9);
    }

    @Test
    void clippingInterpolatesTheCrossingsAndLeavesAGapAboveTheCap() {
        double[][] xy = ChartSupport.clipAbove(new double[] {0, 1, 2, 3, 4}, new double[] {0, 2, 6, 2, 0}, 4);
        assertArrayEquals(new double[] {0, 1, 1.5, 2.5, 2.5, 3, 4}, xy[0], 1e-12);
        assertArrayEquals(new double[] {0, 2, 4, Double.NaN, 4, 2, 0}, xy[1], 1e-12);
    }

    @Test
    void aPolicyUnstableEverywhereStillRenders() throws IOException {
        ExperimentResult base = ReportFixtures.sample();
        ExperimentResult allUnstable = new ExperimentResult(base.name(), base.configText(), base.nodes(),
                base.policies(), base.loads(), base.referenceModel(), base.replications(),
                base.summaries().stream().map(s -> new PointSummary(s.point(), s.replications(), s.jobs(),
                        s.response(), s.ci95HalfWidth(), s.flow(), s.sharing(), true, s.migrations(),
                        s.owners())).toList(),
                base.references(), base.curve());
        List<String> names = Plots.writeAll(allUnstable, dir);
        for (String name : names.stream().filter(n -> n.endsWith(".png")).toList()) {
            assertNotNull(ImageIO.read(dir.resolve(name).toFile()), name);
        }
    }

    @Test
    void aPlotWithNothingToDraw_isNotWritten_likeABatchRunsIdleWhileWaiting() throws IOException {
        ExperimentResult base = ReportFixtures.sample();
        java.util.function.UnaryOperator<loadshare.node.results.AnalyticReference> noIdle = a ->
                new loadshare.node.results.AnalyticReference(a.load(), a.mm1ResponseTime(), a.mmkResponseTime(), Double.NaN);
        ExperimentResult batch = new ExperimentResult(base.name(), base.configText(), base.nodes(),
                base.policies(), base.loads(), base.referenceModel(), base.replications(),
                base.summaries().stream().map(s -> new PointSummary(s.point(), s.replications(), s.jobs(),
                        s.response(), s.ci95HalfWidth(), s.flow(),
                        new loadshare.node.run.SharingFigures(0, 0, Double.NaN), s.unstable(), s.migrations(),
                        s.owners())).toList(),
                base.references().stream().map(noIdle).toList(), base.curve().stream().map(noIdle).toList());
        assertTrue(ChartSupport.isEmpty(IdleWhileWaitingChart.build(batch)));
        List<String> names = Plots.writeAll(batch, dir);
        assertEquals(List.of("response-time.png", "response-time.svg", "response-time.pdf",
                "percentiles.png", "percentiles.svg", "percentiles.pdf"), names);
    }

    @Test
    void percentilesOverAtMostTwoDecades_labelEveryLogTick_moreOnlyThePowersOfTen() {
        XYChart chart = PercentileChart.build(ReportFixtures.sample());
        // p50 floor 0.7 x 1.2 = 0.84 (x 0.8 = 0.672) up to the highest p99 x 1.1 = 52.8: under two decades
        assertTrue(chart.getStyler().getYAxisMin() > 0.5 && chart.getStyler().getYAxisMax() < 60);
        assertFalse(chart.getStyler().isYAxisLogarithmicDecadeOnly());
        ChartSupport.logTickLabels(chart, 0.1, 1000);
        assertTrue(chart.getStyler().isYAxisLogarithmicDecadeOnly());
        ChartSupport.logTickLabels(chart, 1, 100);
        assertFalse(chart.getStyler().isYAxisLogarithmicDecadeOnly());
    }

    @Test
    void percentiles_carryTheIntervalTheirReplicationsGive() {
        ExperimentResult result = ReportFixtures.sample();
        XYChart chart = PercentileChart.build(result);
        for (String percentile : List.of("p99", "p50")) {
            double[] replicated = result.replications().stream()
                    .filter(r -> r.point().policy().equals("threshold, T=2") && r.point().load() == 0.8)
                    .mapToDouble(r -> percentile.equals("p99") ? r.response().p99() : r.response().p50()).toArray();
            double expected = Aggregation.ci95HalfWidth(replicated);
            assertTrue(expected > 0, percentile);
            XYSeries series = chart.getSeriesMap().get("threshold, T=2 " + percentile);
            assertEquals(0.8, series.getXData()[1]);
            assertEquals(expected, series.getExtraValues()[1], 1e-12, percentile);
        }
    }

    @Test
    void responseTimes_overAtMostTwoDecades_labelEveryLogTick() {
        XYChart chart = ResponseTimeChart.build(ReportFixtures.sample());
        assertTrue(chart.getStyler().isYAxisLogarithmic());
        double decades = Math.log10(chart.getStyler().getYAxisMax() / chart.getStyler().getYAxisMin());
        assertEquals(decades > 2, chart.getStyler().isYAxisLogarithmicDecadeOnly(), "decades " + decades);
    }
}
