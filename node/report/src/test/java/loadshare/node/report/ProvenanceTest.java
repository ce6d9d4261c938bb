package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.ExperimentResult;
import org.junit.jupiter.api.Test;

/** The provenance summary.json and report.html record: apart, dropped in one step, its hash that of its text. */
class ProvenanceTest {

    private static final Provenance PROVENANCE = new Provenance("1.2.3", "0123456789abcdef0123456789abcdef01234567",
            "Some VM 17.0.1 (Vendor)", "Linux 6.1 amd64", 8, 16L << 30, 4L << 30, 1.25, 42,
            "loadshare run 'my <exp>.conf' --out x");

    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void sha256_isTheStandardDigest() {
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", Provenance.sha256("abc"));
    }

    @Test
    void summary_recordsTheConfigurationAndItsSha256_lastAndApart() throws IOException {
        ExperimentResult result = ReportFixtures.sample();
        JsonNode root = mapper.readTree(SummaryJson.render(result, PROVENANCE));
        List<String> keys = new ArrayList<>();
        root.fieldNames().forEachRemaining(keys::add);
        assertEquals("provenance", keys.get(keys.size() - 1), "one top-level object, last: " + keys);
        JsonNode p = root.get("provenance");
        assertEquals(result.configText(), p.get("configuration").asText());
        assertEquals(Provenance.sha256(p.get("configuration").asText()), p.get("configurationSha256").asText());
        assertEquals(64, p.get("configurationSha256").asText().length());
        assertEquals("1.2.3", p.get("loadshare").asText());
        assertEquals("0123456789abcdef0123456789abcdef01234567", p.get("commit").asText());
        assertEquals("Some VM 17.0.1 (Vendor)", p.get("jvm").asText());
        assertEquals(8, p.at("/machine/cores").asInt());
        assertEquals(16L << 30, p.at("/machine/memoryBytes").asLong());
        assertEquals(4L << 30, p.at("/machine/maxHeapBytes").asLong());
        assertEquals(1.25, p.at("/machine/loadAverage").asDouble(), 0);
        assertEquals(42, p.get("seed").asLong());
        assertEquals("loadshare run 'my <exp>.conf' --out x", p.get("commandLine").asText());
    }

    @Test
    void summary_withoutItsProvenance_isTheSummaryWithoutProvenance() throws IOException {
        ExperimentResult result = ReportFixtures.sample();
        ObjectNode with = (ObjectNode) mapper.readTree(SummaryJson.render(result, PROVENANCE));
        with.remove("provenance");
        assertEquals(mapper.readTree(SummaryJson.render(result)), with);
        assertFalse(SummaryJson.render(result).contains("provenance"));
    }

    @Test
    void summary_unknownLoadAndMemory_areNull() throws IOException {
        Provenance unknown = new Provenance("1", "unreleased", "vm", "os", 1, -1, 1, -1, 1, "loadshare run x");
        JsonNode p = mapper.readTree(SummaryJson.render(ReportFixtures.sample(), unknown)).get("provenance");
        assertTrue(p.at("/machine/loadAverage").isNull());
        assertTrue(p.at("/machine/memoryBytes").isNull());
        assertEquals("unreleased", p.get("commit").asText());
    }

    @Test
    void report_showsTheProvenanceEscaped_beforeTheConfiguration() {
        ExperimentResult result = ReportFixtures.sample();
        String html = HtmlReport.render(result, PROVENANCE, List.of());
        int provenance = html.indexOf("<h2>Provenance</h2>");
        assertTrue(provenance > 0 && provenance < html.indexOf("<h2>Configuration</h2>"), "provenance, then config");
        assertTrue(html.contains("<code>" + Provenance.sha256(result.configText()) + "</code>"));
        assertTrue(html.contains("<code>loadshare run &#39;my &lt;exp&gt;.conf&#39; --out x</code>"));
        assertTrue(html.contains("<code>16.0 GiB</code>"));
        assertFalse(HtmlReport.render(result, List.of()).contains("<h2>Provenance</h2>"));
    }
}
