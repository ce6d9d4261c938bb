package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MigrationCommandTest {

    @TempDir
    Path dir;

    @Test
    void migration_writesTheCsvAndThePlots_withARowPerStrategySizeAndRate() throws IOException {
        CliRunner r = CliRunner.run("migration", "--sizes", "16,64", "--dirty-rates", "8,64", "--out", dir.toString());
        assertEquals(0, r.status(), r.err());
        for (String file : List.of("migration.csv", "freeze-time.png", "total-time.png", "bytes-moved.png")) {
            assertTrue(Files.size(dir.resolve(file)) > 0, file);
        }
        for (String file : List.of("freeze-time", "total-time", "bytes-moved")) {
            assertTrue(Files.size(dir.resolve(file + ".svg")) > 0, file);
            assertTrue(Files.size(dir.resolve(file + ".pdf")) > 0, file);
        }
        List<String> csv = Files.readAllLines(dir.resolve("migration.csv"));
        assertEquals(1 + 5 * 2 * 2, csv.size(), "header + 5 strategies x 2 sizes x 2 rates");
        assertTrue(csv.stream().skip(1).allMatch(line -> line.endsWith(",true")), "every image arrived intact");
    }

    @Test
    void anUnknownStrategy_isBadInput() {
        CliRunner r = CliRunner.run("migration", "--strategies", "teleport", "--out", dir.resolve("x").toString());
        assertEquals(Main.BAD_INPUT, r.status());
        assertTrue(r.err().contains("teleport"), r.err());
        assertTrue(!Files.exists(dir.resolve("x")));
    }
}
