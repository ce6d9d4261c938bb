package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code bench} refuses, before it simulates anything, a cluster whose view of every other node would not fit the
 * heap: one line naming the options, the heap needed and the nodes that fit, exit status 2 — instead of an
 * OutOfMemoryError or a long stall half-way through the table.
 */
class BenchFitCliTest {

    @Test
    void symmetricAt100000Nodes_isRefusedBeforeAnyRowRuns() {
        CliRunner r = CliRunner.run("bench", "--nodes", "20,100000", "--policies", "none,symmetric", "--jobs", "1000");
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        assertTrue(r.err().startsWith("error: bench --nodes 100000 --policies symmetric: with symmetric the model needs "
                + "about "), r.err());
        assertTrue(r.err().contains("its view of every other node grows as N²") && r.err().contains("nodes fit"), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        assertFalse(r.out().contains("none "), "no row ran: " + r.out());
    }
}
