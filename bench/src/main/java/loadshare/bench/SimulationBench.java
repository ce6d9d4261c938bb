package loadshare.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.RunSetup;
import loadshare.node.sim.MinimalLoop;
import loadshare.node.sim.SimulatedCluster;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.ResolvedPolicy;
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
 * Whole simulations of 1,000 nodes at ρ = 0.9, {@value #JOBS} jobs each (a tenth more of warm-up), beside the
 * minimal event loop doing the same physical work ({@code minimalLoop}: d = 1 for {@code none}, d = 2 for
 * {@code power-of-d}'s JSQ(2)). Time per run; jobs per second = 110,000 / the time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SimulationBench {

    static final long JOBS = 100_000;

    @Param({"none", "power-of-d", "stable-symmetric"})
    String policy;

    private ClusterModel model;
    private int d;

    @Setup
    public void setUp() {
        ExperimentSettings s = ExperimentLoader.load("quickstart", List.of("nodes=1000",
                "policies=[{name=" + policy + "}]"));
        ResolvedPolicy resolved = PolicyRegistry.standard().resolve(s.policies().get(0));
        model = RunSetup.model(s, resolved, 0.9, 1);
        d = policy.equals("power-of-d") ? resolved.parameters().integer("d") : 1;
    }

    @Benchmark
    public long simulation() {
        return new SimulatedCluster(model).run(JOBS / 10, JOBS, done -> { }).events();
    }

    @Benchmark
    public long minimalLoop() {
        return new MinimalLoop(1_000, 0.9, d, 1).run(JOBS / 10, JOBS).events();
    }
}
