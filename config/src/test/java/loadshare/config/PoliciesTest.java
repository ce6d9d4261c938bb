package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PoliciesTest {

    @TempDir
    Path dir;

    @Test
    void samePolicyTwiceWithoutLabels_isRejected_askingForALabel() {
        Path file = experiment(dir, "  policies = [", "    { name = threshold, threshold = 1 }",
                "    { name = threshold, threshold = 2 }", "  ]");
        assertEquals(at(file, 4) + "loadshare.experiment.policies[1]: policy 'threshold' appears twice;"
                + " give one a label (the other is at " + file + ":3)", rejection(file));
    }

    @Test
    void samePolicyTwiceWithLabels_isAccepted() {
        Path file = experiment(dir, "  policies = [", "    { name = threshold, label = t1, threshold = 1 }",
                "    { name = threshold, label = t2, threshold = 2 }", "  ]");
        assertEquals(List.of("t1", "t2"), load(file).policies().stream().map(PolicySpec::label).toList());
    }

    @Test
    void policyEntryWithoutName_isRejected_withFileLineAndIndex() {
        Path file = experiment(dir, "  policies = [", "    { name = none }", "    { threshold = 2 }", "  ]");
        assertEquals(at(file, 4) + "loadshare.experiment.policies[1]: a policy needs a name, e.g. { name = none }",
                rejection(file));
    }

    @Test
    void policyEntryThatIsNotAnObject_isRejected() {
        Path file = experiment(dir, "  policies = [none]");
        assertTrue(rejection(file).startsWith(at(file, 2) + "loadshare.experiment.policies[0] = \"none\": "));
    }

    @Test
    void emptyPolicyList_isRejected() {
        Path file = experiment(dir, "  policies = []");
        assertTrue(rejection(file).startsWith(at(file, 2) + "loadshare.experiment.policies = []: "));
    }

    @Test
    void policySpec_carriesParametersWithoutNameAndLabel_andItsOrigin() {
        Path file = experiment(dir, "  policies = [", "    { name = threshold, label = t, threshold = 2 }", "  ]");
        PolicySpec policy = load(file).policies().get(0);
        assertEquals("threshold", policy.name());
        assertEquals("t", policy.label());
        assertEquals(2, policy.parameters().getInt("threshold"));
        assertFalse(policy.parameters().hasPath("name"));
        assertFalse(policy.parameters().hasPath("label"));
        assertEquals(file + ":3", policy.origin());
    }
}
