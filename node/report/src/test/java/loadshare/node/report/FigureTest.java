package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

class FigureTest {

    @TempDir
    Path dir;

    @Test
    void everyPlotWrittenHasItsPngSvgAndPdfBesideIt() throws IOException {
        ReportWriter.writeAll(ReportFixtures.sample(), dir);
        List<String> stems = files(".png").stream().map(Figure::stem).toList();
        assertEquals(List.of("idle-while-waiting", "percentiles", "response-time"), stems);
        assertEquals(stems.stream().map(s -> s + ".svg").toList(), files(".svg"));
        assertEquals(stems.stream().map(s -> s + ".pdf").toList(), files(".pdf"));
    }

    @Test
    void theSvgIsWellFormedXmlOf900By600AndVector() throws Exception {
        for (Figure figure : Plots.renderAll(ReportFixtures.sample())) {
            Element svg = parse(figure.svg());
            assertEquals("svg", svg.getLocalName(), figure.name());
            assertEquals(900, Double.parseDouble(svg.getAttribute("width").replaceAll("[a-z]+$", "")), 1e-9);
            assertEquals(600, Double.parseDouble(svg.getAttribute("height").replaceAll("[a-z]+$", "")), 1e-9);
            String text = new String(figure.svg(), StandardCharsets.UTF_8);
            assertTrue(text.contains("<path"), figure.name() + ": drawn as paths");
            assertFalse(text.contains("<image"), figure.name() + ": holds no raster image");
        }
    }

    @Test
    void thePdfOpensAsOnePageOf900By600Points() throws IOException {
        for (Figure figure : Plots.renderAll(ReportFixtures.sample())) {
            String head = new String(figure.pdf(), 0, 8, StandardCharsets.ISO_8859_1);
            String tail = new String(figure.pdf(), figure.pdf().length - 8, 8, StandardCharsets.ISO_8859_1);
            assertTrue(head.startsWith("%PDF-1."), figure.name() + ": " + head);
            assertTrue(tail.contains("%%EOF"), figure.name() + ": " + tail);
            try (PDDocument pdf = Loader.loadPDF(figure.pdf())) {
                assertEquals(1, pdf.getNumberOfPages(), figure.name());
                PDRectangle page = pdf.getPage(0).getMediaBox();
                assertEquals(900, page.getWidth(), 1e-3, figure.name());
                assertEquals(600, page.getHeight(), 1e-3, figure.name());
            }
        }
    }

    @Test
    void theReportEmbedsEachPlotsSvgAsItIsWritten() throws IOException {
        List<Figure> figures = Plots.renderAll(ReportFixtures.sample());
        String html = HtmlReport.render(ReportFixtures.sample(), figures);
        Matcher m = Pattern.compile("src=\"data:image/svg\\+xml;base64,([^\"]+)\"").matcher(html);
        for (Figure figure : figures) {
            assertTrue(m.find(), figure.name());
            assertTrue(java.util.Arrays.equals(figure.svg(), Base64.getDecoder().decode(m.group(1))), figure.name());
        }
        assertTrue(html.contains("<figcaption>response-time.png, response-time.svg, response-time.pdf</figcaption>"));
    }

    @Test
    void withoutTitles_nothingIsDrawnAboveThePlot() throws IOException {
        List<Figure> titled = Plots.renderAll(ReportFixtures.sample(), true);
        List<Figure> untitled = Plots.renderAll(ReportFixtures.sample(), false);
        for (int i = 0; i < titled.size(); i++) {
            // The title's first row of ink is where the plot's frame starts without it: the plot moves up.
            int withTitle = firstInkedRow(titled.get(i).png());
            int without = firstInkedRow(untitled.get(i).png());
            assertTrue(without < withTitle, titled.get(i).name() + ": " + without + " vs " + withTitle);
            assertTrue(untitled.get(i).svg().length < titled.get(i).svg().length, titled.get(i).name());
        }
    }

    private static int firstInkedRow(byte[] png) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    return y;
                }
            }
        }
        return image.getHeight();
    }

    private List<String> files(String extension) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(extension)).sorted().toList();
        }
    }

    /** Parses with the JDK's parser, fetching nothing (no DTD, no external entity). */
    static Element parse(byte[] xml) throws ParserConfigurationException, SAXException, IOException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml)).getDocumentElement();
    }
}
