package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Two policy entries run side by side in one small experiment must give the same results.csv rows. */
final class SameRows {

    private static final String[] SMALL = {"--set", "nodes=6", "--set", "workload.loads=[0.85]",
            "--set", "run.jobs=2000", "--set", "run.warmup-jobs=200", "--set", "run.replications=2"};

    private SameRows() {
    }

    /**
     * Runs both entries in one experiment written to {@code dir} (common random numbers: the same seeds) and asserts
     * their rows are equal but for the label.
     */
    static void assertSameRows(Path dir, String preset, String composed) throws IOException {
        List<String> args = new ArrayList<>(List.of("run", "quickstart", "--out", dir.toString(), "--no-progress",
                "--force", "--set", "policies=[" + preset + "\n" + composed + "]"));
        args.addAll(List.of(SMALL));
        CliRunner r = CliRunner.run(args.toArray(String[]::new));
        assertEquals(0, r.status(), r.err());
        List<String> lines = Files.readAllLines(dir.resolve("results.csv"));
        List<String> rows = lines.subList(1, lines.size()).stream()
                .map(line -> line.substring(line.indexOf(',') + 1)).toList();    // without the label
        int half = rows.size() / 2;
        assertTrue(half >= 2 && rows.size() == 2 * half, lines.toString());
        assertEquals(rows.subList(0, half), rows.subList(half, rows.size()));
    }
}
