package loadshare.node.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import loadshare.protocol.BatchMessage;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Grow;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.PartStates;
import loadshare.protocol.BatchMessage.Reconcile;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;
import org.junit.jupiter.api.Test;

/** A node's launched parts, hosted by a tiny clock that fires their timers in model-time order. */
class LaunchedPartsTest {

    /** A host: the parts' timers by key, fired in order of their time; the {@code Done}s it sent, with when. */
    private static final class Host implements PartEffects {

        record Sent(double at, Done done) {
        }

        final Map<Long, Double> timers = new HashMap<>();
        final List<Long> cancelled = new ArrayList<>();
        final List<Sent> sent = new ArrayList<>();
        final List<PartStates> answers = new ArrayList<>();
        final LaunchedParts parts = new LaunchedParts(this);
        double now;

        @Override
        public void setPartTimer(long part, double at) {
            timers.put(part, at);
        }

        @Override
        public void cancelPartTimer(long part) {
            timers.remove(part);
            cancelled.add(part);
        }

        @Override
        public void sendDone(Done done) {
            sent.add(new Sent(now, done));
        }

        @Override
        public void sendStates(PartStates states) {
            answers.add(states);
        }

        /** The scheduler's message arrives at {@code at}, after every part's end due by then. */
        void deliver(double at, BatchMessage message) {
            runUntil(at);
            assertTrue(parts.onMessage(at, message));
        }

        /** Fires every timer due by {@code horizon}, earliest first. */
        void runUntil(double horizon) {
            while (true) {
                var next = timers.entrySet().stream().filter(e -> e.getValue() <= horizon)
                        .min(Map.Entry.<Long, Double>comparingByValue().thenComparing(Map.Entry.comparingByKey()));
                if (next.isEmpty()) {
                    break;
                }
                timers.remove(next.get().getKey());
                now = next.get().getValue();
                parts.onPartEnd(next.get().getKey());
            }
            now = horizon;
        }
    }

    private static Launch launch(long job, double duration) {
        return new Launch(job, 2, 1024, duration);
    }

    @Test
    void launchedPart_reportsDone_whenItsDurationHasPassed() {
        Host host = new Host();
        host.deliver(3.0, launch(7, 5.0));
        assertEquals(1, host.parts.running());
        host.runUntil(7.9);
        assertEquals(List.of(), host.sent);
        host.runUntil(100);
        assertEquals(List.of(new Host.Sent(8.0, new Done(7))), host.sent);
        assertEquals(0, host.parts.running());
    }

    @Test
    void partKilledBeforeItsEnd_reportsNoDone_andItsTimerIsCancelled() {
        Host host = new Host();
        host.deliver(0.0, launch(7, 5.0));
        host.deliver(2.0, new Kill(7));
        assertEquals(0, host.parts.running());
        assertEquals(List.of(0L), host.cancelled);
        host.runUntil(100);
        assertEquals(List.of(), host.sent);
    }

    @Test
    void endOfAKilledPart_thatFiresAnyway_reportsNothing() {
        Host host = new Host();
        host.deliver(0.0, launch(7, 5.0));
        host.deliver(2.0, new Kill(7));
        host.parts.onPartEnd(0);      // a host that cannot take a timer back lets it fire
        assertEquals(List.of(), host.sent);
    }

    @Test
    void severalParts_eachReportsDoneAtItsOwnEnd_andAKillStopsOnlyItsOwn() {
        Host host = new Host();
        host.deliver(0.0, launch(1, 10.0));
        host.deliver(1.0, launch(2, 3.0));
        host.deliver(2.0, launch(3, 4.0));
        host.deliver(2.0, launch(4, 1.0));
        assertEquals(4, host.parts.running());
        host.deliver(5.0, new Kill(3));
        host.runUntil(100);
        assertEquals(List.of(new Host.Sent(3.0, new Done(4)), new Host.Sent(4.0, new Done(2)),
                new Host.Sent(10.0, new Done(1))), host.sent);
        assertEquals(0, host.parts.running());
    }

    @Test
    void killOfAnUnknownPart_orOfOneThatEnded_isIgnored() {
        Host host = new Host();
        host.deliver(0.0, new Kill(9));
        host.deliver(0.0, launch(1, 1.0));
        host.deliver(2.0, new Kill(1));           // crossed its Done on the way
        assertEquals(List.of(new Host.Sent(1.0, new Done(1))), host.sent);
        assertEquals(List.of(), host.cancelled);
        assertEquals(0, host.parts.running());
    }

    @Test
    void secondLaunchOfARunningJob_replacesItsPart() {
        Host host = new Host();
        host.deliver(0.0, launch(1, 5.0));
        host.deliver(1.0, launch(1, 5.0));
        assertEquals(1, host.parts.running());
        host.runUntil(100);
        assertEquals(List.of(new Host.Sent(6.0, new Done(1))), host.sent);
    }

