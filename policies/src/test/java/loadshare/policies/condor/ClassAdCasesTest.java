package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays the tables in {@code classad-cases.tsv} (operators and functions on literals: the truth tables of
 * {@code && || ! ?:} over true, false, undefined and error, {@code =?=}, the functions' results on wrong types) and
 * {@code everyday.tsv} (what people write in Requirements, Rank and START over a machine and a job): each
 * expression must give exactly the expected value — same type, same value.
 */
class ClassAdCasesTest {

    static final ClassAd MACHINE = ClassAd.builder()
            .set("Name", "node7").set("Arch", "INTEL").set("OpSys", "LINUX").set("Memory", 2048).set("Cpus", 2)
            .set("KeyboardIdle", 1200.0).set("LoadAvg", 0.1).set("Activity", "Idle").set("CurrentTime", 72_000.0)
            .setExpression("Start", "KeyboardIdle > 15 * 60 && TARGET.Owner != \"rival\"")
            .build();

    static final ClassAd JOB = ClassAd.builder()
            .set("Owner", "smith").set("Memory", 512).set("ImageSize", 1000).set("RequestMemory", 1024)
            .setExpression("Requirements", "TARGET.Arch == \"INTEL\" && TARGET.Memory >= RequestMemory")
            .setExpression("Rank", "TARGET.Memory + 0.5")
            .build();

    @TestFactory
    Stream<DynamicTest> operatorsAndFunctions_giveHTCondorsDocumentedValues() throws IOException {
        List<String[]> rows = rows("classad-cases.tsv", 2);
        assertTrue(rows.size() > 200, "the table is read: " + rows.size());
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0] + "  ->  " + row[1],
                () -> assertEquals(literal(row[1]), ClassAdExpression.parse(row[0]).evaluate(ClassAd.EMPTY, ClassAd.EMPTY),
                        row[0])));
    }

    @TestFactory
    Stream<DynamicTest> everydayRequirementsRankAndPolicyExpressions_evaluateAsInHTCondor() throws IOException {
        List<String[]> rows = rows("everyday.tsv", 3);
        assertTrue(rows.size() > 20, "the table is read: " + rows.size());
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0] + ": " + row[1] + "  ->  " + row[2], () -> {
            ClassAd my = switch (row[0]) {
                case "machine" -> MACHINE;
                case "job" -> JOB;
                default -> ClassAd.EMPTY;
            };
            ClassAd target = my == MACHINE ? JOB : my == JOB ? MACHINE : ClassAd.EMPTY;
            assertEquals(literal(row[2]), ClassAdExpression.parse(row[1]).evaluate(my, target), row[1]);
        }));
    }

    /** The value a literal in the table stands for. */
    private static ClassAdValue literal(String text) {
        return ClassAdExpression.parse(text).evaluate(ClassAd.EMPTY, ClassAd.EMPTY);
    }

    private static List<String[]> rows(String resource, int columns) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = Objects.requireNonNull(ClassAdCasesTest.class.getResourceAsStream(resource), resource);
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] row = line.split("\t");
                assertEquals(columns, row.length, resource + ": " + line);
                rows.add(row);
            }
        }
        return rows;
    }
}
