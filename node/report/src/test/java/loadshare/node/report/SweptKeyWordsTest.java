package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SweptKeyWordsTest {

    private static final List<String> POLICIES = List.of("none", "sender-threshold", "receiver-threshold");

    @Test
    void aPolicysParameter_isNamedWithThePoliciesItBelongsTo() {
        assertEquals("threshold of sender-threshold", SweptKeyWords.of("policies[1].threshold", POLICIES));
        assertEquals("probe limit of sender-threshold and receiver-threshold",
                SweptKeyWords.of("policies[1,2].probe-limit", POLICIES));
        assertEquals("threshold of policy 5", SweptKeyWords.of("policies[4].threshold", POLICIES));
    }

    @Test
    void knownKeys_readAsWords_andOthersAsTheirPartsWithTheKey() {
        assertEquals("network latency (model s)", SweptKeyWords.of("network.latency", POLICIES));
        assertEquals("mean time between failures (model s)", SweptKeyWords.of("failures.mtbf", POLICIES));
        assertEquals("hosts owner mean away (hosts.owner.mean-away)",
                SweptKeyWords.of("hosts.owner.mean-away", POLICIES));
        assertEquals("seed", SweptKeyWords.of("seed", POLICIES));
        assertEquals("share of arrivals of workload.job-classes[0]",
                SweptKeyWords.of("workload.job-classes[0].share-of-arrivals", POLICIES));
    }
}
