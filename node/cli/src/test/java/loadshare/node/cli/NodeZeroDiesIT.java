package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Node 0 — the first seed, where the results collector and the coordinator start — is killed with SIGKILL in the
 * middle of a run of {@code loadshare node} JVMs over mutual TLS: with Condor in a five-node cluster (another node
 * 5 s later), with a least-loaded dispatcher and with the batch scheduler in three-node clusters. (The central
 * queue's case is {@code LiveForkedClusterIT}'s, through {@code loadshare cluster}.) The collector and the coordinator are cluster
 * singletons: they start again on the oldest survivor, which takes the run up from what every node recorded, and the
 * workstations send the jobs they held for the coordinator to its new incarnation. The run must end there with its
 * results written in that node's {@code --out}: no job lost, none completed twice, the books balanced, and the
 * hand-over in {@code summary.json}.
 */
class NodeZeroDiesIT {

    /** A status line of the collector's: its model time, and the jobs done by then. */
    private static final Pattern STATUS = Pattern.compile("^t=\\s*([0-9.]+)\\s.*\\sdone (\\d+)", Pattern.MULTILINE);

    /** When node 0's JVM was found dead, wall clock (milliseconds since the Unix epoch). */
    private long killedAtMillis;

    @TempDir
    Path tmp;

    @Test
    @Timeout(600)
    void nodeZeroAndAnotherKilledFiveSecondsApart_withCondor_inAFiveNodeCluster_theSurvivorsFinishTheRun()
            throws Exception {
        JsonNode live = runKilling(5, "condor", List.of(0, 3), Duration.ofSeconds(5));
        assertEquals(0, live.get("collector").get("handOvers").get(0).get("from").asInt(), live.toString());
    }

    @Test
    @Timeout(600)
    void nodeZeroKilledMidRun_withALeastLoadedDispatcher_theJobsHeldAtTheirHomesGoToItsNewInstance_noJobLost()
            throws Exception {
        JsonNode live = runKilling(3, List.of("--warmup", "0", "--policy", "none", "--set", "run.job-log=true",
                "--set", "workload.arrivals-at=dispatcher",
                "--set", "dispatch.policy=least-loaded", "--set", "workload.sessions=50"), List.of(0), Duration.ZERO);
        assertEquals(0, live.get("collector").get("handOvers").get(0).get("from").asInt(), live.toString());
        // every job of the surviving homes completed (a job of node 0's, under way when it died, may not have)
        assertTrue(live.get("drained").asBoolean(), live.toString());
        // the session figures the survivor prints are the whole run's (it replayed node 0's placements): a repeat is a
        // job whose session had one before, so all jobs but the first of each of the 50 sessions and those node 0
        // placed after its log's last write; without the log, a third of the run is missing
        String log = Files.readString(tmp.resolve("logs").resolve("child-" + live.get("collector").get("node").asInt()
                + ".log"));
        Matcher repeats = Pattern.compile("dispatcher: sessions: stickiness \\S+ \\(\\d+ of (\\d+) repeat").matcher(log);
        long counted = -1;
        while (repeats.find()) {
            counted = Long.parseLong(repeats.group(1));
        }
        Matcher takenUp = Pattern.compile("dispatcher taken up on node \\d+ at t = \\S+: (\\d+) inputs replayed")
                .matcher(log);
        assertTrue(takenUp.find(), log);
        long replayed = Long.parseLong(takenUp.group(1));
        assertTrue(replayed > 0, log);
        // node 0 placed each job at most once, and only jobs that had arrived by its death: those it placed after its
        // log's last write are at most the jobs arrived by the kill (the job log's, and every job that did not
        // complete) less the placements replayed. The kill's model time is taken from the run's epoch and the wall
        // clock once the JVM was dead, so a busy machine's slow writes widen the allowance only as much as they did.
        double killedAt = (killedAtMillis + 1 - Instant.parse(live.get("epoch").asText()).toEpochMilli()) / 1000.0
                / live.get("timeScale").asDouble();
        long arrivedByTheKill = arrivedBy(live.get("collector").get("node").asInt(), killedAt)
                + live.get("jobsUnfinished").asLong()
                + live.get("jobsLost").asLong();
        long unwritten = arrivedByTheKill - replayed;
        System.out.printf("node 0 killed at t <= %.1f: %d jobs had arrived, %d placements replayed, %d repeats of "
                + "%d jobs%n", killedAt, arrivedByTheKill, replayed, counted, live.get("jobsCompleted").asLong());
        assertTrue(counted >= live.get("jobsCompleted").asLong() - 50 - unwritten, counted + " repeats, at most "
                + unwritten + " placements unwritten: " + log);
        // the dispatcher takes in a request and a load report a job: both of its instances' messages are counted (the
        // first's from the record), less the reports sent while no instance answered and the first's last status
        // period: 1.94 a job measured; 1.31 when the collector kept only the last instance's figures
        long taken = live.get("lateness").get("coordinator").get("messages").asLong();
        assertTrue(taken >= 1.8 * live.get("jobsCompleted").asLong(), taken + " messages taken in: " + live);
    }

