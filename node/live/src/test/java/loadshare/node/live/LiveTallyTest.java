package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import loadshare.node.results.LiveCollection;
import loadshare.node.results.LiveFailures;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/**
 * The collector's accounting, without a cluster: each job counted once; every job that arrived anywhere is
 * completed, lost (its home stayed) or unfinished (its home went, or the run was interrupted).
 */
class LiveTallyTest {

    private static final LiveCollection NONE = new LiveCollection(0, -1, List.of());

    private final LiveRun run = LiveClusterFixture.run(3, "none", 0.5, 100, 0.01);
    private final Map<Integer, ResultsCollector.NodeStatus> status = new HashMap<>();

    /** Node {@code node}'s status: {@code arrivals} so far, ended or not, busy up to {@code until}. */
    private static ResultsCollector.NodeStatus status(int node, long arrivals, boolean ended, double until) {
        return new ResultsCollector.NodeStatus(node, new ResultsCollector.NodeJobs(0, arrivals, ended, 0, 0, 0, Double.NaN), 0,
                new ResultsCollector.Busy(0, until), null, ResultsCollector.Units.NONE,
                ResultsCollector.RealMigrations.NONE, null, MessageDelays.Figures.NONE);
    }

    private void arrivalsEnded(int node, long arrivals) {
        status.put(node, status(node, arrivals, true, 100));
    }

    /** The {@code n}-th job of {@code home} (1, 2, ...), numbered as homes number their jobs. */
    private static Job job(long n, int home, double arrival) {
        return new Job(WorkstationActor.jobId(home, n - 1), home, arrival, 1.0, 0);
    }

