package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointCheck;
import loadshare.node.results.PointSummary;
import org.junit.jupiter.api.Test;

/** A point that misses its exact mean or its precision is flagged in the table, the CSV, the JSON and the report. */
class CheckNotesTest {

    /** The fixture with "random" at 0.5 missing the exact mean 9.0 and its precision of 1%. */
    private static ExperimentResult flagged() {
        ExperimentResult base = ReportFixtures.sample();
        List<PointSummary> summaries = new ArrayList<>();
        for (PointSummary s : base.summaries()) {
            boolean bad = s.policy().equals("random") && s.load() == 0.5;
            PointCheck check = bad ? new PointCheck(0.01, false, 9.0, true) : new PointCheck(0.01, true, Double.NaN, false);
            summaries.add(new PointSummary(s.point(), s.replications(), s.jobs(), s.response(), s.ci95HalfWidth(),
                    s.flow(), s.sharing(), s.unstable(), s.migrations(), s.owners(), check));
        }
        return new ExperimentResult(base.name(), base.configText(), base.nodes(), base.policies(), base.loads(),
                base.referenceModel(), base.replications(), summaries, base.references(), base.curve());
    }

    @Test
    void missedExactMeanAndPrecision_areMarked_andExplainedUnderTheTable() {
        String table = ConsoleTable.render(flagged());
        assertTrue(table.contains("2.000 ± 0.100 !"), table);
        assertTrue(table.contains("random at ρ = 0.5: 2.000 ± 0.100 misses the exact 9.000 (M/M/1): run too short "
                + "for this variance"), table);
        assertTrue(table.contains("random at ρ = 0.5: 95% half-width 5.0% of the mean after 2 replications, not the "
                + "1.0% asked"), table);
        assertEquals(2, table.lines().filter(l -> l.startsWith("warning")).count(), table);
    }

    @Test
    void precisionReached_isAColumnOfTheCsv_andAFieldOfTheJson_andAFlagOfTheReport() throws Exception {
        ExperimentResult r = flagged();
        List<String> csv = ResultsCsv.render(r).lines().toList();
        assertTrue(csv.get(0).endsWith(",precision_reached"));
        assertTrue(csv.get(1).startsWith("random,0.5,") && csv.get(1).endsWith(",false"), csv.get(1));
        assertTrue(csv.get(3).endsWith(",true"), csv.get(3));
        JsonNode point = SummaryJson.tree(r).at("/results/0");
        assertEquals(false, point.get("precisionReached").asBoolean());
        assertEquals(true, point.get("missesExact").asBoolean());
        assertEquals(9.0, point.get("exactMeanResponseTime").asDouble());
        String html = HtmlReport.render(r, java.util.List.of());
        assertTrue(html.contains("PRECISION NOT REACHED"));
        assertTrue(html.contains("run too short for this variance"));
    }

    @Test
    void withoutChecks_theCsvIsAsBefore() {
        ExperimentResult plain = ReportFixtures.sample();
        assertEquals(ResultsCsv.render(plain.replications()), ResultsCsv.render(plain));
    }
}
