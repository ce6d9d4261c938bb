package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.node.report.Provenance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run command end to end: a small experiment writes every report, reproducibly. */
class RunCommandTest {

    private static final String[] SMALL = {"--set", "nodes=4", "--set", "workload.loads=[0.5,0.8]",
            "--set", "run.jobs=5000", "--set", "run.warmup-jobs=500", "--set", "run.replications=3"};

    @TempDir
    Path dir;

    private CliRunner run(Path out, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("run", "quickstart", "--out", out.toString(), "--no-progress"));
        args.addAll(List.of(SMALL));
        args.addAll(List.of(extra));
        return CliRunner.run(args.toArray(String[]::new));
    }

    @Test
    void run_writesEveryReport_andPrintsTheTable() {
        CliRunner r = run(dir.resolve("a"));
        assertEquals(0, r.status(), r.err());
        for (String file : List.of("results.csv", "summary.json", "report.html", "response-time.png",
                "idle-while-waiting.png", "percentiles.png")) {
            assertTrue(Files.isRegularFile(dir.resolve("a").resolve(file)), file);
        }
        assertTrue(r.out().contains("central-queue") && r.out().contains("none"), r.out());
    }

    @Test
    void sameConfigAndSeed_giveByteIdenticalResults_whateverTheThreadCount() throws IOException {
        assertEquals(0, run(dir.resolve("a"), "--set", "run.threads=1").status());
        assertEquals(0, run(dir.resolve("b"), "--set", "run.threads=2").status());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a/results.csv")), Files.readAllBytes(dir.resolve("b/results.csv")));
        // summary.json differs only in its provenance (the command line, the machine's load): the rest is the same bytes
        assertArrayEquals(withoutProvenance(dir.resolve("a/summary.json")), withoutProvenance(dir.resolve("b/summary.json")));
    }

    /** summary.json's bytes up to its provenance, the last top-level object, which is dropped. */
    static byte[] withoutProvenance(Path summary) throws IOException {
        String text = Files.readString(summary);
        int at = text.indexOf(",\n  \"provenance\" : {");
        assertTrue(at > 0, "summary.json has a provenance: " + summary);
        return (text.substring(0, at) + "\n}\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void run_recordsItsProvenance_inSummaryAndReport_notInResults() throws IOException {
        assertEquals(0, run(dir.resolve("a"), "--set", "run.seed=7").status());
        JsonNode p = new ObjectMapper().readTree(dir.resolve("a/summary.json").toFile()).get("provenance");
        String configuration = p.get("configuration").asText();
        assertTrue(configuration.contains("seed = 7") || configuration.contains("seed=7"), configuration);
        assertEquals(Provenance.sha256(configuration), p.get("configurationSha256").asText());
        assertEquals(7, p.get("seed").asLong());
        assertTrue(p.get("loadshare").asText().matches("\\d+\\.\\d+\\.\\d+.*"), p.toString());
        assertTrue(p.get("commit").asText().matches("[0-9a-f]{40}(-dirty)?|unreleased"), p.toString());
        assertTrue(p.get("commandLine").asText().startsWith("loadshare run quickstart --out "), p.toString());
        assertTrue(p.get("commandLine").asText().endsWith("--set run.seed=7"), p.toString());
        assertEquals(Runtime.getRuntime().availableProcessors(), p.at("/machine/cores").asInt());
        assertTrue(p.get("jvm").asText().contains(System.getProperty("java.version")), p.toString());
        String html = Files.readString(dir.resolve("a/report.html"));
        assertTrue(html.contains("<h2>Provenance</h2>") && html.contains(p.get("configurationSha256").asText()));
        String csv = Files.readString(dir.resolve("a/results.csv"));
        assertFalse(csv.contains(p.get("configurationSha256").asText()) || csv.contains(p.get("jvm").asText()));
    }

    @Test
    void version_printsTheBuildsVersionCommitAndJvm() {
        CliRunner r = CliRunner.run("--version");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(0).matches("loadshare \\d+\\.\\d+\\.\\d+.*"), r.out());
        assertTrue(lines.get(1).matches("commit ([0-9a-f]{40}(-dirty)?|unreleased)"), r.out());
        assertTrue(lines.get(2).contains(System.getProperty("java.version")), r.out());
        assertFalse(r.out().contains("development build"), r.out());
    }

    @Test
    void commandLine_quotesWhatAShellWouldSplit() {
        assertEquals("loadshare run quickstart --set 'workload.loads=[0.5, 0.8]' --out 'it'\\''s here'",
                RunProvenance.commandLine(List.of("run", "quickstart", "--set", "workload.loads=[0.5, 0.8]",
                        "--out", "it's here")));
    }

    @Test
    void anotherSeed_givesOtherResults() throws IOException {
        assertEquals(0, run(dir.resolve("a")).status());
        assertEquals(0, run(dir.resolve("b"), "--set", "run.seed=2").status());
        assertTrue(!java.util.Arrays.equals(Files.readAllBytes(dir.resolve("a/results.csv")),
                Files.readAllBytes(dir.resolve("b/results.csv"))));
    }

    @Test
    void policies_listsEveryPolicyWithItsClass() {
        CliRunner r = CliRunner.run("policies");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("none  [static, preemptive: no]"), r.out());
        assertTrue(r.out().contains("central-queue  [dynamic, preemptive: no]"), r.out());
        assertTrue(r.out().contains("stable-symmetric  [adaptive, preemptive: with preemptive = true]"), r.out());
        assertTrue(r.out().contains("probe-limit"), r.out());
    }
}
