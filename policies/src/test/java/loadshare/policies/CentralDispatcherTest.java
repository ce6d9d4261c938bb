package loadshare.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.policies.coordinator.CentralDispatcher;
import loadshare.protocol.CentralQueueMessage.CpuFree;
import loadshare.protocol.CentralQueueMessage.Dispatch;
import loadshare.protocol.CentralQueueMessage.Submit;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;
import org.junit.jupiter.api.Test;

class CentralDispatcherTest {

    private record Sent(int to, NodeMessage message) {
    }

    private final List<Sent> sent = new ArrayList<>();
    private final CoordinatorContext context = new CoordinatorContext() {
        @Override
        public int self() {
            return 3;
        }

        @Override
        public int nodeCount() {
            return 3;
        }

        @Override
        public double now() {
            return 0;
        }

        @Override
        public RandomGenerator random() {
            return new SplittableRandom(1);
        }

        @Override
        public void send(int to, NodeMessage message) {
            sent.add(new Sent(to, message));
        }

        @Override
        public void setTimer(long tag, double delay) {
        }
    };

    private static Job job(long id, int home) {
        return new Job(id, home, 0, 1, 0);
    }

    @Test
    void aJob_startsAtHome_whenHomeHasAFreeCpu_elseOnTheLongestFreeCpu_elseWaits() {
        CentralDispatcher d = new CentralDispatcher(new ClusterShape(3, 1));
        d.onMessage(1, new Submit(job(1, 1)), context);
        assertEquals(new Sent(1, new Dispatch(job(1, 1))), sent.get(0), "home is free: no transfer");
        d.onMessage(1, new Submit(job(2, 1)), context);
        assertEquals(0, sent.get(1).to(), "node 0 has been free longest");
        assertEquals(1, ((Dispatch) sent.get(1).message()).job().transfers());
        d.onMessage(1, new Submit(job(3, 1)), context);
        assertEquals(2, sent.get(2).to());
        d.onMessage(1, new Submit(job(4, 1)), context);
        assertEquals(3, sent.size(), "no CPU free: the job waits");
        assertEquals(1, d.queued());
        d.onMessage(2, new CpuFree(), context);
        assertEquals(new Sent(2, new Dispatch(job(4, 1).transferred())), sent.get(3));
        assertEquals(0, d.queued());
    }

    @Test
    void aNodeThatIsGone_getsNoMoreJobs_andItsLateReportsAreIgnored() {
        CentralDispatcher d = new CentralDispatcher(new ClusterShape(3, 1));
        d.onPeerDown(0, context);
        d.onMessage(0, new CpuFree(), context);             // a report that crossed the node's death
        d.onMessage(1, new Submit(job(1, 1)), context);     // home 1 free: runs at home
        d.onMessage(1, new Submit(job(2, 1)), context);     // node 0 is gone: node 2
        d.onMessage(1, new Submit(job(3, 1)), context);     // nothing free: waits
        assertEquals(List.of(1, 2), sent.stream().map(Sent::to).toList());
        assertEquals(1, d.queued());
    }

    @Test
    void anUnexpectedMessage_isNotHandled() {
        CentralDispatcher d = new CentralDispatcher(new ClusterShape(2, 1));
        assertFalse(d.onMessage(0, JobTransfer.unasked(job(1, 0), 0), context));
        assertTrue(d.onMessage(0, new CpuFree(), context));
    }

    @Test
    void aNodeBackAfterAFailure_getsJobsOnlyForTheCpusItOffersAgain() {
        CentralDispatcher d = new CentralDispatcher(new ClusterShape(2, 2));
        d.onPeerDown(0, context);                           // both its CPUs were on offer
        d.onMessage(0, new CpuFree(), context);             // an offer that crossed its failure: ignored
        d.onPeerUp(0, context);
        d.onMessage(0, new CpuFree(), context);             // it offers one CPU again
        for (int id = 1; id <= 4; id++) {
            d.onMessage(1, new Submit(job(id, 1)), context);
        }
        assertEquals(List.of(1, 1, 0), sent.stream().map(Sent::to).toList(), "node 1's two CPUs, node 0's one");
        assertEquals(1, d.queued());
    }
}
