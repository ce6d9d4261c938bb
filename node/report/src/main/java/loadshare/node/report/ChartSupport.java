package loadshare.node.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The look shared by the three plots, and the series building blocks they have in common. */
final class ChartSupport {

    static final int WIDTH = 900;
    static final int HEIGHT = 600;

    /**
     * Colour-blind-friendly colours, one per policy: Okabe-Ito's eight, then four darker ones. With seven
     * markers (a count coprime to twelve) no two of the first 84 policies look alike.
     */
    private static final Color[] POLICY_COLORS = {
        new Color(0, 114, 178), new Color(230, 159, 0), new Color(0, 158, 115), new Color(204, 121, 167),
        new Color(86, 180, 233), new Color(213, 94, 0), new Color(240, 228, 66), new Color(0, 0, 0),
        new Color(117, 112, 179), new Color(27, 120, 55), new Color(166, 86, 40), new Color(128, 128, 0)};

    private static final Marker[] POLICY_MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.RECTANGLE, SeriesMarkers.TRAPEZOID};

    static final Color REFERENCE_NO_SHARING = new Color(110, 110, 110);
    static final Color REFERENCE_CENTRAL = new Color(60, 60, 60);
    static final Color UNSTABLE = new Color(200, 0, 0);
    /** The name of the series of red crosses above the loads where some policy was unstable. */
    static final String UNSTABLE_SERIES = "unstable";

    static {
        Plots.headless();
    }

    private ChartSupport() {
    }

    /**
     * Line styles that tell variants of one policy (same colour) apart: solid with circles, long dashes with
     * squares, dots with triangles, dash-dot with diamonds, then again.
     */
    private static final BasicStroke[] VARIANT_STROKES = {
        new BasicStroke(2f),
        new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {12f, 6f}, 0f),
        new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {1f, 5f}, 0f),
        new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {12f, 4f, 2f, 4f}, 0f)};
    private static final Marker[] VARIANT_MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.TRIANGLE_UP, SeriesMarkers.DIAMOND};

    /** A white 900x600 line chart with readable fonts and a vertical legend outside the plot, on its right. */
    static XYChart newChart(String title, String xTitle, String yTitle) {
        XYChart chart = new XYChart(WIDTH, HEIGHT);
        chart.setTitle(title);
        chart.setXAxisTitle(xTitle);
        chart.setYAxisTitle(yTitle);
        XYStyler styler = chart.getStyler();
        styler.setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        houseStyle(styler, 13);
        styler.setPlotBorderColor(Color.GRAY);
        styler.setLegendLayout(Styler.LegendLayout.Vertical);
        styler.setMarkerSize(8);
        styler.setErrorBarsColorSeriesColor(true);
        styler.setLocale(Locale.ROOT);
        styler.setAntiAlias(true);
        return chart;
    }

    /**
     * The look every chart shares: white backgrounds, light grid lines, readable fonts ({@code tickFont} points for
     * the tick labels), the legend outside the plot on its right (never over the data).
     */
    static void houseStyle(AxesChartStyler styler, int tickFont) {
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setLegendBackgroundColor(Color.WHITE);
        styler.setPlotGridLinesColor(new Color(225, 225, 225));
        styler.setChartTitleBoxVisible(false);
        styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
        styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 16));
        styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, tickFont));
        styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
    }

    /** Adds one policy's line, in the policy's colour and marker, with error bars if it has any. */
    static XYSeries addPolicy(XYChart chart, PolicyPoints points, int index, String name, boolean errorBars) {
        double[] x = points.x();
        double[] y = points.y();
        double[] error = points.error();
        if (points.isEmpty()) {
            // Nothing stable to draw: keep the policy in the legend with a single invisible point.
            x = new double[] {Double.NaN};
            y = new double[] {Double.NaN};
            error = new double[] {0};
        }
        if (errorBars && chart.getStyler().isYAxisLogarithmic()) {
            // A logarithmic axis cannot show a bar that reaches zero or below: clip it just above zero.
            error = error.clone();
            for (int i = 0; i < error.length; i++) {
                error[i] = Math.min(error[i], 0.95 * y[i]);
            }
        }
        XYSeries series = errorBars
                ? chart.addSeries(uniqueName(chart, name), x, y, error)
                : chart.addSeries(uniqueName(chart, name), x, y);
        series.setLineColor(policyColor(index));
        series.setMarkerColor(policyColor(index));
        series.setMarker(POLICY_MARKERS[index % POLICY_MARKERS.length]);
        series.setLineStyle(new BasicStroke(2f));
        return series;
    }

    /** A thin, markerless reference curve; skipped if it has no finite point. */
    static void addCurve(XYChart chart, String name, double[] x, double[] y, Color color, BasicStroke stroke) {
        boolean any = false;
        for (double v : y) {
            any |= Double.isFinite(v);
        }
        if (!any) {
            return;
        }
        XYSeries series = chart.addSeries(uniqueName(chart, name), x, y);
        series.setMarker(SeriesMarkers.NONE);
        series.setLineColor(color);
        series.setLineStyle(stroke);
    }

    /** Red crosses at height {@code y} above every load where some policy was unstable, if there are any. */
    static void addUnstableMarkers(XYChart chart, List<PolicyPoints> policies, double y) {
        TreeSet<Double> loads = new TreeSet<>();
        policies.forEach(p -> loads.addAll(p.unstableLoads()));
        if (loads.isEmpty()) {
            return;
        }
        double[] x = loads.stream().mapToDouble(Double::doubleValue).toArray();
        double[] top = new double[x.length];
        Arrays.fill(top, y);
        XYSeries series = chart.addSeries(uniqueName(chart, UNSTABLE_SERIES), x, top);
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        series.setMarker(SeriesMarkers.CROSS);
        series.setMarkerColor(UNSTABLE);
        series.setLineColor(UNSTABLE);
    }

    /** A dashed stroke for analytic references. */
    static BasicStroke dashed() {
        return SeriesLines.DASH_DASH;
    }

    /** Decades a logarithmic axis may span and still label every tick (1, 2, ..., 9 times a power of ten). */
    static final double LABEL_EVERY_LOG_TICK_UP_TO = 2;

    /**
     * Labels every tick of a logarithmic y axis from {@code min} to {@code max} (2, 3, 5, ... between the powers of
     * ten, where a reader reads values off) when it spans at most {@value #LABEL_EVERY_LOG_TICK_UP_TO} decades; over
     * more, where they would crowd, only the powers of ten, as XChart does by default.
     */
    static void logTickLabels(XYChart chart, double min, double max) {
        chart.getStyler().setYAxisLogarithmicDecadeOnly(!everyLogTick(min, max));
    }

    /** As {@link #logTickLabels}, the axis spanning the positive values of {@code y}. */
    static void logTickLabels(XYChart chart, double[] y) {
        logTickLabels(chart, positiveMin(y), max(y));
    }

    /**
     * As {@link #logTickLabels} for a logarithmic x axis spanning the positive values of {@code x}, where labels side
     * by side run into each other beyond one decade: every tick labelled up to one decade, only the powers of ten
     * over more.
     */
    static void logXTickLabels(XYChart chart, double[] x) {
        double min = positiveMin(x);
        chart.getStyler().setXAxisLogarithmicDecadeOnly(!(min > 0 && Math.log10(max(x) / min) <= 1));
    }

    /**
     * An x axis of powers of two (e.g. sizes of 16 to 1,024 MiB) drawn evenly spaced: the values are plotted as their
     * base-2 logarithms on a linear axis whose ticks read as the values themselves ("16", "32", ...), which a base-10
     * logarithmic axis over less than three decades would either crowd or leave with two labels.
     */
    static void powersOfTwoX(XYChart chart) {
        chart.setCustomXAxisTickLabelsFormatter(exponent -> exponent == Math.rint(exponent)
                ? java.math.BigDecimal.valueOf(Math.pow(2, exponent)).stripTrailingZeros().toPlainString() : "");
    }

    private static boolean everyLogTick(double min, double max) {
        return min > 0 && Math.log10(max / min) <= LABEL_EVERY_LOG_TICK_UP_TO;
    }

    private static double positiveMin(double[] values) {
        return java.util.Arrays.stream(values).filter(v -> v > 0 && Double.isFinite(v)).min().orElse(Double.NaN);
    }

    private static double max(double[] values) {
        return java.util.Arrays.stream(values).filter(Double::isFinite).max().orElse(Double.NaN);
    }

    /** Sets the x range to cover every load the experiment measured. */
    static void xRangeOfLoads(XYChart chart, List<Double> loads) {
        double min = loads.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).min().orElse(0);
        double max = loads.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).max().orElse(1);
        double pad = max > min ? 0.03 * (max - min) : 0.05;
        chart.getStyler().setXAxisMin(Math.max(0, min - pad));
        chart.getStyler().setXAxisMax(max + pad);
    }

    /**
     * Cuts a curve off at {@code cap}: the parts above it (or not finite) are left out, each crossing of the
     * cap is interpolated so the curve reaches the top edge, and the pieces are separated by NaN points,
     * which XChart draws as gaps.
     */
    static double[][] clipAbove(double[] x, double[] y, double cap) {
        List<List<double[]>> pieces = new ArrayList<>();
        List<double[]> piece = null;
        for (int i = 0; i < x.length; i++) {
            boolean inside = Double.isFinite(y[i]) && y[i] <= cap;
            boolean crossed = i > 0 && Double.isFinite(y[i - 1]) && Double.isFinite(y[i])
                    && (y[i - 1] <= cap) != inside;
            double crossing = crossed ? x[i - 1] + (cap - y[i - 1]) / (y[i] - y[i - 1]) * (x[i] - x[i - 1]) : 0;
            if (inside) {
                if (piece == null) {
                    piece = new ArrayList<>();
                    pieces.add(piece);
                    if (crossed) {
                        piece.add(new double[] {crossing, cap});
                    }
                }
                piece.add(new double[] {x[i], y[i]});
            } else if (piece != null) {
                if (crossed) {
                    piece.add(new double[] {crossing, cap});
                }
                piece = null;
            }
        }
        List<double[]> joined = new ArrayList<>();
        for (List<double[]> p : pieces) {
            if (!joined.isEmpty()) {
                joined.add(new double[] {p.get(0)[0], Double.NaN});
            }
            joined.addAll(p);
        }
        double[][] xy = new double[2][joined.size()];
        for (int i = 0; i < joined.size(); i++) {
            xy[0][i] = joined.get(i)[0];
            xy[1][i] = joined.get(i)[1];
        }
        return xy;
    }

    /**
     * Whether no line of the chart has a finite point: nothing would be drawn but the axes, the legend and perhaps
     * the crosses of {@link #addUnstableMarkers}, which alone show no measurement.
     */
    static boolean isEmpty(XYChart chart) {
        return chart.getSeriesMap().entrySet().stream()
                .filter(series -> !series.getKey().startsWith(UNSTABLE_SERIES))
                .noneMatch(series -> Arrays.stream(series.getValue().getYData()).anyMatch(Double::isFinite));
    }

    /** Series beyond which the legend's font shrinks so that the whole legend fits beside the plot. */
    static final int LEGEND_LINES_AT_FULL_SIZE = 20;

    /**
     * The chart as a figure named {@code name} (PNG, SVG and PDF), with its title or without ({@code titles} false:
     * for a paper, whose caption says what a figure shows); a legend of many lines (a sweep's every point) is set
     * smaller to fit the height.
     */
    static Figure figure(String name, Chart<?, ?> chart, boolean titles) throws IOException {
        if (chart instanceof XYChart xy && xy.getSeriesMap().size() > LEGEND_LINES_AT_FULL_SIZE) {
            float size = Math.max(7f, 13f * LEGEND_LINES_AT_FULL_SIZE * 1.6f / xy.getSeriesMap().size());
            xy.getStyler().setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(Math.min(13f, size))));
            xy.getStyler().setLegendPadding(4);
            xy.getStyler().setMarkerSize(6);
        }
        chart.getStyler().setChartTitleVisible(titles);
        return Figure.render(name, chart);
    }

    /** The line of variant {@code variant} of a policy drawn in one colour (e.g. one line per dirty rate). */
    static BasicStroke variantStroke(int variant) {
        return VARIANT_STROKES[variant % VARIANT_STROKES.length];
    }

    /** The marker of variant {@code variant}, paired with {@link #variantStroke}. */
    static Marker variantMarker(int variant) {
        return VARIANT_MARKERS[variant % VARIANT_MARKERS.length];
    }

    static Color policyColor(int index) {
        return POLICY_COLORS[index % POLICY_COLORS.length];
    }

    /** XChart refuses two series of the same name: number any repeat. */
    static String uniqueName(XYChart chart, String name) {
        String candidate = name;
        for (int n = 2; chart.getSeriesMap().containsKey(candidate); n++) {
            candidate = name + " #" + n;
        }
        return candidate;
    }
}
