package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A described network from the command line: validate's summary, a mistake in one line, a small run. */
class GraphTopologyCliTest {

    /** Two routers 50 ms apart, three hosts on each: 6 nodes. */
    private static final List<String> GRAPH = List.of("--set", "nodes=6", "--set", "network.topology=graph",
            "--set", "network.graph.routers=[a,b]",
            "--set", "network.graph.links=[{from=a,to=b,latency=0.05,bandwidth=1250MB}]",
            "--set", "network.graph.hosts=[{router=a,count=3,latency=0.0005},{router=b,count=3,latency=0.0005}]");

    @TempDir
    Path dir;

    private static String[] args(List<String> head, String... tail) {
        List<String> all = new java.util.ArrayList<>(head);
        all.addAll(GRAPH);
        all.addAll(List.of(tail));
        return all.toArray(String[]::new);
    }

    @Test
    void validate_summarisesTheGraph_hostsRoutersLinksRacksAndDiameter() {
        CliRunner r = CliRunner.run(args(List.of("validate", "quickstart")));
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("  network graph: 6 hosts on 2 routers joined by 1 link, in 2 racks; nearest hosts "
                + "0.001 s apart, diameter 0.051 s; links shared max-min between transfers\n"), r.out());
        CliRunner zoned = CliRunner.run(args(List.of("validate", "quickstart"),
                "--set", "network.graph.zones=[{name=all,routers=[a,b]}]", "--set", "network.graph.sharing=none"));
        assertEquals(0, zoned.status(), zoned.err());
        assertTrue(zoned.out().contains("in 1 rack (1 zone); nearest hosts 0.001 s apart, diameter 0.051 s; links not "
                + "shared between transfers\n"), zoned.out());
    }

    @Test
    void aMistakeInTheGraph_isOneLine() {
        CliRunner r = CliRunner.run(args(List.of("validate", "quickstart"), "--set", "nodes=7"));
        assertEquals(Main.BAD_INPUT, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("the groups hold 6 hosts but nodes = 7: their counts must add up to nodes"),
                r.err());
    }

    @Test
    void nearestNeighbourPolicies_runOnAGraph_endToEnd() throws Exception {
        Path out = dir.resolve("g");
        CliRunner r = CliRunner.run(args(List.of("run", "quickstart", "--out", out.toString(), "--no-progress"),
                "--set", "workload.loads=[0.8]", "--set", "run.jobs=1000", "--set", "run.warmup-jobs=100",
                "--set", "run.replications=1", "--set", "costs.probe=0.01",
                "--set", "policies=[{name=sender-nearest},{name=receiver-nearest}]"));
        assertEquals(0, r.status(), r.err());
        List<String> rows = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(3, rows.size(), "a header and a row per policy: " + rows);
        for (String policy : List.of("sender-nearest", "receiver-nearest")) {
            assertTrue(rows.stream().anyMatch(row -> row.startsWith(policy + ",0.8,6,")), policy + ": " + rows);
        }
    }
}
