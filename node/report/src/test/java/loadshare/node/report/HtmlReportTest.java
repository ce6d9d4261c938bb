package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HtmlReportTest {

    private static String html;

    @BeforeAll
    static void render(@TempDir Path dir) throws IOException {
        Path file = HtmlReport.write(ReportFixtures.sample(), dir.resolve("report.html"));
        html = Files.readString(file, StandardCharsets.UTF_8);
    }

    @Test
    void hasOneSummaryRowPerPolicyAndLoadWithTheUnstableOneFlagged() {
        assertEquals(3, count("<td>random</td>"));
        assertEquals(3, count("<td>threshold, T=2</td>"));
        assertEquals(1, count("<tr class=\"unstable\">"));
        assertEquals(1, count("<td class=\"flag\">UNSTABLE</td>"));
        assertTrue(html.contains("<td>threshold, T=2</td><td class=\"num\">0.5</td>"));
        assertTrue(html.contains("<td class=\"num\">2.000 ± 0.100</td>"), "mean ± CI of random at 0.5");
        assertTrue(html.contains("<td class=\"num\">1.200 ± n/a</td>"), "NaN CI of threshold at 0.5");
    }

    @Test
    void hasTheAnalyticReferencesPerLoad() {
        assertTrue(html.contains("mean response time, no sharing: M/M/1"));
        assertTrue(html.contains("<tr><td class=\"num\">0.95</td><td class=\"num\">20.000</td>"));
    }

    @Test
    void escapesTheConfigurationAndTheExperimentName() {
        assertFalse(html.contains("<script>"));
        assertTrue(html.contains("<pre>experiment { name = &quot;fixture&quot; }\nnote = &quot;"
                + "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more&quot;\n</pre>"));
        assertTrue(html.contains("<h1>fixture &lt;experiment&gt;</h1>"));
    }

    @Test
    void embedsTheThreePlotsAsSvgAndFetchesNothing() {
        assertEquals(3, count("src=\"data:image/svg+xml;base64,"));
        assertFalse(Pattern.compile("(src|href)=\"(?!data:)").matcher(html).find());
        assertFalse(html.contains("<link"));
    }

    private static int count(String needle) {
        Matcher m = Pattern.compile(Pattern.quote(needle)).matcher(html);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