    @Test
    @Timeout(600)
    void nodeZeroKilledMidRun_withTheBatchScheduler_itsLogIsReplayedOnTheSurvivor_everyJobEndsOnce() throws Exception {
        JsonNode live = runKilling(3, List.of("--policy", "batch", "--set", "run.warmup-jobs=0", "--set", "hosts.cpus=2",
                "--set", "hosts.memory=8GiB", "--set", "policies=[{name=batch, allocation=shared}]",
                "--set", "workload.job-classes=[{name=small, share-of-arrivals=1, processors=1, memory=512MiB, "
                        + "run-time=2}]"), List.of(0), Duration.ZERO);
        String all = live.toString();
        assertEquals(0, live.get("collector").get("handOvers").get(0).get("from").asInt(), all);
        // every job submitted ended (none unfinished), each counted once by the scheduler the log rebuilt
        assertEquals(0, live.get("jobsUnfinished").asLong(), all);
        assertEquals(live.get("jobsArrived").asLong(), live.get("jobsCompleted").asLong(), all);
        String logs = ForkedNodes.logsOf(tmp.resolve("logs"));
        int survivor = live.get("collector").get("node").asInt();     // the oldest survivor: both singletons' node
        assertTrue(logs.contains("central scheduler taken up on node " + survivor), logs);
        // the scheduler's delay figures survived the hand-over (its successor rebuilt them from the log): its timeline
        // covers the model time before node 0 died, and every job that ended by its part's Done counts that message —
        // all but those the reconciliation found ended: at most the parts running on the survivors at the kill (2
        // CPUs on each of 2) and the inputs not yet written then (a batch of the log, 50, at most on a quiet machine)
        JsonNode coordinator = live.at("/lateness/coordinator");
        double width = coordinator.get("binWidth").asDouble();
        long sentBeforeTheKill = 0;
        for (int k = 0; k < coordinator.get("counts").size() && (k + 1) * width <= 100; k++) {
            sentBeforeTheKill += coordinator.get("counts").get(k).asLong();
        }
        assertTrue(sentBeforeTheKill > 0, "no message the scheduler took in before the hand-over counted: " + all);
        assertTrue(coordinator.get("messages").asLong() >= live.get("jobsCompleted").asLong() - 4 - 50, all);
    }

    /**
     * Runs {@code nodes} nodes with {@code policy}, SIGKILLs {@code killed} (in order, {@code gap} apart) once node
     * 0's collector has passed model time 100 with 50 jobs done, and checks what the node that wrote the results says;
     * returns its {@code live} figures.
     */
    private JsonNode runKilling(int nodes, String policy, List<Integer> killed, Duration gap) throws Exception {
        return runKilling(nodes, List.of("--warmup", "50", "--policy", policy), killed, gap);
    }

