package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A node's journal of its own jobs, as its restarted incarnation reads it after the process was killed. */
class HomeJournalTest {

    private static final int HOME = 2;

    private static long id(long sequence) {
        return WorkstationActor.jobId(HOME, sequence);
    }

    private static ResultsCollector.JobDone done(long id, int home, int node) {
        return new ResultsCollector.JobDone(new Job(id, home, 1.5, 2.25, 1), 7.75, node);
    }

    @Test
    void whatTheNodeWrote_isWhatItsNextIncarnationReads(@TempDir Path dir) throws Exception {
        Path file = HomeJournal.file(dir, HOME);
        try (HomeJournal journal = HomeJournal.create(file)) {
            for (long s = 0; s < 5; s++) {
                journal.arrived(id(s));
            }
            journal.away(id(0), 1, 11, 5);         // sent to node 1, then completed there
            journal.away(id(1), 3, 33, 7);         // away at node 3
            journal.away(id(2), 1, 11, 9);
            journal.back(id(2));                // came back: at home again
            journal.completed(done(id(0), HOME, 1));
            journal.completed(done(WorkstationActor.jobId(4, 9), 4, HOME));    // another home's job, run here
            journal.flushed(2);
            journal.completed(done(id(3), HOME, HOME));     // done here, not yet in the run's record
        }
        HomeJournal.Reopened reopened = HomeJournal.reopen(file);
        reopened.journal().close();
        HomeJournal.Recovered r = reopened.recovered();
        assertEquals(5, r.arrived());
        assertEquals(Map.of(id(1), new HomeJournal.Placement(3, 33, 7)), r.away());
        assertEquals(Set.of(id(0), WorkstationActor.jobId(4, 9), id(3)), r.completed());
        assertEquals(List.of(done(id(0), HOME, 1), done(WorkstationActor.jobId(4, 9), 4, HOME),
                done(id(3), HOME, HOME)), r.recorded(), "every completion, flushed or not: a flush may not have been "
                + "written when the node died");
        assertEquals(2, r.nextBatch());
        assertTrue(r.atHome(id(2)) && r.atHome(id(4)));
        assertFalse(r.atHome(id(0)) || r.atHome(id(1)) || r.atHome(id(3)));
    }

