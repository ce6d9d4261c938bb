package loadshare.node.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.ExperimentSettings;
import loadshare.config.PolicySpec;
import loadshare.node.run.TestExperiments;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/**
 * For a large cluster the classic policies have known answers (zero costs, zero latency, T = 1): the
 * simulated mean response time must agree within 2% at N = 1,000.
 */
class ClassicPoliciesTheoryIT {

    private static final int N = 1_000;

    private static double simulate(String policy, String parameters, double load) throws InterruptedException {
        ExperimentSettings base = TestExperiments.exponential(N, List.of(load), 1_200_000, 300_000, 1, policy);
        PolicySpec spec = new PolicySpec(policy, ConfigFactory.parseString(parameters), policy, "test");
        ExperimentSettings s = base.withPolicies(List.of(spec));
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { }).summaries().get(0).response().mean();
    }

    /** Mitzenmacher's fixed point for the supermarket model: E[T] = sum_{i>=1} lambda^((d^i - d)/(d - 1)). */
    static double supermarket(int d, double lambda) {
        double sum = 0;
        for (int i = 1; i < 60; i++) {
            sum += Math.pow(lambda, (Math.pow(d, i) - d) / (d - 1));
        }
        return sum;
    }

    @Test
    void supermarketFormula_givesThePublishedValue() {
        assertEquals(2.614, supermarket(2, 0.9), 5e-4);
    }

    @Test
    void powerOfTwoChoices_agreesWithTheSupermarketFixedPoint() throws InterruptedException {
        double expected = supermarket(2, 0.9);
        assertEquals(expected, simulate("power-of-d", "d = 2", 0.9), 0.02 * expected);
    }

    @Test
    void senderThreshold_withT1_agreesWith_1over1minusRhoToTheLpPlus1() throws InterruptedException {
        double rho = 0.8;
        double expected = 1 / (1 - Math.pow(rho, 3 + 1));
        assertEquals(expected, simulate("sender-threshold", "threshold = 1, probe-limit = 3", rho), 0.02 * expected);
    }

    @Test
    void senderRandom_withT1_agreesWith_1over1minusRhoSquared() throws InterruptedException {
        double rho = 0.7;
        double expected = 1 / (1 - rho * rho);
        assertEquals(expected, simulate("sender-random", "threshold = 1", rho), 0.02 * expected);
    }
}
