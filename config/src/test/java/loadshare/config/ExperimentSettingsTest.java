package loadshare.config;

import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.typesafe.config.ConfigFactory;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The builder: every part set by name, the rest kept; {@code with...} changes one part. */
class ExperimentSettingsTest {

    @TempDir
    Path dir;

    /** An experiment read from a file whose optional parts (sweeps, origins, dispatcher, failures) are all set. */
    private ExperimentSettings everyPartSet() {
        return load(experiment(dir,
                "  nodes = 4",
                "  policies = [ { name = none }, { name = sender-threshold } ]",
                "  workload { arrivals-at = dispatcher, sessions = 50 }",
                "  dispatch { policy = power-of-d, d = 3 }",
                "  migration-sweep.sizes = [16MiB, 64MiB]",
                "  failures.mtbf = 1000",
                "  sweep { key = \"network.latency\", values = [0, 0.01] }"));
    }

    @Test
    void toBuilder_build_givesTheSameExperiment() {
        ExperimentSettings read = everyPartSet();
        assertNotEquals(DispatchSettings.NONE, read.dispatch(), "the file sets every optional part");
        assertNotEquals(MigrationSweepSettings.NONE, read.migrationSweep());
        assertNotEquals(SweepSettings.NONE, read.sweep());
        assertNotEquals(Map.of(), read.origins());
        assertNotEquals(FailureSettings.NONE, read.failures());
        assertEquals(read, read.toBuilder().build());
    }

    @Test
    void eachSetter_changesOnlyItsPart() {
        ExperimentSettings read = everyPartSet();
        Map<String, UnaryOperator<ExperimentSettings.Builder>> changes = new LinkedHashMap<>();
        changes.put("name", b -> b.name("other"));
        changes.put("nodes", b -> b.nodes(7));
        changes.put("hosts", b -> b.hosts(new HostSettings(2, List.of(1.0, 2.0))));
        changes.put("workload", b -> b.workload(new WorkloadSettings(List.of(0.3), ArrivalSettings.POISSON, read.workload().service())));
        changes.put("network", b -> b.network(new NetworkSettings(0.25)));
        changes.put("costs", b -> b.costs(new CostSettings(0.1, 0.2, 0.3)));
        changes.put("policies", b -> b.policies(List.of(new PolicySpec("none", ConfigFactory.empty(), "x", "test"))));
        changes.put("run", b -> b.run(new RunSettings(10, 1, 2, 3, 1)));
        changes.put("output", b -> b.output(new OutputSettings("elsewhere")));
        changes.put("source", b -> b.source("other.conf"));
        changes.put("rendered", b -> b.rendered("other"));
        changes.put("migrationSweep", b -> b.migrationSweep(MigrationSweepSettings.NONE));
        changes.put("origins", b -> b.origins(Map.of("nodes", "other.conf:1")));
        changes.put("sweep", b -> b.sweep(SweepSettings.NONE));
        changes.put("dispatch", b -> b.dispatch(DispatchSettings.NONE));
        changes.put("failures", b -> b.failures(FailureSettings.NONE));
        assertEquals(names(), List.copyOf(changes.keySet()), "a change for every part");
        changes.forEach((part, change) -> assertOnlyChanged(read, change.apply(read.toBuilder()).build(), part));
    }

    @Test
    void eachWith_changesOnlyItsPart() {
        ExperimentSettings read = everyPartSet();
        assertOnlyChanged(read, read.withHosts(new HostSettings(2, List.of(1.0, 2.0))), "hosts");
        assertOnlyChanged(read, read.withWorkload(new WorkloadSettings(List.of(0.3), ArrivalSettings.POISSON,
                read.workload().service())), "workload");
        assertOnlyChanged(read, read.withNetwork(new NetworkSettings(0.25)), "network");
        assertOnlyChanged(read, read.withCosts(new CostSettings(0.1, 0.2, 0.3)), "costs");
        assertOnlyChanged(read, read.withPolicies(List.of(read.policies().get(1))), "policies");
        assertOnlyChanged(read, read.withSweep(SweepSettings.NONE), "sweep");
        assertOnlyChanged(read, read.withRun(new RunSettings(10, 1, 2, 3, 1)), "run");
        assertOnlyChanged(read, read.withDispatch(DispatchSettings.NONE), "dispatch");
        assertOnlyChanged(read, read.withFailures(FailureSettings.NONE), "failures");
    }

    @Test
    void unsetOptionalParts_areNone_andSettingsAreAttributedToTheSource() {
        ExperimentSettings built = required().build();
        assertEquals(MigrationSweepSettings.NONE, built.migrationSweep());
        assertEquals(Map.of(), built.origins());
        assertEquals(SweepSettings.NONE, built.sweep());
        assertEquals(DispatchSettings.NONE, built.dispatch());
        assertEquals(FailureSettings.NONE, built.failures());
        assertEquals("code", built.where("nodes"));
    }

    @Test
    void theExperiment_keepsCopiesOfItsPoliciesAndOrigins() {
        List<PolicySpec> policies = new ArrayList<>(List.of(new PolicySpec("none", ConfigFactory.empty(), "none",
                "code")));
        Map<String, String> origins = new HashMap<>(Map.of("nodes", "x.conf:2"));
        ExperimentSettings built = required().policies(policies).origins(origins).build();
        policies.clear();
        origins.clear();
        assertEquals(1, built.policies().size());
        assertEquals("x.conf:2", built.where("nodes"));
    }

    /** Every part the record must be given. */
    private static ExperimentSettings.Builder required() {
        return ExperimentSettings.builder()
                .name("built")
                .nodes(2)
                .hosts(new HostSettings(1, List.of(1.0)))
                .workload(new WorkloadSettings(List.of(0.5), ArrivalSettings.POISSON,
                        new ServiceSettings(ServiceDistribution.EXPONENTIAL, 1.0, 2, 2.0, 1.1, 0.1, 100.0)))
                .network(new NetworkSettings(0.0))
                .costs(new CostSettings(0, 0, 0))
                .policies(List.of())
                .run(new RunSettings(100, 0, 1, 1, 1))
                .output(new OutputSettings("out"))
                .source("code")
                .rendered("");
    }

    private static List<String> names() {
        return Arrays.stream(ExperimentSettings.class.getRecordComponents())
                .map(RecordComponent::getName).toList();
    }

    /** {@code changed} differs from {@code original} in {@code part} and in no other part. */
    private static void assertOnlyChanged(ExperimentSettings original, ExperimentSettings changed, String part) {
        for (RecordComponent component : ExperimentSettings.class.getRecordComponents()) {
            Object before = value(component, original);
            Object after = value(component, changed);
            if (component.getName().equals(part)) {
                assertNotEquals(before, after, part + " changed");
            } else {
                assertEquals(before, after, component.getName() + " kept when " + part + " changes");
            }
        }
    }

    private static Object value(RecordComponent component, ExperimentSettings settings) {
        try {
            return component.getAccessor().invoke(settings);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
