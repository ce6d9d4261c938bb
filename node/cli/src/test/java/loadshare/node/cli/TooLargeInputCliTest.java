package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A model too large for the heap, a cluster too large for the machine, and an empty, too deep or too long
 * experiment are refused before anything runs: one line, exit status 2, no stack trace, nothing written — by
 * {@code validate} as by {@code run}.
 */
class TooLargeInputCliTest {

    @TempDir
    Path dir;

    private Path experiment(String... lines) throws IOException {
        return Files.writeString(dir.resolve("x.conf"), String.join("\n", lines) + "\n");
    }

    private void assertRefused(CliRunner r, String... expected) {
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        for (String e : expected) {
            assertTrue(r.err().contains(e), "expected '" + e + "' in: " + r.err());
        }
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertFalse(Files.exists(dir.resolve("out")), "nothing written");
    }

    private CliRunner validate(Path file) {
        return CliRunner.run("validate", file.toString());
    }

    private CliRunner run(Path file) {
        return CliRunner.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--no-progress");
    }

    @Test
    void stableSymmetricAt200000Nodes_isRefusedByValidateAndRun_sayingWhatFits() throws IOException {
        Path file = experiment("loadshare.experiment {", "  name = big", "  nodes = 200000",
                "  policies = [ { name = stable-symmetric } ]", "}");
        String[] expected = {"error: " + file + ":3: loadshare.experiment.nodes = 200000: with stable-symmetric the "
                + "model needs about ", " GB of heap (its view of every other node grows as N²", "this JVM has ",
                "nodes fit (or raise -Xmx via LOADSHARE_JAVA_OPTS"};
        assertRefused(validate(file), expected);
        assertRefused(run(file), expected);
    }

    @Test
    void vSystemAt200000Nodes_isRefused() throws IOException {
        Path file = experiment("loadshare.experiment.nodes = 200000", "loadshare.experiment.policies = [{name = v-system}]");
        assertRefused(run(file), file + ":1: loadshare.experiment.nodes = 200000: with v-system the model needs about ");
    }

    @Test
    void cluster_ofAMillionNodes_isRefused_withTheLimitAndWhy() {
        assertRefused(CliRunner.run("cluster", "--nodes", "1000000", "--out", dir.resolve("out").toString()),
                "error: --nodes 1,000,000: each node is a JVM with 256 MB of heap, 244 TB in all, and this machine has ",
                "nodes fit (a cluster on one machine is capped at 256 nodes");
    }

    @Test
    void clusterSize_isBoundedByMemory_andCapped() {
        assertEquals(16, ClusterSize.maxNodes(4L << 30));
        assertEquals(ClusterSize.CAP, ClusterSize.maxNodes(1L << 40));
        assertTrue(ClusterSize.maxNodes(ClusterSize.physicalMemory()) >= 1);
    }

    @Test
    void emptyAndCommentOnlyFiles_areRefused_notRunWithTheDefaults() throws IOException {
        assertRefused(run(experiment("")), "x.conf: loadshare.experiment: missing: ", "empty or holds only comments");
        assertRefused(validate(experiment("# nothing here")), "x.conf: loadshare.experiment: missing: ");
    }

    @Test
    void nesting2000Deep_isRefused_withoutAStackOverflow() throws IOException {
        Path file = experiment("loadshare.experiment {", "  x = " + "[".repeat(2000) + "]".repeat(2000), "}");
        assertRefused(validate(file), file + ":2: loadshare.experiment: objects and lists nest more than 64 levels deep");
        assertRefused(run(file), file + ":2: ");
    }

    @Test
    void tenMegabyteName_isRefused_atOnce_inOneShortLine() throws IOException {
        Path file = experiment("loadshare.experiment {", "  name = \"" + "n".repeat(10 << 20) + "\"", "}");
        long started = System.nanoTime();
        CliRunner r = run(file);
        assertRefused(r, file + ":2: loadshare.experiment.name = \"nnn", "(10,485,762 characters): a name must be 1 to 200");
        assertTrue(r.err().length() < 500, "short: " + r.err().length());
        assertTrue(System.nanoTime() - started < 30e9, "refused before it runs");
    }

    @Test
    void policies_statesHowEachPolicysMemoryGrows() {
        CliRunner r = CliRunner.run("policies");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("memory: view: ~4 bytes a node for each of the N nodes (4 KB a node, 4 MB in "
                + "all at 1,000 nodes; N² entries), ~8 beyond 32,767 nodes (sender, receiver "
                + "and OK lists of every other node)"), r.out());
        assertTrue(r.out().contains("memory: view: ~9 bytes a node for each of the N nodes (9 KB a node, 9 MB in "
                + "all at 1,000 nodes; N² entries), ~17 with load-metric = cpu-utilization "
                + "(a load table: the last load heard from every node, and when), with information = periodic or "
                + "state-change"), r.out());
        assertTrue(r.out().contains("memory: grows as N (no view of every other node)"), r.out());
    }
}
