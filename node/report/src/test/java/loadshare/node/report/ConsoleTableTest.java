package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConsoleTableTest {

    private final String table = ConsoleTable.render(ReportFixtures.sample());

    @Test
    void listsEveryPolicyAtEveryLoad() {
        for (String policy : ReportFixtures.POLICIES) {
            assertEquals(3, rows().stream().filter(l -> l.startsWith("  " + policy + " ")).count(), table);
        }
    }

    @Test
    void unstableRowReadsUnstableInsteadOfAMean() {
        String unstable = rows().stream().filter(l -> l.contains("UNSTABLE")).findFirst().orElseThrow();
        assertTrue(unstable.startsWith("  random "), unstable);
        assertEquals(1, rows().stream().filter(l -> l.contains("UNSTABLE")).count());
    }

    @Test
    void eachLoadIsHeadedByItsAnalyticReferences() {
        assertTrue(table.contains("ρ = 0.95   mean response time: no sharing, M/M/1: 20.000; central queue, M/M/4 (Erlang C): "), table);
        assertEquals(3, table.lines().filter(l -> l.startsWith("ρ = ")).count());
    }

    @Test
    void rowsAndHeaderAreAlignedToTheSameWidth() {
        List<String> aligned = table.lines().filter(l -> l.startsWith("  ")).toList();
        assertEquals(2 + 6, aligned.size(), table);
        assertTrue(aligned.stream().allMatch(l -> l.length() == aligned.get(0).length()), table);
    }

    private List<String> rows() {
        return table.lines().filter(l -> l.startsWith("  ") && !l.startsWith("  policy") && !l.startsWith("  -"))
                .toList();
    }
}
