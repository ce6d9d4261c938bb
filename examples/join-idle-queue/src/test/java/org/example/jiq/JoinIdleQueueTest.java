package org.example.jiq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.policies.testing.FakeNode;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import org.junit.jupiter.api.Test;

/** The protocol on one node at a time, with loadshare's FakeNode standing in for the runtime. */
class JoinIdleQueueTest {

    private static Job job(long id) {
        return new Job(id, 0, 0, 1, 0);
    }

    @Test
    void anIdleNode_joinsOneDispatchersIdleQueue_once() {
        FakeNode worker = new FakeNode(5, 10, 1);
        JoinIdleQueue policy = new JoinIdleQueue(2, false);
        policy.onStart(worker);
        policy.onJobDeparture(job(1), worker);
        assertEquals(1, worker.sent(JiqMessage.IamIdle.class).size());
        assertTrue(worker.sentTo().get(0) < 2, "a dispatcher is one of nodes 0..1");
    }

    @Test
    void aNewJobAtAnIdleNode_runsThere_withoutAMessage() {
        FakeNode node = new FakeNode(5, 10, 1);
        JoinIdleQueue policy = new JoinIdleQueue(2, false);
        policy.onJobArrival(job(1), node);
        assertEquals(1, node.waiting().size());
        assertTrue(node.sent().isEmpty());
    }

    @Test
    void aDispatcher_answersWithTheOldestIdleWorker_thenWithNone() {
        FakeNode dispatcher = new FakeNode(0, 10, 1).holding(1);
        JoinIdleQueue policy = new JoinIdleQueue(1, false);
        policy.onMessage(7, new JiqMessage.IamIdle(), dispatcher);
        policy.onMessage(8, new JiqMessage.IamIdle(), dispatcher);
        policy.onMessage(3, new JiqMessage.Lookup(42), dispatcher);
        policy.onMessage(3, new JiqMessage.Lookup(43), dispatcher);
        policy.onMessage(3, new JiqMessage.Lookup(44), dispatcher);
        assertEquals(java.util.List.of(new JiqMessage.IdleWorker(42, 7), new JiqMessage.IdleWorker(43, 8),
                new JiqMessage.IdleWorker(44, -1)), dispatcher.sent(JiqMessage.IdleWorker.class));
    }

    @Test
    void aBusyNode_sendsTheJobToTheIdleWorker_orKeepsIt() {
        FakeNode busy = new FakeNode(5, 10, 1).holding(2);
        JoinIdleQueue policy = new JoinIdleQueue(1, false);
        policy.onJobArrival(job(1), busy);
        policy.onJobArrival(job(2), busy);
        var lookups = busy.sent(JiqMessage.Lookup.class);
        assertEquals(2, lookups.size());
        policy.onMessage(0, new JiqMessage.IdleWorker(lookups.get(0).negotiation(), 9), busy);
        policy.onMessage(0, new JiqMessage.IdleWorker(lookups.get(1).negotiation(), -1), busy);
        assertEquals(9, busy.transfers().get(0).to());
        assertEquals(3, busy.waiting().size(), "two held before, and the job no dispatcher could place");
    }

    @Test
    void aWorkerSentAJobByADispatcher_joinsAgainWhenIdle() {
        FakeNode worker = new FakeNode(5, 10, 1);
        JoinIdleQueue policy = new JoinIdleQueue(1, false);
        policy.onStart(worker);
        policy.onMessage(3, new JobTransfer(job(1), 17, 1.0), worker);
        worker.takeOldestWaiting();     // the job finished
        policy.onJobDeparture(job(1), worker);
        assertEquals(2, worker.sent(JiqMessage.IamIdle.class).size());
    }
}
