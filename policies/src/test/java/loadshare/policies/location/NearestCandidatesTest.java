package loadshare.policies.location;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.typesafe.config.ConfigFactory;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;
import loadshare.config.PolicySpec;
import loadshare.policies.ClusterShape;
import loadshare.policies.Policy;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.testing.FakeNode;
import loadshare.protocol.Job;
import loadshare.protocol.LoadSharingMessage.NoWork;
import loadshare.protocol.LoadSharingMessage.Probe;
import loadshare.protocol.LoadSharingMessage.ProbeReply;
import loadshare.protocol.LoadSharingMessage.WorkRequest;
import org.junit.jupiter.api.Test;

/** Nearest-neighbour location: candidates in order of distance, ties in the order of the node's own stream. */
class NearestCandidatesTest {

    /** Two racks of four: nodes 0-3 and 4-7, 1 ms apart within a rack, 21 ms between racks. */
    private static IntToDoubleFunction twoRacksFrom(int self) {
        return to -> to == self ? 0 : to / 4 == self / 4 ? 0.001 : 0.021;
    }

    private static FakeNode nodeOfTwoRacks(int self, long seed) {
        return new FakeNode(self, 8, seed).withDistances(twoRacksFrom(self));
    }

    private static Set<Integer> set(int... nodes) {
        return new HashSet<>(Arrays.stream(nodes).boxed().toList());
    }

    @Test
    void aSender_pollsItsRackMatesFirst_thenTheOtherRack() {
        int[] three = new NearestCandidates().pick(nodeOfTwoRacks(1, 5), 3, true);
        assertEquals(set(0, 2, 3), set(three), "probe-limit 3: node 1's three rack-mates");
        int[] all = new NearestCandidates().pick(nodeOfTwoRacks(1, 5), 10, true);
        assertEquals(7, all.length, "at most the N - 1 others");
        assertEquals(set(0, 2, 3), set(Arrays.copyOf(all, 3)));
        assertEquals(set(4, 5, 6, 7), set(Arrays.copyOfRange(all, 3, 7)));
    }

    @Test
    void aReceiver_asksItsRackMatesFirst_too() {
        int[] picked = new NearestCandidates().pick(nodeOfTwoRacks(6, 5), 4, false);
        assertEquals(set(4, 5, 7), set(Arrays.copyOf(picked, 3)));
        assertEquals(0, picked[3] / 4, "then one of the other rack");
    }

    @Test
    void ties_areBrokenByTheNodesOwnStream_deterministically() {
        int[] a = new NearestCandidates().pick(nodeOfTwoRacks(1, 5), 7, true);
        assertArrayEquals(a, new NearestCandidates().pick(nodeOfTwoRacks(1, 5), 7, true), "same stream, same order");
        // The stream draws a Fisher-Yates shuffle of the six others (7 - 1 = 6 draws), then sorts stably by distance.
        SplittableRandom random = new SplittableRandom(5);
        int[] others = {0, 2, 3, 4, 5, 6, 7};
        for (int i = others.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = others[i];
            others[i] = others[j];
            others[j] = swap;
        }
        int[] expected = IntStream.concat(Arrays.stream(others).filter(n -> n < 4), Arrays.stream(others).filter(n -> n >= 4))
                .toArray();
        assertArrayEquals(expected, a);
        Set<List<Integer>> orders = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            orders.add(Arrays.stream(new NearestCandidates().pick(nodeOfTwoRacks(1, seed), 3, true)).boxed().toList());
        }
        assertNotEquals(1, orders.size(), "rack-mates come in an order drawn from the stream, not always the same");
    }

    @Test
    void onAFlatNetwork_everyNodeIsAsNear_andTheCandidatesAreDistinctOthers() {
        int[] picked = new NearestCandidates().pick(new FakeNode(2, 5, 9), 3, true);
        assertEquals(3, set(picked).size());
        assertEquals(false, set(picked).contains(2));
    }

    @Test
    void theSenderNearestPreset_probesARackMate_andSendsTheJobToTheFirstReceiver() {
        Policy policy = policy("sender-nearest", "probe-limit = 2");
        FakeNode node = nodeOfTwoRacks(5, 3).holding(1);
        Job job = new Job(7, 5, 0, 1.0, 0);
        policy.onJobArrival(job, node);
        assertEquals(1, node.sent(Probe.class).size(), "a sender at threshold 1 probes one node at a time");
        int first = node.sentTo().get(0);
        assertEquals(1, first / 4, "node 5 probes a rack-mate first");
        long id = node.sent(Probe.class).get(0).negotiation();
        policy.onMessage(first, new ProbeReply(id, 2), node);
        int second = node.sentTo().get(1);
        assertEquals(1, second / 4, "and, refused, another rack-mate");
        assertNotEquals(first, second);
        policy.onMessage(second, new ProbeReply(id, 0), node);
        assertEquals(List.of(new FakeNode.Transfer(job, second, 0, 1)), node.transfers());
    }

    @Test
    void theReceiverNearestPreset_asksARackMateForWork() {
        Policy policy = policy("receiver-nearest", "probe-limit = 1");
        FakeNode node = nodeOfTwoRacks(2, 3);
        policy.onJobDeparture(new Job(7, 2, 0, 1.0, 0), node);
        assertEquals(1, node.sent(WorkRequest.class).size(), node.sent().toString());
        assertEquals(0, node.sentTo().get(0) / 4, "node 2 asks a rack-mate");
        long id = node.sent(WorkRequest.class).get(0).negotiation();
        policy.onMessage(node.sentTo().get(0), new NoWork(id, 1), node);
        assertEquals(1, node.sent(WorkRequest.class).size(), "probe-limit 1: nobody else is asked");
    }

    private static Policy policy(String name, String parameters) {
        return PolicyRegistry.standard().resolve(new PolicySpec(name, ConfigFactory.parseString(parameters), name,
                "x.conf:3")).configure(new ClusterShape(8, 1)).forNode(0);
    }
}
