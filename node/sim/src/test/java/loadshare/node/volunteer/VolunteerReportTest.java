package loadshare.node.volunteer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.report.ApplicationCsv;
import loadshare.node.report.ConsoleTable;
import loadshare.node.report.Plots;
import loadshare.node.report.ReportWriter;
import loadshare.node.report.SummaryJson;
import loadshare.node.results.ApplicationSummary;
import loadshare.node.results.ExperimentResult;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bundled experiment 'volunteer', made small: its application figures reach every report. */
class VolunteerReportTest {

    @TempDir
    Path dir;

    @Test
    void bundledVolunteerExperiment_small_reportsMakespanWrongResultsAndRedundancy() throws Exception {
        ExperimentSettings s = ExperimentLoader.load("volunteer",
                List.of("workload.application.tasks=300", "run.replications=2"));
        ExperimentResult result = new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
        List<ApplicationSummary> summaries = result.applicationSummaries();
        assertEquals(8, summaries.size());
        assertEquals(16, result.applications().size());
        for (ApplicationSummary a : summaries) {
            assertTrue(a.complete(), a.policy());
            if (a.quorum() == 2) {
                assertEquals(0, a.wrongResultsAccepted(), a.policy());
                assertTrue(a.redundancy() >= 2.0, a.policy());
            } else {
                assertTrue(a.redundancy() >= 1.0 && a.redundancy() < 1.5, a.policy());
            }
        }
        assertTrue(summaries.stream().filter(a -> a.quorum() == 1).mapToLong(ApplicationSummary::wrongResultsAccepted)
                .sum() > 0, "quorum 1 lets wrong results through");

        ReportWriter.writeAll(result, dir);
        List<String> csv = Files.readAllLines(dir.resolve(ApplicationCsv.FILE_NAME));
        assertEquals(17, csv.size(), "header and a row per policy x replication");
        assertTrue(csv.get(0).startsWith("policy,load,replication,seed,tasks,volunteers,"));
        assertTrue(Files.size(dir.resolve(Plots.MAKESPAN)) > 1000);
        String json = Files.readString(dir.resolve(SummaryJson.FILE_NAME));
        assertTrue(json.contains("\"application\"") && json.contains("\"wrongResultsAccepted\""), json);
        assertTrue(Files.readString(dir.resolve("report.html")).contains("<h2>Application</h2>"));
        String table = ConsoleTable.render(result);
        assertTrue(table.contains("makespan ± 95% CI") && table.contains("quorum 2, 40 volunteers"), table);
    }
}
