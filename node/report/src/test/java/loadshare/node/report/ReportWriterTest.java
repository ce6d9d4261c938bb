package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportWriterTest {

    @TempDir
    Path dir;

    private static final List<String> FILES = List.of("results.csv", "summary.json",
            "response-time.png", "response-time.svg", "response-time.pdf",
            "idle-while-waiting.png", "idle-while-waiting.svg", "idle-while-waiting.pdf",
            "percentiles.png", "percentiles.svg", "percentiles.pdf", "report.html");

    @Test
    void createsTheDirectoryAndWritesEveryReport() throws IOException {
        Path out = dir.resolve("nested/out");
        List<Path> written = ReportWriter.writeAll(ReportFixtures.sample(), out);
        assertEquals(FILES.stream().map(out::resolve).toList(), written);
        for (Path file : written) {
            assertTrue(Files.size(file) > 0, file.toString());
        }
    }

    @Test
    void leavesNoTemporaryFilesBehindEvenWhenOverwriting() throws IOException {
        ReportWriter.writeAll(ReportFixtures.sample(), dir);
        ReportWriter.writeAll(ReportFixtures.sample(), dir);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(FILES.stream().sorted().toList(),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }
}
