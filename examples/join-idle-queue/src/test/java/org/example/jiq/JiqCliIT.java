package org.example.jiq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plug-in as a user runs it: loadshare's command line in a JVM of its own with {@code --classpath} this
 * project's jar, in the simulator and in a live cluster of three JVMs.
 */
class JiqCliIT {

    private static final Path LOADSHARE = Path.of(System.getProperty("loadshare.jar", "../../node/cli/target/loadshare.jar"));
    private static final Path JIQ = Path.of(System.getProperty("jiq.jar", "target/jiq.jar"));

    @TempDir
    Path dir;

    /** What a run printed and its exit status. */
    private record Run(int status, String output) {
    }

    @BeforeAll
    static void jarsAreBuilt() {
        assertTrue(Files.isRegularFile(LOADSHARE), LOADSHARE + " is missing: build loadshare first (mvn -pl node -am package)");
        assertTrue(Files.isRegularFile(JIQ), JIQ + " is missing: run this test with mvn verify");
    }

    private Run loadshare(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-jar", LOADSHARE.toString()));
        command.addAll(List.of(args));
        Path log = dir.resolve("output-" + System.nanoTime() + ".txt");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("loadshare " + String.join(" ", args) + " did not end in 180 s: " + Files.readString(log));
        }
        return new Run(process.exitValue(), Files.readString(log));
    }

    private Path experiment() throws IOException {
        Path file = dir.resolve("jiq.conf");
        Files.writeString(file, """
                loadshare.experiment {
                  name = jiq
                  nodes = 20
                  workload.loads = [0.8]
                  policies = [
                    { name = join-idle-queue, dispatchers = 2 }
                    { name = none }
                  ]
                  run { jobs = 40000, warmup-jobs = 4000, replications = 2, seed = 1 }
                }
                """);
        return file;
    }

    /** The column {@code name} of every row of {@code policy} in a results.csv. */
    private static List<Double> column(Path csv, String policy, String name) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        int index = List.of(lines.get(0).split(",")).indexOf(name);
        List<Double> values = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            if (cells[0].equals(policy)) {
                values.add(Double.parseDouble(cells[index]));
            }
        }
        return values;
    }

    @Test
    void policies_listsThePlugIn_withWhereItComesFrom() throws Exception {
        Run run = loadshare("policies", "--classpath", JIQ.toString());
        assertEquals(0, run.status(), run.output());
        assertTrue(run.output().contains("join-idle-queue  [dynamic, preemptive: no]"), run.output());
        assertTrue(run.output().contains("from plug-in org.example.jiq.JoinIdleQueueProvider"), run.output());
        assertTrue(run.output().contains("dispatchers"), run.output());
    }

    @Test
    void inTheSimulator_jiqBeatsNoSharing_withFewMessagesPerJob() throws Exception {
        Path out = dir.resolve("sim");
        Run run = loadshare("run", experiment().toString(), "--classpath", JIQ.toString(), "--out", out.toString(),
                "--no-progress");
        assertEquals(0, run.status(), run.output());
        Path csv = out.resolve("results.csv");
        // none is N M/M/1 queues: mean response 1 / (1 - 0.8) = 5 service times; JIQ must do clearly better
        for (double mean : column(csv, "join-idle-queue", "mean_response_time")) {
            assertTrue(mean < 0.8 * 5, "JIQ's mean response " + mean);
        }
        // a lookup and its answer per job that finds its node busy, an idle report per idle period, a transfer
        for (double messages : column(csv, "join-idle-queue", "messages_per_job")) {
            assertTrue(messages > 0 && messages < 4, "messages per job " + messages);
        }
    }

    @Test
    void aClassPathThatDoesNotExist_isOneLine_exitStatus2() throws Exception {
        Run run = loadshare("policies", "--classpath", dir.resolve("missing.jar").toString());
        assertEquals(2, run.status(), run.output());
        assertEquals("error: --classpath: " + dir.resolve("missing.jar") + " does not exist", run.output().strip());
    }

    @Test
    void inALiveClusterOfThreeJvms_thePlugInsMessagesCrossJvms() throws Exception {
        Path out = dir.resolve("live");
        Run run = loadshare("cluster", "--nodes", "3", "--experiment", experiment().toString(), "--policy",
                "join-idle-queue", "--set", "policies=[{ name = join-idle-queue, dispatchers = 2 }]",
                "--classpath", JIQ.toString(), "--duration", "20", "--out", out.toString());
        assertEquals(0, run.status(), run.output());
        Path csv = out.resolve("results.csv");
        assertTrue(Files.isRegularFile(csv), run.output());
        List<Double> messages = column(csv, "join-idle-queue", "messages_per_job");
        assertEquals(1, messages.size(), Files.readString(csv));
        assertTrue(messages.get(0) > 0, "no message crossed: " + Files.readString(csv));
    }
}
