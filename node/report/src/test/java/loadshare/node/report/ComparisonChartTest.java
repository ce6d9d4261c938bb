package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadshare.node.compare.Comparison;
import loadshare.node.compare.ResultsFolder;
import loadshare.node.compare.ResultsFolder.PointKey;
import loadshare.node.compare.ResultsFolder.Replication;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

/** compare's plot says which folder is A and which is B, with its title and without. */
class ComparisonChartTest {

    private static final PointKey POINT = new PointKey("none", Map.of(), "0.9");

    private static ResultsFolder folder(String dir, double mean) {
        return new ResultsFolder(Path.of(dir), List.of(), Map.of(POINT,
                List.of(new Replication(0, 1, mean, false), new Replication(1, 2, mean + 1, false))));
    }

    private static final Comparison C = Comparison.of(folder("runs/latency-0.05", 10), folder("runs/latency-0.2", 12));

    @Test
    void theTitleNamesAAndBByTheirFolders() {
        XYChart chart = ComparisonChart.build(C, true);
        assertEquals("mean response time: B − A in % of A (95% CI), A = latency-0.05, B = latency-0.2",
                chart.getTitle());
        assertEquals("B − A (% of A)", chart.getYAxisTitle());
    }

    @Test
    void withoutItsTitle_theYAxisNamesAAndB() {
        XYChart chart = ComparisonChart.build(C, false);
        assertEquals("B − A (% of A), A = latency-0.05, B = latency-0.2", chart.getYAxisTitle());
    }

    @Test
    void aLongFolderNameKeepsItsStartAndEnd() {
        String label = ComparisonChart.label(Path.of("/tmp/results-of-the-long-latency-experiment-run-7"));
        assertEquals(ComparisonChart.LONGEST_LABEL, label.length());
        assertEquals("results-of-th…periment-run-7", label);
        assertEquals("a", ComparisonChart.label(Path.of("x/./a/")));
    }

    @Test
    void theFigureWithoutTitlesHidesTheTitle() throws Exception {
        XYChart chart = ComparisonChart.build(C, false);
        ChartSupport.figure("compare", chart, false);
        assertFalse(chart.getStyler().isChartTitleVisible());
    }
}
