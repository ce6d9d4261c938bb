package loadshare.node.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.VectorGraphicsEncoder.VectorGraphicsFormat;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * One plot in the three formats written beside each other: {@code NAME.png} (900x600 pixels, to look at),
 * {@code NAME.svg} and {@code NAME.pdf} (vector, 900x600 points, for a paper: they scale without blur; their text is
 * drawn as glyph outlines, as XChart draws it). The SVG is written by VectorGraphics2D, the PDF by PDFBox, both through
 * XChart's encoder.
 *
 * @param name the file name without its extension, e.g. {@code response-time}
 * @param png  the PNG's bytes
 * @param svg  the SVG's bytes (UTF-8 XML)
 * @param pdf  the PDF's bytes
 */
public record Figure(String name, byte[] png, byte[] svg, byte[] pdf) {

    static {
        Plots.headless();
    }

    /** The extensions of the files a figure is written as, in writing order. */
    public static final List<String> EXTENSIONS = List.of(".png", ".svg", ".pdf");

    /** Renders {@code chart} in the three formats. */
    static Figure render(String name, Chart<?, ?> chart) throws IOException {
        byte[] png = BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        return new Figure(name, png, vector(chart, VectorGraphicsFormat.SVG), vector(chart, VectorGraphicsFormat.PDF));
    }

    private static byte[] vector(Chart<?, ?> chart, VectorGraphicsFormat format) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        VectorGraphicsEncoder.saveVectorGraphic(chart, out, format);
        return out.toByteArray();
    }

    /** {@code response-time} for {@code response-time.png}: a file name without the PNG extension. */
    static String stem(String pngFileName) {
        return pngFileName.endsWith(".png") ? pngFileName.substring(0, pngFileName.length() - 4) : pngFileName;
    }

    /** The PNG's file name, e.g. {@code response-time.png}. */
    public String pngFile() {
        return name + ".png";
    }

    /** The SVG's file name, e.g. {@code response-time.svg}. */
    public String svgFile() {
        return name + ".svg";
    }

    /** The file names the figure is written as, in writing order: PNG, SVG, PDF. */
    public List<String> fileNames() {
        return EXTENSIONS.stream().map(extension -> name + extension).toList();
    }

    /** Writes the three files into {@code dir}, each atomically; returns their paths in writing order. */
    public List<Path> write(Path dir) throws IOException {
        List<Path> written = new ArrayList<>();
        written.add(AtomicFiles.write(dir.resolve(pngFile()), png));
        written.add(AtomicFiles.write(dir.resolve(svgFile()), svg));
        written.add(AtomicFiles.write(dir.resolve(name + ".pdf"), pdf));
        return List.copyOf(written);
    }

    /** Writes {@code figures} into {@code dir}, each file atomically; returns the file names in writing order. */
    public static List<String> writeAll(List<Figure> figures, Path dir) throws IOException {
        List<String> names = new ArrayList<>();
        for (Figure figure : figures) {
            figure.write(dir);
            names.addAll(figure.fileNames());
        }
        return List.copyOf(names);
    }
}