    @Test
    void aJobCompletedTwice_countsOnce_andIsReportedAsADuplicate() {
        LiveTally tally = new LiveTally(run);
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 0));
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 25, 0));      // resubmitted, and the first run finished too
        arrivalsEnded(0, 1);
        arrivalsEnded(1, 0);
        arrivalsEnded(2, 0);
        assertTrue(tally.drained(status));
        LiveMeasurement m = tally.measurement(status, 120, true, List.of(), null, NONE);
        assertEquals(1, m.accounting().completed());
        assertEquals(1, m.accounting().duplicates());
        assertEquals(2.0, m.run().meanResponseTime());
        assertEquals(0, m.accounting().lost());
    }

    @Test
    void theSameCompletion_recordedByItsNodeAndByItsHome_countsOnce_andIsNoDuplicate() {
        LiveTally tally = new LiveTally(run);
        ResultsCollector.JobDone done = new ResultsCollector.JobDone(job(1, 0, 20), 22, 1);
        assertTrue(tally.completed(done));
        assertFalse(tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 1)), "its home's record of it");
        assertTrue(tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 26, 2)), "another run of the job");
        arrivalsEnded(0, 1);
        arrivalsEnded(1, 0);
        arrivalsEnded(2, 0);
        LiveMeasurement m = tally.measurement(status, 120, true, List.of(), null, NONE);
        assertEquals(1, m.accounting().completed());
        assertEquals(1, m.accounting().duplicates());
        assertEquals(2.0, m.run().meanResponseTime());
    }

    @Test
    void jobsOfTheNodesThatStayed_neverCompleted_areLost_thoseOfAGoneHomeAreUnfinished_andTheBooksBalance() {
        LiveTally tally = new LiveTally(run);
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 0));
        arrivalsEnded(0, 2);          // one of node 0's jobs never completed
        arrivalsEnded(1, 0);
        arrivalsEnded(2, 5);          // node 2 is gone: its own jobs went with it
        tally.nodeGone(2);
        assertFalse(tally.drained(status));
        LiveMeasurement m = tally.measurement(status, 120, false, List.of(2), null, NONE);
        assertEquals(1, m.accounting().lost());
        assertEquals(5, m.accounting().unfinished());
        assertEquals(7, m.accounting().arrived(), "the gone node's jobs arrived too");
        assertTrue(m.accounting().balances(), m.accounting().toString());
    }

    @Test
    void anInterruptedRun_countsTheJobsNotCompletedAsUnfinished_andSaysWhy() {
        LiveTally tally = new LiveTally(run);
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 0));
        tally.completed(new ResultsCollector.JobDone(job(1, 1, 20), 23, 0));     // a job of node 1 completed after its last status report
        arrivalsEnded(0, 3);
        arrivalsEnded(1, 0);
        LiveMeasurement m = tally.measurement(status, 60, false, List.of(2), "lost the majority: nodes 1, 2 gone", NONE);
        assertEquals(0, m.accounting().lost());
        assertEquals(2, m.accounting().unfinished());
        assertEquals(4, m.accounting().arrived(), "a home's jobs are at least those that completed");
        assertTrue(m.accounting().balances(), m.accounting().toString());
        assertEquals("lost the majority: nodes 1, 2 gone", m.interrupted());
    }

    @Test
    void aDeadHomesLateStatus_isCorrectedByTheNumbersOfItsCompletedJobs() {
        LiveTally tally = new LiveTally(run);
        arrivalsEnded(0, 0);
        arrivalsEnded(1, 0);
        status.put(2, status(2, 3, false, 10));
        tally.completed(new ResultsCollector.JobDone(job(10, 2, 30), 31, 0));    // node 2's tenth job completed elsewhere; its last status said 3
        tally.nodeGone(2);
        LiveMeasurement m = tally.measurement(status, 120, true, List.of(2), null, NONE);
        assertEquals(10, m.accounting().arrived(), "jobs 1 to 9 of node 2 arrived too");
        assertEquals(9, m.accounting().unfinished());
        assertTrue(m.accounting().balances(), m.accounting().toString());
    }

    @Test
    void onlyJobsArrivingAfterTheWarmupAndBeforeTheEnd_areMeasured() {
        LiveTally tally = new LiveTally(run);        // warm-up 10, duration 100
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 5), 6, 0));
        tally.completed(new ResultsCollector.JobDone(job(2, 0, 50), 53, 0));
        LiveMeasurement m = tally.measurement(status, 120, true, List.of(), null, NONE);
        assertEquals(1, m.run().jobs());
        assertEquals(3.0, m.run().meanResponseTime());
    }

    /** Node {@code node}'s status, saying {@code lostWork} was lost with its deaths. */
    private static ResultsCollector.NodeStatus lost(int node, double lostWork) {
        return new ResultsCollector.NodeStatus(node, new ResultsCollector.NodeJobs(0, 0, true, 0, 0, 0, lostWork), 0,
                new ResultsCollector.Busy(0, 100), null, ResultsCollector.Units.NONE,
                ResultsCollector.RealMigrations.NONE, null, MessageDelays.Figures.NONE);
    }

    @Test
    void theWorkLostWithTheKilledNodes_isWhatEachCountedOfItsOwnDeaths_orNotMeasuredIfOneDoesNotKnow() {
        LiveTally tally = new LiveTally(LiveClusterFixture.run(3, "none", 0.5, 100, 0.01, "failures.mtbf=1000",
                "failures.on-failure=restart"));
        status.put(0, lost(0, 2.5));
        status.put(1, lost(1, 0));
        status.put(2, lost(2, 4.0));
        assertEquals(new LiveFailures(6.5, null), tally.failures(status));
        status.put(1, lost(1, Double.NaN));
        assertTrue(tally.failures(status).lostWorkNotMeasured().startsWith("node 1's journal does not say when"));
        assertTrue(Double.isNaN(tally.failures(status).lostCpuSeconds()));
        assertEquals(null, new LiveTally(run).failures(status), "a run without failures has no such figures");
    }

    /** Node {@code node}'s status at the end: it sent {@code messages} and took in messages as {@code delays} says. */
    private static ResultsCollector.NodeStatus sent(int node, long messages, MessageDelays.Figures delays) {
        return new ResultsCollector.NodeStatus(node, new ResultsCollector.NodeJobs(0, 1, true, 0, 0, 0, Double.NaN),
                messages, new ResultsCollector.Busy(0, 100), null, ResultsCollector.Units.NONE,
                ResultsCollector.RealMigrations.NONE, null, delays);
    }

    /**
     * A central queue (no central scheduler) reports as a central scheduler does: the messages it took in count in the
     * run's lateness and its twin's, and what it sent in the messages per job, as the simulator counts them.
     */
    @Test
    void aCentralQueuesLastReport_putsItsMessagesLatenessInTheRunsAndItsTwins_andItsSendsInTheMessagesPerJob() {
        LiveTally tally = new LiveTally(LiveClusterFixture.run(3, "central-queue", 0.5, 100, 0.01));
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 1));
        tally.completed(new ResultsCollector.JobDone(job(1, 1, 30), 31, 1));
        MessageDelays toNodes = new MessageDelays(100);
        toNodes.heard(20.0, 20.1, 0);               // 0.1 late
        toNodes.heard(30.0, 30.1, 0);               // 0.1 late
        status.put(0, sent(0, 3, toNodes.figures()));
        status.put(1, sent(1, 1, MessageDelays.Figures.NONE));
        status.put(2, sent(2, 0, MessageDelays.Figures.NONE));
        MessageDelays toQueue = new MessageDelays(100);
        toQueue.heard(20.5, 21.0, 0);               // 0.5 late: both cores were busy then
        tally.coordinator(coordinatorStatus("a", toQueue.figures(), 1, false));
        toQueue.heard(30.5, 30.8, 0);               // 0.3 late
        tally.coordinator(coordinatorStatus("a", toQueue.figures(), 2, false));   // replaces the first

        LiveMeasurement m = tally.measurement(status, 120, true, List.of(), null, NONE);
        assertEquals(2, m.coordinatorDelays().count());
        assertEquals((0.1 + 0.1 + 0.5 + 0.3) / 4, m.meanLateness(), 1e-9);
        assertEquals((3 + 1 + 2) / 2.0, m.run().sharing().messagesPerJob(), 1e-12, "the nodes' 4 and the queue's 2");
        var twin = m.twinLateness(3);
        assertEquals(0.5, twin.of(3, 20.5), 1e-9, "to the queue, sent at 20.5: as late as the live one");
        assertEquals(0.1, twin.of(0, 20.5), 1e-9, "to a node: the nodes' lateness then");
    }

    private static ResultsCollector.CoordinatorStatus coordinatorStatus(String instance, MessageDelays.Figures delays,
                                                                        long messages, boolean cumulative) {
        return new ResultsCollector.CoordinatorStatus(new ResultsCollector.CoordinatorFigures(instance, delays,
                messages, cumulative), null);
    }

    /**
     * The central queue handed over: its first instance's last figures (read from the record by a collector that took
     * the run up) and its successor's are added up, delays and sends; an instance's older figures, heard after its
     * newer ones, change nothing.
     */
    @Test
    void aCoordinatorHandedOver_itsInstancesFiguresAddUp_andAnInstancesOlderFiguresAreIgnored() {
        LiveTally tally = new LiveTally(LiveClusterFixture.run(3, "central-queue", 0.5, 100, 0.01));
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 1));
        tally.completed(new ResultsCollector.JobDone(job(1, 1, 30), 31, 1));
        status.put(0, sent(0, 4, MessageDelays.Figures.NONE));
        MessageDelays first = new MessageDelays(100);
        first.heard(20.0, 20.5, 0);
        MessageDelays.Figures older = first.figures();
        first.heard(21.0, 21.1, 0);
        tally.coordinatorFigures(new ResultsCollector.CoordinatorFigures("first", first.figures(), 3, false));
        tally.coordinatorFigures(new ResultsCollector.CoordinatorFigures("first", older, 1, false));  // late
        MessageDelays second = new MessageDelays(100);
        second.heard(30.0, 30.3, 0);
        tally.coordinator(coordinatorStatus("second", second.figures(), 2, false));

        LiveMeasurement m = tally.measurement(status, 120, true, List.of(), null, NONE);
        assertEquals(3, m.coordinatorDelays().count(), "two messages to the first instance, one to its successor");
        assertEquals(0.5 + 0.1 + 0.3, m.coordinatorDelays().sum(), 1e-9);
        assertEquals((4 + 3 + 2) / 2.0, m.run().sharing().messagesPerJob(), 1e-12, "the nodes' 4, the instances' 3 + 2");
    }

    /**
     * The volunteer server handed over: its successor re-heard the messages its predecessor took in (they are in its
     * log), so its delays are the run's, not added to the predecessor's; the sends still add up.
     */
    @Test
    void aCoordinatorWhoseSuccessorReheardItsLog_reportsTheLatestDelays_andEveryInstancesSends() {
        LiveTally tally = new LiveTally(LiveClusterFixture.run(3, "central-queue", 0.5, 100, 0.01));
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 1));
        status.put(0, sent(0, 2, MessageDelays.Figures.NONE));
        MessageDelays delays = new MessageDelays(100);
        delays.heard(20.0, 20.5, 0);
        tally.coordinatorFigures(new ResultsCollector.CoordinatorFigures("first", delays.figures(), 3, true));
        delays.heard(30.0, 30.3, 0);            // the successor: the first's message re-heard, and one of its own
        tally.coordinator(coordinatorStatus("second", delays.figures(), 1, true));

        LiveMeasurement m = tally.measurement(status, 120, true, List.of(), null, NONE);
        assertEquals(2, m.coordinatorDelays().count());
        assertEquals(0.5 + 0.3, m.coordinatorDelays().sum(), 1e-9);
        assertEquals(2 + 3 + 1, m.run().sharing().messagesPerJob(), 1e-12);
    }

    @Test
    void aRunWhoseCoordinatorNeverReported_hasNoCoordinatorDelays_andCountsTheNodesMessagesOnly() {
        LiveTally tally = new LiveTally(LiveClusterFixture.run(3, "central-queue", 0.5, 100, 0.01));
        tally.completed(new ResultsCollector.JobDone(job(1, 0, 20), 22, 1));
        status.put(0, sent(0, 3, MessageDelays.Figures.NONE));
        LiveMeasurement m = tally.measurement(status, 120, true, List.of(), null, NONE);
        assertEquals(MessageDelays.Figures.NONE, m.coordinatorDelays());
        assertEquals(3.0, m.run().sharing().messagesPerJob());
    }
}
