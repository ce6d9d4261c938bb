package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.DelayTimeline;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.RunSetup;
import loadshare.node.run.TwinLateness;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A live run's simulated twin of a node policy ({@link SimulatedCluster#twinOf}) meets the live run's lateness when
 * the live run met it: a message sent at a model time is as late, beyond its distance, as the live messages to the
 * same side sent then, and no message overtakes one sent before it between the same two participants.
 */
class SimulatedTwinTest {

    @TempDir
    Path dir;

    private static DelayTimeline timeline(double width, double... sentAtAndLateness) {
        DelayTimeline.Builder b = new DelayTimeline.Builder(width);
        for (int i = 0; i < sentAtAndLateness.length; i += 2) {
            b.add(sentAtAndLateness[i], sentAtAndLateness[i + 1]);
        }
        return b.timeline();
    }

    private static RunMeasurement run(ExperimentSettings s, int policy, TwinLateness lateness, long warmup,
                                      long jobs) {
        ResolvedPolicy p = PolicyRegistry.standard().resolve(s.policies().get(policy));
        SimulatedCluster cluster = new SimulatedCluster(RunSetup.model(s, p, s.workload().loads().get(0),
                RunSetup.seed(s, 0)));
        return (lateness == null ? cluster : cluster.twinOf(lateness)).run(warmup, jobs, done -> { });
    }

    /**
     * Late by 0.3 model s throughout, to the nodes and to the coordinator alike, a twin is the simulation of a network
     * of latency 0.3: the same events at the same times, so the very same figures — for a policy whose nodes talk to
     * each other ({@code sender-threshold}) and one whose nodes talk to a coordinator ({@code central-queue}).
     */
    @Test
    void aTwinLateEvenly_isTheSimulationOfANetworkOfThatLatency() {
        List<String> policies = List.of("policies=[{name=sender-threshold}, {name=central-queue}]", "run.jobs=1500");
        ExperimentSettings flat = ExperimentLoader.load("live-agreement", policies);
        ExperimentSettings slow = ExperimentLoader.load("live-agreement", List.of(policies.get(0), policies.get(1),
                "network.latency=0.3"));
        TwinLateness even = new TwinLateness(timeline(1.0, 0.5, 0.3), timeline(1.0, 0.5, 0.3), flat.nodes());
        for (int policy = 0; policy < 2; policy++) {
            RunMeasurement twin = run(flat, policy, even, 200, 1500);
            RunMeasurement network = run(slow, policy, null, 200, 1500);
            assertEquals(network.meanResponseTime(), twin.meanResponseTime(), 0.0, flat.policies().get(policy).name());
            assertEquals(network.sharing().messagesPerJob(), twin.sharing().messagesPerJob(), 0.0);
            assertEquals(network.measuredTime(), twin.measuredTime(), 0.0);
        }
    }

    /**
     * A migrated VM is sent when its transfer has been played out, and is late from then, as a live node sends it:
     * with stop-and-copy (one transfer of the VM, which takes bytes / bandwidth + latency) a twin late by 0.3
     * throughout on a network of no latency is, again, the simulation of a network of latency 0.3.
     */
    @Test
    void aTwinLateEvenly_migratingVms_isTheSimulationOfANetworkOfThatLatency() {
        List<String> preemptive = List.of("policies=[{name=receiver-threshold, preemptive=true, min-ratio=0, "
                + "migration=stop-and-copy}]", "run.jobs=1500", "workload.vm.size=4MiB");
        ExperimentSettings flat = ExperimentLoader.load("live-agreement", preemptive);
        ExperimentSettings slow = ExperimentLoader.load("live-agreement", List.of(preemptive.get(0),
                preemptive.get(1), preemptive.get(2), "network.latency=0.3"));
        TwinLateness even = new TwinLateness(timeline(1.0, 0.5, 0.3), timeline(1.0, 0.5, 0.3), flat.nodes());
        RunMeasurement twin = run(flat, 0, even, 200, 1500);
        RunMeasurement network = run(slow, 0, null, 200, 1500);
        assertTrue(twin.migrations().migrations() > 50, "the case migrates: " + twin.migrations());
        assertEquals(network.migrations().migrations(), twin.migrations().migrations());
        assertEquals(network.meanResponseTime(), twin.meanResponseTime(), 1e-9);
    }

    /** Three workstations of one CPU, {@code central-queue}, replaying {@code csv} at its own pace. */
    private ExperimentSettings trace(String csv) throws IOException {
        Files.writeString(dir.resolve("t.csv"), "submit,node,demand\n" + csv);
        Path file = Files.writeString(dir.resolve("e.conf"), "loadshare.experiment {\n nodes = 3\n"
                + " workload.trace { file = t.csv, format = csv }\n policies = [{name = central-queue}]\n}\n");
        return ExperimentLoader.load(file.toString(), List.of());
    }

    /**
     * A stall at the start: what was sent in the first model second came 10 model s late, later messages on time.
     * Job A (node 0 at 0, 1 s) reaches the dispatcher at 10, which sends it home at once: it ends at 11, response 11.
     * Job B (node 1 at 20, 2 s) meets no stall: response 2. Mean 6.5, where the simulation without lateness has
     * (1 + 2) / 2 = 1.5 and a twin of the mean lateness would delay B as much as A.
     */
    @Test
    void aStallAtTheStart_addsToTheFirstJobsResponseOnly() throws IOException {
        ExperimentSettings s = trace("0,0,1\n20,1,2\n");
        DelayTimeline stall = timeline(1.0, 0.5, 10.0, 2.5, 0.0);
        assertEquals(1.5, run(s, 0, null, 0, 2).meanResponseTime(), 1e-12, "no lateness");
        assertEquals(6.5, run(s, 0, new TwinLateness(stall, stall, 3), 0, 2).meanResponseTime(), 1e-12);
    }

    /**
     * Each pair's messages in order, as Akka keeps them: A (node 0 at 0, 1 s) is submitted during a stall, 10 s late,
     * due at 10; B (node 0 at 0.5, 1 s) after it, on time, due at 0.5 — but it may not overtake A, so it reaches the
     * dispatcher at 10 too, behind A. A goes home to node 0 and ends at 11 (response 11); B goes to the CPU free
     * longest, node 1's, and ends at 11 (response 10.5). Mean 10.75; had B overtaken A it would have run at once at
     * home (response 1) and A after it (response 11): 6.
     */
    @Test
    void aMessageSentAfterAStall_doesNotOvertakeOneSentDuringIt() throws IOException {
        ExperimentSettings s = trace("0,0,1\n0.5,0,1\n");
        DelayTimeline stall = timeline(0.5, 0.0, 10.0, 0.5, 0.0);
        assertEquals(10.75, run(s, 0, new TwinLateness(stall, stall, 3), 0, 2).meanResponseTime(), 1e-12);
    }

    @Test
    void aTwinOfARunOnOtherNodes_isRefused() {
        ExperimentSettings s = ExperimentLoader.load("live-agreement", List.of());
        ResolvedPolicy p = PolicyRegistry.standard().resolve(s.policies().get(0));
        SimulatedCluster cluster = new SimulatedCluster(RunSetup.model(s, p, 0.7, RunSetup.seed(s, 0)));
        assertThrows(IllegalArgumentException.class,
                () -> cluster.twinOf(new TwinLateness(DelayTimeline.NONE, DelayTimeline.NONE, 4)));
    }
}
