package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The rows {@code bench --forks} passes from its child JVMs to the table, their median and the scaling lines. */
class BenchRowTest {

    private static BenchRow row(String policy, int nodes, double cpuSeconds, double loopCpuSeconds) {
        BaselineRow.Figures loop = loopCpuSeconds <= 0 ? null
                : new BaselineRow.Figures("  minimal loop", 1_100_000, 2_200_001, 0.1 / 3, loopCpuSeconds);
        return new BenchRow(policy, nodes, 1_100_000, 2_200_003, cpuSeconds, cpuSeconds * 1.01, 103, 640, false, loop);
    }

    @Test
    void aRow_comesBackFromItsLine_exactly() {
        BenchRow withLoop = row("none", 1000, 0.7 / 3, 0.25 / 7);
        assertEquals(withLoop, BenchRow.parse(withLoop.line()));
        BenchRow alone = new BenchRow("volunteer", 20, 5, 9, Math.PI, Math.E, 7, 1_234, true, null);
        assertEquals(alone, BenchRow.parse(alone.line()));
    }

    @Test
    void aLineThatIsNotARow_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> BenchRow.parse("none 1000 1234"));
        assertThrows(IllegalArgumentException.class, () -> BenchRow.parse("bench-row\tnone\t1000"));
    }

    @Test
    void theMedian_isTheMiddleJvmByXLoop_andTheRangeSpansThemAll() {
        BenchRow slow = row("none", 1000, 1.0, 0.30);        // x loop 0.30
        BenchRow middle = row("none", 1000, 0.8, 0.30);      // 0.375
        BenchRow fast = row("none", 1000, 0.9, 0.40);        // 0.44
        BenchForks.Measured m = BenchForks.median(List.of(fast, slow, middle));
        assertSame(middle, m.median());
        assertEquals("   [0.30-0.44 of 3 JVMs]", m.range());
    }

    @Test
    void withoutTheLoop_theMedianIsByJobsPerCpuSecond() {
        BenchRow a = row("symmetric", 1000, 4.0, 0);
        BenchRow b = row("symmetric", 1000, 2.0, 0);
        BenchForks.Measured m = BenchForks.median(List.of(a, b));
        assertSame(b, m.median(), "of two, the upper middle");
        assertEquals("   [275000-550000 jobs/CPU-s, 2 JVMs]", m.range());
    }

    @Test
    void policiesAtSeveralSizes_getTheirSpeedAgainstTheFirstSize_besideTheLoops() {
        List<String> notes = BenchScaling.notes(List.of(row("none", 1000, 1.0, 0.25), row("none", 100_000, 4.0, 0.5),
                row("power-of-d", 1000, 1.0, 0)));
        assertEquals(List.of("# none, jobs/CPU-s against 1000 nodes: 100000 nodes 0.25",
                "# minimal loop (beside none), jobs/CPU-s against 1000 nodes: 100000 nodes 0.50"), notes);
    }
}
