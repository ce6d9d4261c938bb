package loadshare.node.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import loadshare.node.results.TraceReport;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With no sharing ({@code none}: each node one FCFS queue) and one central queue ({@code central-queue}: one FCFS
 * queue for every CPU) at zero latency and costs, a trace run is fully determined by the trace. This test computes
 * every response time itself, from the trace as written, and compares the simulator's mean and last completion
 * exactly (at the trace's own pace, integer times, so every sum is exact in any order).
 */
class TraceReplayExactTest {

    private static final int NODES = 3;

    @TempDir
    Path dir;

    /** A job as the test writes it: line order in the file, submit, run time, processors, user. */
    record Written(int line, long submit, long runTime, int processors, int user) {
    }

    /** 300 jobs, deliberately out of order, with ties, unusable lines, users -1 and others, bursts. */
    private static List<Written> jobs() {
        List<Written> jobs = new ArrayList<>();
        long state = 12345;
        for (int i = 0; i < 300; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            int r = (int) (state >>> 33);
            long submit = (i / 3) * 7L + (r % 5);                   // ties and small disorder
            long runTime = 1 + (r >>> 3) % 40;
            int processors = 1 + (r >>> 9) % 4;
            int user = (r >>> 12) % 6 - 1;                           // -1..4
            jobs.add(new Written(i, submit, runTime, processors, user));
        }
        return jobs;
    }

    private Path writeSwf(List<Written> jobs) throws IOException {
        StringBuilder text = new StringBuilder("; a hand-made trace\n");
        for (Written j : jobs) {
            text.append(j.line + 1).append(' ').append(j.submit).append(" -1 ").append(j.runTime).append(' ')
                    .append(j.processors).append(" -1 -1 -1 -1 -1 1 ").append(j.user).append(" 1 -1 -1 -1 -1 -1\n");
        }
        text.append("999 5 -1 -1 1 -1 -1 -1 -1 -1 0 1 1 -1 -1 -1 -1 -1\n");   // unusable: skipped
        return Files.writeString(dir.resolve("t.swf"), text);
    }

    private ExperimentSettings experiment(String... more) throws IOException {
        List<String> lines = new ArrayList<>(List.of("loadshare.experiment {", "nodes = " + NODES,
                "workload.trace.file = t.swf", "run.replications = 2", "run.threads = 1",
                "policies = [{ name = none }, { name = central-queue }]"));
        lines.addAll(List.of(more));
        lines.add("}");
        Path file = Files.write(dir.resolve("exp.conf"), lines);
        return ExperimentLoader.load(file.toString(), List.of());
    }

    private static ExperimentResult run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
    }

    /** Jobs in submit-time order, ties in file order (a stable sort), the unusable ones gone. */
    private static List<Written> ordered(List<Written> jobs) {
        List<Written> sorted = new ArrayList<>(jobs);
        sorted.sort((a, b) -> Long.compare(a.submit, b.submit));
        return sorted;
    }

    /**
     * FCFS on {@code servers} servers of speed 1, each job in arrival order taking the server free first:
     * response times.
     */
    private static double[] fcfs(double[] arrival, double[] demand, int servers) {
        PriorityQueue<Double> free = new PriorityQueue<>();
        for (int i = 0; i < servers; i++) {
            free.add(0.0);
        }
        double[] response = new double[arrival.length];
        for (int i = 0; i < arrival.length; i++) {
            double start = Math.max(arrival[i], free.poll());
            free.add(start + demand[i]);
            response[i] = start + demand[i] - arrival[i];
        }
        return response;
    }

    /** Mean response and last completion of the jobs, no sharing: each home its own FCFS queue. */
    private static double[] noSharing(double[] arrival, double[] demand, int[] home) {
        double sum = 0;
        double last = 0;
        for (int node = 0; node < NODES; node++) {
            List<Integer> mine = new ArrayList<>();
            for (int i = 0; i < home.length; i++) {
                if (home[i] == node) {
                    mine.add(i);
                }
            }
            double[] a = mine.stream().mapToDouble(i -> arrival[i]).toArray();
            double[] d = mine.stream().mapToDouble(i -> demand[i]).toArray();
            double[] r = fcfs(a, d, 1);
            for (int k = 0; k < r.length; k++) {
                sum += r[k];
                last = Math.max(last, a[k] + r[k]);
            }
        }
        return new double[] {sum * (1.0 / home.length), last}; // the mean as Statistics forms it
    }

    private static double[] centralQueue(double[] arrival, double[] demand) {
        double[] r = fcfs(arrival, demand, NODES);
        double last = 0;
        for (int i = 0; i < r.length; i++) {
            last = Math.max(last, arrival[i] + r[i]);
        }
        return new double[] {Arrays.stream(r).sum() * (1.0 / r.length), last};
    }

    private static void assertRows(ExperimentResult result, String policy, double[] expected) {
        for (ReplicationResult row : result.replications()) {
            if (row.policy().equals(policy)) {
                assertEquals(expected[0], row.response().mean(), policy + " mean response, replication " + row.replication());
                assertEquals(expected[1], row.measuredTime(), policy + " last completion");
            }
        }
    }

    @Test
    void ownPace_userHomes_runTimeDemand_noneAndCentralQueue_areExactlyTheQueuesOfTheTrace() throws Exception {
        List<Written> sorted = ordered(jobs());
        writeSwf(jobs());
        long first = sorted.get(0).submit;
        double[] arrival = sorted.stream().mapToDouble(j -> j.submit - first).toArray();
        double[] demand = sorted.stream().mapToDouble(j -> j.runTime).toArray();
        Map<Integer, Integer> userIndex = new HashMap<>();
        int[] home = sorted.stream().mapToInt(j -> userIndex.computeIfAbsent(j.user, u -> userIndex.size()) % NODES)
                .toArray();

        ExperimentResult result = run(experiment());
        assertRows(result, "none", noSharing(arrival, demand, home));
        assertRows(result, "central-queue", centralQueue(arrival, demand));
        assertEquals(300, result.replications().get(0).jobs());

        // the trace report: without sharing every node does exactly its own users' work; bounded slowdown by hand
        TraceReport.Point none = result.trace().points().get(0);
        assertEquals("none", none.policy());
        assertArrayEquals(none.ownShare(), none.workShare(), 1e-12);
        double[] own = new double[NODES];
        for (int i = 0; i < home.length; i++) {
            own[home[i]] += demand[i] / Arrays.stream(demand).sum();
        }
        assertArrayEquals(own, none.ownShare(), 1e-12);
        double[] central = fcfs(arrival, demand, NODES);
        double slowdown = 0;
        for (int i = 0; i < central.length; i++) {
            slowdown += central[i] / Math.max(demand[i], 10.0) / central.length;
        }
        assertEquals(slowdown, result.trace().points().get(1).meanBoundedSlowdown(), 1e-9);
        assertEquals(1, result.trace().skipped().get("run-time"));
        assertEquals(300, result.trace().used());
    }

    @Test
    void roundRobinHomes_cpuTimeDemand_firstJobsOnly() throws Exception {
        List<Written> sorted = ordered(jobs()).subList(0, 200);
        writeSwf(jobs());
        long first = sorted.get(0).submit;
        double[] arrival = sorted.stream().mapToDouble(j -> j.submit - first).toArray();
        double[] demand = sorted.stream().mapToDouble(j -> j.runTime * j.processors).toArray();
        int[] home = new int[sorted.size()];
        Arrays.setAll(home, i -> i % NODES);

        ExperimentResult result = run(experiment("workload.trace.homes = round-robin",
                "workload.trace.demand = cpu-time", "run.jobs = 200"));
        assertRows(result, "none", noSharing(arrival, demand, home));
        assertRows(result, "central-queue", centralQueue(arrival, demand));
    }

    @Test
    void pacedToALoad_everySubmitTimeIsScaledByOneFactor() throws Exception {
        List<Written> sorted = ordered(jobs());
        writeSwf(jobs());
        long first = sorted.get(0).submit;
        double[] demand = sorted.stream().mapToDouble(j -> j.runTime).toArray();
        double span = sorted.get(sorted.size() - 1).submit - first;
        double load = 0.6;
        double f = Arrays.stream(demand).sum() / (NODES * span * load);
        double[] arrival = sorted.stream().mapToDouble(j -> (j.submit - first) * f).toArray();
        Map<Integer, Integer> userIndex = new HashMap<>();
        int[] home = sorted.stream().mapToInt(j -> userIndex.computeIfAbsent(j.user, u -> userIndex.size()) % NODES)
                .toArray();

        ExperimentResult result = run(experiment("workload.loads = [0.6]"));
        double[] none = noSharing(arrival, demand, home);
        double[] central = centralQueue(arrival, demand);
        for (ReplicationResult row : result.replications()) {
            double[] expected = row.policy().equals("none") ? none : central;
            assertEquals(expected[0], row.response().mean(), 1e-9 * expected[0]);
            assertEquals(expected[1], row.measuredTime(), 1e-9 * expected[1]);
            assertEquals(0.6, row.load());
        }
    }

    @Test
    void csv_jobsArriveAtTheNodeTheyName() throws Exception {
        StringBuilder text = new StringBuilder("submit,node,demand,user\n");
        List<Written> jobs = jobs();
        for (Written j : jobs) {
            text.append(j.submit).append(',').append(j.line % NODES).append(',').append(j.runTime).append(',')
                    .append(j.user).append('\n');
        }
        Files.writeString(dir.resolve("t.csv"), text);
        List<Written> sorted = ordered(jobs);
        long first = sorted.get(0).submit;
        double[] arrival = sorted.stream().mapToDouble(j -> j.submit - first).toArray();
        double[] demand = sorted.stream().mapToDouble(j -> j.runTime).toArray();
        int[] home = sorted.stream().mapToInt(j -> j.line % NODES).toArray();

        ExperimentResult result = run(experiment("workload.trace.file = t.csv", "workload.trace.format = csv"));
        assertRows(result, "none", noSharing(arrival, demand, home));
        assertRows(result, "central-queue", centralQueue(arrival, demand));
    }

    @Test
    void randomHomes_areTheSameInEveryReplication() throws Exception {
        writeSwf(jobs());
        ExperimentResult result = run(experiment("workload.trace.homes = random"));
        List<ReplicationResult> none = result.replications().stream().filter(r -> r.policy().equals("none")).toList();
        assertEquals(none.get(0).response().mean(), none.get(1).response().mean());
        assertEquals(none.get(0).measuredTime(), none.get(1).measuredTime());
    }
}
