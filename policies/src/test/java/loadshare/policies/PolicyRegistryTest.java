package loadshare.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.PolicySpec;
import loadshare.config.SettingsException;
import org.junit.jupiter.api.Test;

class PolicyRegistryTest {

    private final PolicyRegistry registry = PolicyRegistry.standard();

    private static PolicySpec spec(String name, String parameters) {
        return new PolicySpec(name, ConfigFactory.parseString(parameters), name, "x.conf:7");
    }

    @Test
    void theBounds_areRegistered() {
        assertEquals(List.of("none", "central-queue", "sender-random", "sender-threshold", "sender-shortest", "sender-nearest",
                        "power-of-d", "receiver-threshold", "receiver-shortest", "receiver-nearest", "symmetric", "stable-symmetric", "v-system",
                        "sprite", "condor",
                        "volunteer",
                        "batch", "borg", "mesos", "static-partitions", "consolidation", "omega", "fair-share-tree"),
                registry.descriptors().stream().map(PolicyDescriptor::name).toList());
        assertEquals("none", registry.resolve(spec("none", "")).label());
    }

    @Test
    void anUnknownName_isRejected_withTheKnownOnes() {
        SettingsException e = assertThrows(SettingsException.class, () -> registry.resolve(spec("nnoe", "")));
        assertTrue(e.getMessage().startsWith("x.conf:7: "), e.getMessage());
        assertTrue(e.getMessage().contains("did you mean 'none'"), e.getMessage());
        assertTrue(e.getMessage().contains("known policies: none, central-queue, sender-random"), e.getMessage());
    }

    @Test
    void anUnknownParameter_isRejected() {
        SettingsException e = assertThrows(SettingsException.class, () -> registry.resolve(spec("none", "probe-limit = 3")));
        assertTrue(e.getMessage().contains("policy 'none' has no parameter 'probe-limit'"), e.getMessage());
    }

    @Test
    void aWrongParameterType_namesTheExpectedType() {
        PolicyDescriptor withLimit = new PolicyDescriptor("limited", "test", PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("probe-limit", 3, 1, "probes")), PolicyDescriptor.Check.NONE,
                (p, shape) -> node -> (job, ctx) -> ctx.runLocally(job));
        PolicyRegistry r = new PolicyRegistry(List.of(withLimit));
        SettingsException e = assertThrows(SettingsException.class, () -> r.resolve(spec("limited", "probe-limit = lots")));
        assertTrue(e.getMessage().contains("expected an integer"), e.getMessage());
        assertEquals(3, r.resolve(spec("limited", "")).parameters().integer("probe-limit"), "default filled in");
        assertEquals(5, r.resolve(spec("limited", "probe-limit = 5")).parameters().integer("probe-limit"));
        SettingsException tooSmall = assertThrows(SettingsException.class, () -> r.resolve(spec("limited", "probe-limit = 0")));
        assertTrue(tooSmall.getMessage().contains("probe-limit = 0: must be >= 1"), tooSmall.getMessage());
    }

    @Test
    void stableSymmetric_refusesLowerAboveUpper_andAChoiceOutsideItsList() {
        SettingsException e = assertThrows(SettingsException.class,
                () -> registry.resolve(spec("stable-symmetric", "lower = 3, upper = 2")));
        assertTrue(e.getMessage().contains("lower = 3.0 must not exceed upper = 2.0"), e.getMessage());
        SettingsException choice = assertThrows(SettingsException.class,
                () -> registry.resolve(spec("sender-threshold", "information = gossip")));
        assertTrue(choice.getMessage().contains("must be one of demand-driven, periodic, state-change, centralized"),
                choice.getMessage());
    }
}
