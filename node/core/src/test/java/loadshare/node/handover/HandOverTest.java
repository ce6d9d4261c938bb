package loadshare.node.handover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.Backfilling;
import loadshare.policies.batch.BatchConfig;
import loadshare.policies.batch.BatchCoordinator;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.batch.Partitions;
import loadshare.policies.batch.PriorityWeights;
import loadshare.policies.batch.QueueOrder;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.PartStates;
import loadshare.protocol.NodeMessage;
import org.junit.jupiter.api.Test;

/**
 * A central scheduler handed over: the log replayed into a fresh scheduler gives back its state, and the
 * reconciliation with the nodes squares what a lost write left unsaid — no job lost, none run twice to completion.
 * The SLURM-like scheduler on 4 one-CPU nodes, FCFS, jobs of one or two processors.
 */
class HandOverTest {

    private static final int NODES = 4;

    /** Jobs by index; job i is submitted at 10 i. */
    private static final List<BatchJob> JOBS = List.of(job(0, 2, 100), job(1, 1, 30), job(2, 1, 50),
            job(3, 2, 40), job(4, 1, 20));

    private static BatchJob job(int i, int processors, double run) {
        return new BatchJob(i, 0, 10.0 * i, processors, 0, run, run, -1);
    }

    private static final BatchWorkload WORKLOAD = new BatchWorkload() {
        @Override
        public int jobs() {
            return JOBS.size();
        }

        @Override
        public double submit(int i) {
            return JOBS.get(i).submit();
        }

        @Override
        public BatchJob job(int i) {
            return JOBS.get(i);
        }

        @Override
        public double meanRunTime() {
            return 1;
        }
    };

    private static BatchCoordinator scheduler() {
        return new BatchCoordinator(new BatchConfig(QueueOrder.FCFS, Backfilling.EASY, true, false,
                Partitions.parse("", NODES), new PriorityWeights(1000, 10000, 1000, 1000, 604800, 604800)), NODES, 1, 0);
    }

    /** A host of a fresh scheduler that logs its inputs and keeps what it sent. */
    private static LoggingHost<BatchCoordinator> host() {
        return new LoggingHost<>(scheduler(), NODES, WORKLOAD, 7);
    }

    /** The runs {@code host}'s scheduler launched on {@code node}, in order. */
    private static List<Long> launchedOn(LoggingHost<?> host, int node) {
        return host.sent.stream().filter(s -> s.to() == node && s.message() instanceof Launch)
                .map(s -> ((Launch) s.message()).job()).toList();
    }

    /** Jobs 0..3 submitted; job 1 (run 1, node 2) done at 35. */
    private static LoggingHost<BatchCoordinator> firstInstance() {
        LoggingHost<BatchCoordinator> a = host();
        for (int i = 0; i < 4; i++) {
            a.handle(SchedulerInput.submit(10 * i, i));
        }
        return a.handle(SchedulerInput.done(35, 2, 1));
    }

    @Test
    void theLogReplayed_givesTheSameState_andTheSameDecisionsAfterIt() {
        LoggingHost<BatchCoordinator> a = firstInstance();
        BatchCoordinator b = scheduler();
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(b, WORKLOAD, NODES, new SplittableRandom(7), a.log);

        assertEquals(4, replayed.submitted());
        assertEquals(4, replayed.nextJob());
        assertEquals(35.0, replayed.lastAt());
        for (int node = 0; node < NODES; node++) {
            assertEquals(a.coordinator.partsOn(node), b.partsOn(node), "node " + node);
        }
        assertEquals(a.coordinator.queued(), b.queued());
        assertEquals(a.coordinator.ledger().figures(), b.ledger().figures());

        LoggingHost<BatchCoordinator> after = new LoggingHost<>(b, NODES, WORKLOAD, 7);
        a.sent.clear();
        a.handle(SchedulerInput.submit(40, 4));
        after.handle(SchedulerInput.submit(40, 4));
        assertEquals(a.sent, after.sent, "the same launches after the hand-over");
    }

    @Test
    void messagesLoggedForTheirDelaysOnly_changeNothingInTheReplay_andTheInputsSayWhenTheirMessagesWereSent() {
        LoggingHost<BatchCoordinator> a = firstInstance();
        // the same inputs, with what came in messages saying when it was sent, and a reconciliation's answer heard
        LoggingHost<BatchCoordinator> timed = host();
        for (int i = 0; i < 4; i++) {
            timed.handle(SchedulerInput.submit(10 * i, i));
        }
        timed.handle(SchedulerInput.heard(33, 1, 32.5));
        timed.handle(SchedulerInput.done(35, 2, 1, 34.75));
        assertTrue(timed.log.get(5).cameInMessage());
        assertEquals(34.75, timed.log.get(5).sentAt());
        assertTrue(timed.log.stream().limit(4).noneMatch(SchedulerInput::cameInMessage), "submissions came in none");
        assertTrue(!SchedulerInput.done(300, 3, 2).cameInMessage(), "a reconciliation's Done came in no message");

        BatchCoordinator b = scheduler();
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(b, WORKLOAD, NODES, new SplittableRandom(7),
                timed.log);
        assertEquals(4, replayed.submitted());
        assertEquals(35.0, replayed.lastAt());
        for (int node = 0; node < NODES; node++) {
            assertEquals(a.coordinator.partsOn(node), b.partsOn(node), "node " + node);
        }
        assertEquals(a.coordinator.ledger().figures(), b.ledger().figures());
        assertEquals(a.sent, timed.sent, "the heard message made the scheduler do nothing");
    }

