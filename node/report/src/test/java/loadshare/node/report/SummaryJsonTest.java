package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.ExperimentResult;
import loadshare.node.run.DelayTimeline;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryJsonTest {

    @TempDir
    Path dir;

    private final ObjectMapper mapper = new ObjectMapper();

    @Test
    void parsesBackWithTheExperimentModelsResultsAndReferences() throws IOException {
        ExperimentResult result = ReportFixtures.sample();
        JsonNode root = mapper.readTree(SummaryJson.write(result, dir.resolve("summary.json")).toFile());
        assertEquals(List.of("experiment", "runtime", "nodes", "referenceModels", "results", "references"), keys(root));
        assertEquals("fixture <experiment>", root.get("experiment").asText());
        assertEquals("simulated", root.get("runtime").asText());
        assertEquals(4, root.get("nodes").asInt());
        assertEquals("M/M/1", root.at("/referenceModels/noSharing").asText());
        assertEquals("M/M/4 (Erlang C)", root.at("/referenceModels/centralQueue").asText());
        assertEquals(6, root.get("results").size());
        JsonNode first = root.get("results").get(0);
        assertEquals(List.of("policy", "load", "nodes", "replications", "jobs", "meanResponseTime",
                "ci95HalfWidth", "p50", "p95", "p99", "utilization", "throughput", "transfersPerJob",
                "messagesPerJob", "idleWhileWaiting", "unstable"), keys(first));
        assertEquals("random", first.get("policy").asText());
        assertEquals(2.0, first.get("meanResponseTime").asDouble(), 1e-12);
        assertTrue(root.at("/results/2/unstable").asBoolean());
        assertEquals(3, root.get("references").size());
        assertEquals(List.of("load", "mm1ResponseTime", "mmkResponseTime", "idleWhileWaitingNoSharing"),
                keys(root.get("references").get(0)));
        assertEquals(2.0, root.at("/references/0/mm1ResponseTime").asDouble(), 1e-12);
    }

    @Test
    void nanConfidenceIntervalBecomesNull() throws IOException {
        JsonNode root = mapper.readTree(SummaryJson.render(ReportFixtures.sample()));
        JsonNode threshold = root.get("results").get(3);
        assertEquals("threshold, T=2", threshold.get("policy").asText());
        assertTrue(threshold.get("ci95HalfWidth").isNull());
        assertFalse(root.at("/results/0/ci95HalfWidth").isNull());
    }

    @Test
    void sameInputGivesByteIdenticalFiles() throws IOException {
        byte[] first = Files.readAllBytes(SummaryJson.write(ReportFixtures.sample(), dir.resolve("a.json")));
        byte[] second = Files.readAllBytes(SummaryJson.write(ReportFixtures.sample(), dir.resolve("b.json")));
        assertArrayEquals(first, second);
        assertFalse(new String(first).contains("\r"));
    }

    @Test
    void aLatenessTimeline_isWrittenBinByBin_theMessagesAndTheirMeanLateness_anEmptyBinNull() {
        com.fasterxml.jackson.databind.node.ObjectNode node = mapper.createObjectNode();
        SummaryJson.lateness(node, new DelayTimeline(4, new long[] {2, 0, 1}, new double[] {1.0, 0, 0.5}));
        assertEquals(List.of("messages", "binWidth", "counts", "meanLateness"), keys(node));
        assertEquals(3, node.get("messages").asLong());
        assertEquals(4.0, node.get("binWidth").asDouble());
        assertEquals("[2,0,1]", node.get("counts").toString());
        assertEquals("[0.5,null,0.5]", node.get("meanLateness").toString());
    }

    private static List<String> keys(JsonNode node) {
        List<String> keys = new ArrayList<>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }
}
