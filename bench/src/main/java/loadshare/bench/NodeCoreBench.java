package loadshare.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.node.core.NodeCore;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.RunSetup;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.Probe;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Real node cores of a 1,000-node cluster, driven directly (no event queue, see {@link DirectEffects}):
 * <ul>
 * <li>{@code probe}: one protocol message handled — a probe arrives at a node, which answers with its load;</li>
 * <li>{@code job}: one policy decision and everything it leads to — a job arrives at a node, its policy decides
 * (for power-of-d: polls two nodes, waits for both replies, sends the job to the shorter queue), the job runs and
 * completes.</li>
 * </ul>
 * The nodes taken in turn, so that, as in a simulation, consecutive inputs touch different nodes' state.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NodeCoreBench {

    @Param({"none", "power-of-d", "sender-threshold", "stable-symmetric"})
    String policy;

    private static final int NODES = 1_000;

    private NodeCore[] cores;
    private final DirectEffects effects = new DirectEffects();
    private int node;
    private long jobId;
    private double now;

    @Setup
    public void setUp() {
        ExperimentSettings s = ExperimentLoader.load("quickstart", List.of("nodes=" + NODES,
                "policies=[{name=" + policy + "}]"));
        ResolvedPolicy resolved = PolicyRegistry.standard().resolve(s.policies().get(0));
        ClusterModel model = RunSetup.model(s, resolved, 0.9, 1);
        RandomStreams streams = new RandomStreams(1);
        cores = new NodeCore[NODES];
        for (int i = 0; i < NODES; i++) {
            cores[i] = new NodeCore(model.nodeSetup(i, -1, streams.stream(i, StreamPurpose.POLICY), effects));
            cores[i].onStart(0);
        }
        effects.drain(cores, 0);
    }

    @Benchmark
    public long probe() {
        int at = next();
        cores[at].onMessage(now, (at + 1) % NODES, new Probe(++jobId, 0));
        effects.discard();
        return effects.sent;
    }

    @Benchmark
    public long job() {
        int at = next();
        now += 1e-3;
        cores[at].onJobArrived(now, new Job(++jobId, at, now, 1.0, 0));
        effects.drain(cores, now);
        return effects.finished;
    }

    private int next() {
        node += 389;          // a stride prime to N: every node in turn, far apart in memory
        if (node >= NODES) {
            node -= NODES;
        }
        return node;
    }
}