    @Test
    void doneFromAnotherParticipant_isNotANodesMessage() {
        Host host = new Host();
        assertFalse(host.parts.onMessage(0.0, new Done(1)));
        assertEquals(Map.of(), host.timers);
    }

    @Test
    void aFailedHost_losesEveryPartAtOnce_reportsNoDone_andLosesWhatReachesItUntilRepaired() {
        Host host = new Host();
        host.deliver(0.0, launch(5, 10.0));
        host.deliver(1.0, launch(3, 2.0));
        host.deliver(2.0, launch(8, 10.0));
        host.runUntil(4.0);                       // 3 ended at 3: it is done, not lost
        assertEquals(List.of(5L, 8L), host.parts.fail(), "the parts running, in launch order");
        assertTrue(host.parts.down());
        assertEquals(0, host.parts.running());
        assertEquals(List.of(0L, 2L), host.cancelled);
        host.deliver(5.0, launch(9, 1.0));        // lost: the part never starts
        host.deliver(6.0, new Kill(5));           // nothing to stop
        assertEquals(1, host.parts.launchesLost());
        host.runUntil(100);
        assertEquals(List.of(new Host.Sent(3.0, new Done(3))), host.sent);
        host.parts.repair();
        host.deliver(100.0, launch(10, 1.0));     // back: it runs what is launched from now on
        host.runUntil(200);
        assertEquals(List.of(new Host.Sent(3.0, new Done(3)), new Host.Sent(101.0, new Done(10))), host.sent);
        assertEquals(1, host.parts.launchesLost());
    }

    @Test
    void reconcile_answersWhatRunsHere_andWhichAskedRunsEnded_butNotAKilledOrUnknownRun() {
        Host host = new Host();
        host.deliver(0, new Launch(1, 1, 100, 5));     // ends at 5
        host.deliver(0, new Launch(2, 1, 100, 50));    // still runs
        host.deliver(0, new Launch(3, 1, 100, 50));    // killed
        host.deliver(1, new Kill(3));
        host.deliver(9, new Launch(4, 1, 100, 50));    // not asked about: the scheduler does not know it
        host.deliver(10, new Reconcile(List.of(1L, 2L, 3L, 7L)));

        assertEquals(List.of(new PartStates(List.of(2L, 4L), List.of(1L))), host.answers);
    }

    /**
     * A part of 10 s launched at 0 is suspended at 4 (6 s left) and resumed at 20: it ends at 26. A second suspend,
     * a resume of a part that is not suspended and a suspend of an unknown run change nothing; a suspended part
     * still runs here for a reconciliation, and a Kill of a suspended part leaves nothing to resume.
     */
    @Test
    void aSuspendedPart_keepsTheWorkItHasLeft_andEndsThatMuchAfterItsResume() {
        Host host = new Host();
        host.deliver(0, launch(1, 10));
        host.deliver(0, launch(2, 10));
        host.deliver(4, new Suspend(1));
        host.deliver(5, new Suspend(1));
        host.deliver(5, new Suspend(9));
        host.deliver(6, new Resume(2));
        host.deliver(7, new Suspend(2));
        host.deliver(8, new Reconcile(List.of()));
        assertEquals(List.of(new PartStates(List.of(1L, 2L), List.of())), host.answers);
        host.deliver(9, new Kill(2));
        host.runUntil(19);
        assertTrue(host.sent.isEmpty(), "nothing ends while suspended");
        host.deliver(20, new Resume(1));
        host.deliver(20, new Resume(2));
        host.runUntil(100);
        assertEquals(List.of(new Host.Sent(26.0, new Done(1))), host.sent);
    }

    /**
     * A part of 100 s launched at 0 whose job grows from 2 to 4 processors at 50 s has 50 x 2 / 4 = 25 s left: it
     * ends at 75, not 100. A part suspended at 10 (20 s left) whose job grows from 1 to 2 resumes at 30 with 10 s:
     * it ends at 40. A Grow of a run not here changes nothing.
     */
    @Test
    void aGrowingPart_dividesTheWorkItHasLeftAmongItsJobsNewProcessors() {
        Host host = new Host();
        host.deliver(0, launch(1, 100));
        host.deliver(0, launch(2, 30));
        host.deliver(10, new Suspend(2));
        host.deliver(20, new Grow(2, 1, 1, 2));
        host.deliver(30, new Resume(2));
        host.deliver(50, new Grow(1, 2, 2, 4));
        host.deliver(50, new Grow(9, 2, 2, 4));
        host.runUntil(200);
        assertEquals(List.of(new Host.Sent(40.0, new Done(2)), new Host.Sent(75.0, new Done(1))), host.sent);
    }
}
