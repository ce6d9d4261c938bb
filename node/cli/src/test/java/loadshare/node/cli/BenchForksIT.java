package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code bench --forks}: every row measured in fresh JVMs (the same class path), the median printed with the range. */
class BenchForksIT {

    @Test
    void eachRow_isTheMedianOfItsJvms() {
        CliRunner r = CliRunner.run("bench", "--forks", "2", "--baseline", "--nodes", "20,40", "--policies", "none",
                "--jobs", "20000");
        assertEquals(0, r.status(), r.err() + r.out());
        assertTrue(r.out().lines().findFirst().orElseThrow().endsWith("each row the median of 2 JVMs"), r.out());
        List<String> rows = r.out().lines().filter(l -> l.startsWith("none ")).toList();
        assertEquals(2, rows.size(), r.out());
        rows.forEach(row -> assertTrue(row.matches(".* \\d+\\.\\d\\d   \\[\\d+\\.\\d\\d-\\d+\\.\\d\\d of 2 JVMs]"), row));
        assertEquals(2, r.out().lines().filter(l -> l.startsWith("  minimal loop")).count(), r.out());
        assertTrue(r.out().contains("# none, jobs/CPU-s against 20 nodes: 40 nodes "), r.out());
    }
}
