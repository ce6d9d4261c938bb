package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A sweep end to end: a column per swept key, the same seeds at every point, a plot per load, the best point. */
class SweepRunTest {

    @TempDir
    Path dir;

    private CliRunner run(String sweep, String... extra) throws IOException {
        Path file = Files.writeString(dir.resolve("sweep.conf"), String.join("\n",
                "loadshare.experiment {",
                "  name = sweep-test",
                "  nodes = 4",
                "  workload.loads = [0.6, 0.8]",
                "  policies = [ { name = none }, { name = sender-threshold } ]",
                "  sweep = " + sweep,
                "  run { jobs = 2000, warmup-jobs = 200, replications = 2 }",
                "}", ""));
        List<String> args = new java.util.ArrayList<>(List.of("run", file.toString(), "--out",
                dir.resolve("out").toString(), "--no-progress", "--force"));
        args.addAll(List.of(extra));
        return CliRunner.run(args.toArray(String[]::new));
    }

    @Test
    void oneKey_addsItsColumn_keepsTheSeeds_andPlotsEachLoad() throws IOException {
        CliRunner r = run("{ key = \"policies[1].threshold\", values = [1, 2, 3] }");
        assertEquals(0, r.status(), r.err());
        List<String> lines = Files.readAllLines(dir.resolve("out/results.csv"));
        assertTrue(lines.get(0).startsWith("policy,policies[1].threshold,load,nodes,replication,seed,"), lines.get(0));
        assertEquals(1 + 2 * 3 * 2 * 2, lines.size(), "policies x points x loads x replications rows");
        Map<String, List<String>> seedsByPoint = lines.stream().skip(1).map(l -> l.split(","))
                .collect(Collectors.groupingBy(c -> c[0] + c[1] + c[2], Collectors.mapping(c -> c[5], Collectors.toList())));
        assertEquals(1, seedsByPoint.values().stream().distinct().count(), "the same seeds at every point");
        List<String> none = lines.stream().filter(l -> l.startsWith("none,")).map(l -> l.substring(l.indexOf(",0.")))
                .distinct().toList();
        assertEquals(2 * 2, none.size(), "a policy the sweep does not touch measures the same at every point");
        String summary = Files.readString(dir.resolve("out/summary.json"));
        assertTrue(summary.contains("\"sweep\" : {\n        \"policies[1].threshold\" : \"2\"\n      },"), summary);
        for (String png : List.of("sweep-rho-0.6.png", "sweep-rho-0.8.png")) {
            assertTrue(Files.size(dir.resolve("out").resolve(png)) > 1000, png);
        }
        assertTrue(r.out().contains("sweep-test: 4 nodes, 2 policies x 3 points of a sweep of policies[1].threshold, "
                + "2 loads"), r.out());
        assertTrue(r.out().contains("sender-threshold threshold=2"), r.out());
        assertTrue(r.out().contains("none: the same at every point (the sweep does not change it)"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  sender-threshold: threshold=")), r.out());
    }

    @Test
    void twoKeys_crossed() throws IOException {
        CliRunner r = run("[ { key = network.latency, values = [0, 0.1] }, { key = costs.probe, values = [0, 0.05] } ]");
        assertEquals(0, r.status(), r.err());
        List<String> lines = Files.readAllLines(dir.resolve("out/results.csv"));
        assertTrue(lines.get(0).startsWith("policy,network.latency,costs.probe,load,"), lines.get(0));
        assertEquals(1 + 2 * 4 * 2 * 2, lines.size());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("sender-threshold,0.1,0.05,0.8,")));
        assertNotEquals(lines.get(1).split(",")[8], lines.get(lines.size() - 1).split(",")[8]);
    }

    @Test
    void aBadSweepValue_isOneLine_exit2_beforeAnythingRuns() throws IOException {
        CliRunner r = run("{ key = \"network.latency\", values = [0, -1] }");
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        assertEquals("error: " + dir.resolve("sweep.conf") + ":6: loadshare.experiment.network.latency = -1: "
                + "a latency must be >= 0", r.err().strip());
        assertTrue(!Files.exists(dir.resolve("out")));
    }
}