    /**
     * As {@link #runKilling(int, String, List, Duration)}, the policy, its settings and the warm-up given by
     * {@code policy}.
     */
    private JsonNode runKilling(int nodes, List<String> policy, List<Integer> killed, Duration gap) throws Exception {
        List<String> run = new ArrayList<>(List.of("--experiment", "quickstart", "--load", "0.6", "--duration", "400",
                "--time-scale", "0.05", "--nodes", Integer.toString(nodes),
                "--run-id", "node-zero-dies",
                "--drain-timeout", "90"));
        run.addAll(policy);
        RunCertificates certs = RunCertificates.create("node-zero-dies");
        int[] ports = {ForkedNodes.freePort("127.0.0.1"), ForkedNodes.freePort("127.0.0.1")};
        String seeds = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1];
        Path logs = Files.createDirectories(tmp.resolve("logs"));
        List<Process> processes = new ArrayList<>();
        try (Launcher launcher = new Launcher(logs)) {
            for (int i = 0; i < nodes; i++) {
                Path tls = tmp.resolve("tls-" + i);
                certs.node("node-" + i).writeTo(tls);
                List<String> args = new ArrayList<>(List.of("node", "--host", "127.0.0.1",
                        "--port", Integer.toString(i < 2 ? ports[i] : 0), "--seeds", seeds,
                        "--index", Integer.toString(i), "--tls", tls.toString(),
                        "--out", tmp.resolve("out-" + i).toString()));
                args.addAll(run);
                processes.add(launcher.start(args));
                if (i == 0) {
                    ForkedNodes.awaitLine(launcher.logOf(0), "listening on", ForkedNodes.STARTING, logs);
                }
            }
            awaitMidRun(launcher.logOf(0), 100, 50, Duration.ofSeconds(300));
            for (int k = 0; k < killed.size(); k++) {
                if (k > 0) {
                    Thread.sleep(gap.toMillis());
                }
                Process victim = processes.get(killed.get(k));
                victim.destroyForcibly();           // SIGKILL: node 0 takes the collector and the coordinator with it
                assertTrue(victim.waitFor(10, TimeUnit.SECONDS));
                if (k == 0) {
                    killedAtMillis = System.currentTimeMillis();
                }
            }
            List<Integer> writers = new ArrayList<>();
            for (int i = 0; i < nodes; i++) {
                if (killed.contains(i)) {
                    continue;
                }
                int node = i;
                assertTrue(processes.get(i).waitFor(200, TimeUnit.SECONDS), () -> "node " + node + " did not end:\n"
                        + ForkedNodes.logsOf(logs));
                if (Files.isRegularFile(tmp.resolve("out-" + i).resolve("summary.json"))) {
                    writers.add(i);
                }
            }
            assertEquals(1, writers.size(), () -> "one survivor writes the results, not " + writers + ":\n"
                    + ForkedNodes.logsOf(logs));
            int writer = writers.get(0);
            assertEquals(0, processes.get(writer).exitValue(), () -> ForkedNodes.logsOf(logs));
            JsonNode live = new ObjectMapper().readTree(tmp.resolve("out-" + writer).resolve("summary.json").toFile())
                    .get("live");
            String all = live.toString();
            // the books, with every node's log should they not balance (a job lost beside a second build, once)
            assertFalse(live.has("interrupted"), () -> all + "\n" + ForkedNodes.logsOf(logs));
            assertEquals(0, live.get("jobsLost").asLong(), () -> all + "\n" + ForkedNodes.logsOf(logs));
            assertEquals(0, live.get("duplicateCompletions").asLong(), () -> all + "\n" + ForkedNodes.logsOf(logs));
            assertEquals(live.get("jobsArrived").asLong(), live.get("jobsCompleted").asLong()
                    + live.get("jobsLost").asLong() + live.get("jobsUnfinished").asLong(), all);
            assertTrue(live.get("jobsCompleted").asLong() > 500, all);
            String gone = killed.stream().sorted().toList().toString().replace(" ", "");
            assertEquals(gone, live.get("nodesGone").toString(), all);
            JsonNode collector = live.get("collector");
            assertEquals(writer, collector.get("node").asInt(), all);
            JsonNode handOvers = collector.get("handOvers");
            assertTrue(handOvers.size() >= 1, all);
            JsonNode last = handOvers.get(handOvers.size() - 1);
            assertEquals(writer, last.get("to").asInt(), all);
            assertTrue(handOvers.get(0).get("at").asDouble() > 100, all);
            assertTrue(handOvers.get(0).get("absent").asDouble() > 0, all);
            return live;
        }
    }

    /** The jobs in the job log of node {@code writer}, which wrote the results, that arrived by model time {@code t}. */
    private long arrivedBy(int writer, double t) throws IOException {
        Path jobs;
        try (Stream<Path> logs = Files.list(tmp.resolve("out-" + writer).resolve("jobs"))) {
            jobs = logs.filter(p -> p.toString().endsWith(".csv.gz")).findFirst().orElseThrow();
        }
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(jobs)), StandardCharsets.UTF_8))) {
            List<String> header = List.of(in.readLine().split(","));
            int arrival = header.indexOf("arrival");
            return in.lines().filter(row -> Double.parseDouble(row.split(",")[arrival]) <= t).count();
        }
    }

    /**
     * Waits until the collector's status lines in node 0's log show model time {@code t} passed with {@code done} jobs
     * done: mid-run. (Beside a second build, a scheduler's first majority writes took longer than the first 100 model
     * seconds, 5 s of wall time: node 0 died before anything had run, and the test judged a hand-over of nothing.)
     */
    private static void awaitMidRun(Path log, double t, long done, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(log)) {
                Matcher m = STATUS.matcher(Files.readString(log));
                while (m.find()) {
                    if (Double.parseDouble(m.group(1)) >= t && Long.parseLong(m.group(2)) >= done) {
                        return;
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("node 0's collector never reached t = " + t + " with " + done + " jobs done:\n"
                + Files.readString(log));
    }
}