    @Test
    void anEntryCutShortByTheKill_isLeftOut_andTheNextIncarnationWritesAfterTheLastWholeOne(@TempDir Path dir)
            throws Exception {
        Path file = HomeJournal.file(dir, HOME);
        try (HomeJournal journal = HomeJournal.create(file)) {
            journal.arrived(id(0));
            journal.arrived(id(1));
        }
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(whole, whole.length - 3));     // the second entry, cut
        HomeJournal.Reopened reopened = HomeJournal.reopen(file);
        assertEquals(1, reopened.recovered().arrived());
        try (HomeJournal journal = reopened.journal()) {
            journal.arrived(id(1));
            journal.arrived(id(2));
        }
        assertEquals(3, HomeJournal.read(Files.readAllBytes(file)).arrived());
    }

    @Test
    void theAttemptsRunningWhenTheLauncherKilledTheNode_andTheKillsTime_areWhatItsNextIncarnationReads(
            @TempDir Path dir) throws Exception {
        Path file = HomeJournal.file(dir, HOME);
        Job a = new Job(id(0), HOME, 1.0, 5.0, 0);
        Job b = new Job(id(1), HOME, 2.0, 8.0, 0);
        Job c = new Job(WorkstationActor.jobId(4, 7), 4, 3.0, 3.0, 1);     // another home's, on the second CPU
        try (HomeJournal journal = HomeJournal.create(file)) {
            journal.started(a, 10);
            journal.completed(new ResultsCollector.JobDone(a, 15, HOME));
            journal.started(b, 15);
            journal.started(c, 16);
        }
        HomeJournal.killed(file, 20.5);
        HomeJournal.Reopened first = HomeJournal.reopen(file);
        assertEquals(List.of(new HomeJournal.Attempt(b.id(), 15, 8), new HomeJournal.Attempt(c.id(), 16, 3)),
                first.recovered().running(), "started and not completed here");
        assertEquals(20.5, first.recovered().killedAt());
        assertEquals(0, first.recovered().lostWork());
        try (HomeJournal journal = first.journal()) {
            journal.lost(5.5 + 3);          // the next incarnation settles them...
            journal.started(b, 21);         // ...and runs b again
        }
        HomeJournal.killed(file, 30);
        HomeJournal.killed(file, 31);       // killed again before it began: b was lost at 30
        HomeJournal.Recovered second = HomeJournal.read(Files.readAllBytes(file));
        assertEquals(List.of(new HomeJournal.Attempt(b.id(), 21, 8)), second.running());
        assertEquals(30, second.killedAt());
        assertEquals(8.5, second.lostWork());
    }

    @Test
    void theKillsTime_goesAfterTheLastWholeEntry_andANodeWithoutAJournalGetsNone(@TempDir Path dir) throws Exception {
        Path file = HomeJournal.file(dir, HOME);
        try (HomeJournal journal = HomeJournal.create(file)) {
            journal.started(new Job(id(0), HOME, 1.0, 5.0, 0), 2);
            journal.arrived(id(0));
        }
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(whole, whole.length - 4));     // the arrival, cut short by the kill
        HomeJournal.killed(file, 4.25);
        HomeJournal.Recovered r = HomeJournal.read(Files.readAllBytes(file));
        assertEquals(0, r.arrived());
        assertEquals(4.25, r.killedAt());
        assertEquals(1, r.running().size());
        Path none = HomeJournal.file(dir, 9);
        HomeJournal.killed(none, 1);
        assertFalse(Files.exists(none));
    }

    @Test
    void theLauncherKillingTheNode_readsHowFarItHadGot_fromItsLastProgress_andTheNextLifeSaysItsOwn(@TempDir Path dir)
            throws Exception {
        Path file = HomeJournal.file(dir, HOME);
        try (HomeJournal journal = HomeJournal.create(file)) {
            journal.took(10, 12.5);
            journal.arrived(id(0));
            journal.took(12.5, 13);     // the arrival due at 12.5 taken in; a completion due at 13 waits
        }
        assertEquals(new HomeJournal.Progress(12.5, 13), HomeJournal.killed(file, 14));
        assertEquals(HomeJournal.Progress.UNKNOWN, HomeJournal.read(Files.readAllBytes(file)).progress(),
                "after the kill, only the next life's own progress counts");
        assertEquals(HomeJournal.Progress.UNKNOWN, HomeJournal.killed(file, 15),
                "killed again before it began: nothing said of that life");
        HomeJournal.Reopened next = HomeJournal.reopen(file);
        try (HomeJournal journal = next.journal()) {
            journal.took(20, Double.POSITIVE_INFINITY);
        }
        assertEquals(new HomeJournal.Progress(20, Double.POSITIVE_INFINITY), HomeJournal.killed(file, 21));
        assertEquals(HomeJournal.Progress.UNKNOWN, HomeJournal.killed(HomeJournal.file(dir, 9), 1),
                "a node without a journal");
    }

    @Test
    void aNodesLagAtItsKill_isHowLongTheInputDueFirstHadWaited_orHowFarAheadItHadGot_orNone() {
        HomeJournal.Progress progress = new HomeJournal.Progress(12.5, 13);
        assertEquals(1.0, progress.lagAt(14), "the completion due at 13 still waited at the kill at 14");
        assertEquals(0.0, progress.lagAt(12.75), "everything due by 12.75 taken in, nothing after it");
        assertEquals(0.0, progress.lagAt(13), "killed as the completion fell due: the twin takes it in after");
        assertEquals(-0.5, progress.lagAt(12), "an input due at 12.5 taken in before a kill at 12");
        assertEquals(0.0, new HomeJournal.Progress(20, Double.POSITIVE_INFINITY).lagAt(500), "nothing was pending");
        assertTrue(Double.isNaN(HomeJournal.Progress.UNKNOWN.lagAt(14)));
    }

    @Test
    void aFileThatIsNoJournal_isRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HomeJournal.read("host,down_at\n".getBytes()));
        assertEquals("not a node's journal: entry of kind 104 at byte 0", e.getMessage());
    }

    @Test
    void theNoneJournal_keepsNothing_andAnyNumberOfNodesShareIt() {
        HomeJournal.NONE.arrived(id(0));
        HomeJournal.NONE.away(id(0), 1, 1, 1);
        HomeJournal.NONE.completed(done(id(0), HOME, HOME));
        HomeJournal.NONE.started(new Job(id(0), HOME, 1, 1, 0), 1);
        HomeJournal.NONE.lost(1);
        HomeJournal.NONE.took(1, 2);
        HomeJournal.NONE.close(true);
    }
}
