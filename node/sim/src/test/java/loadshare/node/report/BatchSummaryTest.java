package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.results.ExperimentResult;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * summary.json carries meanWait, meanBoundedSlowdown and utilization for every batch run, worked out here on a
 * two-job trace on 4 one-CPU nodes: J0 (4 processors, 10 s) starts at 0; J1 (2 processors, 5 s, submitted at 1)
 * waits for it until 10. Waits 0 and 9: mean 4.5; bounded slowdowns 1 and (9 + 5) / max(5, 10) = 1.4: mean 1.2;
 * processor-seconds 4 x 10 + 2 x 5 = 50 of 4 CPUs x 15 s: utilization 5/6. A run of a policy that is not a
 * batch scheduler has none of these keys but utilization.
 */
class BatchSummaryTest {

    @TempDir
    Path dir;

    @Test
    void batchRun_summaryCarriesMeanWaitBoundedSlowdownAndUtilization_otherRunsDoNot() throws Exception {
        Files.writeString(dir.resolve("t.swf"), "1 0 -1 10 4 -1 -1 -1 -1 -1 1 1 1 -1 -1 -1 -1 -1\n"
                + "2 1 -1 5 2 -1 -1 -1 -1 -1 1 2 1 -1 -1 -1 -1 -1\n");
        Path conf = Files.write(dir.resolve("exp.conf"), List.of("loadshare.experiment {", "nodes = 4",
                "workload.trace { file = t.swf, demand = cpu-time }", "run { replications = 1, threads = 1 }",
                "policies = [{ name = batch, label = fcfs }, { name = none }]", "}"));
        ExperimentSettings s = ExperimentLoader.load(conf.toString(), List.of());
        ExperimentResult result = new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
        JsonNode batch = SummaryJson.tree(result).at("/results/0");
        assertEquals("fcfs", batch.get("policy").asText());
        assertEquals(4.5, batch.get("meanWait").asDouble(), 1e-12);
        assertEquals(1.2, batch.get("meanBoundedSlowdown").asDouble(), 1e-12);
        assertEquals(50 / 60.0, batch.get("utilization").asDouble(), 1e-12);
        assertEquals(50 / 60.0, batch.at("/batch/utilization/cpus").asDouble(), 1e-12);
        assertEquals(9.0, batch.at("/batch/maxWait").asDouble(), 1e-12);
        assertEquals(2, batch.at("/batch/jobs").asLong());
        JsonNode none = SummaryJson.tree(result).at("/results/1");
        assertEquals("none", none.get("policy").asText());
        assertFalse(none.has("meanWait") || none.has("meanBoundedSlowdown") || none.has("batch"));
        assertTrue(none.has("utilization"));
    }
}