    @Test
    void aDoneWhoseWriteWasLost_isAnsweredEnded_andTheJobEndsOnce_notRunAgain() {
        LoggingHost<BatchCoordinator> a = firstInstance();
        // job 2 (run 2, node 3) ends at 70 and is handled, but its write never reached a majority: lost
        a.handle(SchedulerInput.done(70, 3, 2));
        List<SchedulerInput> durable = a.log.subList(0, a.log.size() - 1);

        LoggingHost<BatchCoordinator> b = host();
        SchedulerReplay.replay(b.coordinator, WORKLOAD, NODES, new SplittableRandom(7), durable);
        PartsReconciliation reconciliation = new PartsReconciliation();
        assertEquals(List.of(2L), reconciliation.ask(3, b.coordinator.partsOn(3)).runs());
        PartsReconciliation.Outcome outcome = reconciliation.answer(3, new PartStates(List.of(), List.of(2L)), 300);
        assertEquals(List.of(SchedulerInput.done(300, 3, 2)), outcome.inputs());
        outcome.inputs().forEach(b::handle);

        assertEquals(2, b.coordinator.ledger().figures().jobs(), "jobs 1 and 2 ended, once each");
        assertTrue(b.coordinator.ledger().ended(2));
        assertEquals(launchedOn(a, 2).subList(1, 2), launchedOn(b, 2), "job 3 starts on the nodes 2 and 3 (run 3)");
        assertEquals(launchedOn(a, 3).subList(1, 2), launchedOn(b, 3), "and job 2 is not run again");
    }

    @Test
    void aLaunchLostWithThePredecessor_isAPartLost_theJobIsRequeuedAndRunsOnce() {
        LoggingHost<BatchCoordinator> a = firstInstance();
        // job 2 ends at 70: job 3 (2 processors) starts as run 3 on nodes 2 and 3; the write reached the log, but the
        // Launch to node 2 was lost with the scheduler
        a.handle(SchedulerInput.done(70, 3, 2));
        long run = 3;
        assertEquals(List.of(1L, run), launchedOn(a, 2));
        LoggingHost<BatchCoordinator> b = host();
        SchedulerReplay.replay(b.coordinator, WORKLOAD, NODES, new SplittableRandom(7), a.log);
        PartsReconciliation reconciliation = new PartsReconciliation();
        List<Long> asked = reconciliation.ask(2, b.coordinator.partsOn(2)).runs();
        assertTrue(asked.contains(run), asked.toString());
        b.now = 300;
        PartsReconciliation.Outcome outcome = reconciliation.answer(2, new PartStates(List.of(), List.of()), 300);
        assertEquals(List.of(SchedulerInput.partLost(300, 2, run)), outcome.inputs());
        outcome.inputs().forEach(b::handle);

        assertTrue(b.sent.stream().anyMatch(s -> s.message() instanceof Kill k && k.job() == run),
                "its other part stops");
        long again = b.sent.stream().filter(s -> s.message() instanceof Launch).count();
        assertTrue(again > 0, "the job is launched again, under a new run: " + b.sent);
        assertTrue(b.coordinator.partsOn(2).stream().noneMatch(r -> r == run));
    }

    @Test
    void aPartRunningThatTheSchedulerDidNotAskAbout_isStopped_andAnUnaskedNodesAnswerIsIgnored() {
        PartsReconciliation reconciliation = new PartsReconciliation();
        reconciliation.ask(1, List.of(4L, 6L));
        PartsReconciliation.Outcome outcome = reconciliation.answer(1, new PartStates(List.of(3L, 4L), List.of()), 9);
        assertEquals(List.of(SchedulerInput.partLost(9, 1, 6)), outcome.inputs());
        assertEquals(List.of(3L), outcome.kill(), "run 3 was requeued in the log; its Kill was lost");
        assertEquals(PartsReconciliation.Outcome.NONE, reconciliation.answer(1, new PartStates(List.of(3L), List.of()),
                10), "answered already");
        assertEquals(PartsReconciliation.Outcome.NONE, reconciliation.answer(2, new PartStates(List.of(), List.of()),
                10), "never asked");
    }

    @Test
    void timersSetAndNotFired_areStillDue_afterTheReplay() {
        CentralScheduler timed = new TimedScheduler();
        SchedulerReplay.Replayed replayed = SchedulerReplay.replay(timed, WORKLOAD, NODES, new SplittableRandom(1),
                List.of(SchedulerInput.submit(0, 0), SchedulerInput.timer(5, 0), SchedulerInput.submit(10, 1)));
        assertEquals(Map.of(1L, 15.0), replayed.timers(), "timer 0 fired at 5; timer 1, set at 10, is due at 15");
    }

    /** Sets timer k (5 s later) on the k-th submission; nothing else. */
    private static final class TimedScheduler implements CentralScheduler {

        private long next;
        private final loadshare.policies.batch.BatchLedger ledger = new loadshare.policies.batch.BatchLedger(1, 1);

        @Override
        public void onSubmit(BatchJob job, CoordinatorContext context) {
            context.setTimer(next++, 5);
        }

        @Override
        public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
            return message instanceof Done;
        }

        @Override
        public List<Long> partsOn(int node) {
            return List.of();
        }

        @Override
        public void onPartLost(int node, long run, CoordinatorContext context) {
        }

        @Override
        public loadshare.policies.batch.BatchLedger ledger() {
            return ledger;
        }
    }
}
