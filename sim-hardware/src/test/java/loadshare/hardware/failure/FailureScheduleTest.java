package loadshare.hardware.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.FailureSettings;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.Group;
import loadshare.config.FailureSettings.Law;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outage;
import loadshare.config.FailureSettings.Outages;
import loadshare.hardware.failure.FailureSchedule.Transition;
import loadshare.hardware.random.RandomStreams;
import org.junit.jupiter.api.Test;

/** The failure schedule: a log replayed exactly, overlapping sources merged, processes with their means. */
class FailureScheduleTest {

    private static FailureSettings settings(Outages hosts, List<Group> groups, List<Outage> log) {
        return new FailureSettings(hosts, groups, log, "", OnFailure.RESUME, Checkpoints.NONE, 1.0);
    }

    private static List<Transition> all(FailureSchedule schedule, int max) {
        List<Transition> out = new ArrayList<>();
        for (Transition t = schedule.next(); t != null && out.size() < max; t = schedule.next()) {
            out.add(t);
        }
        return out;
    }

    @Test
    void aLog_isReplayedInTimeOrder_andOverlappingSourcesOfOneHost_giveOneOutage() {
        List<Outage> log = List.of(new Outage(1, 10, 20), new Outage(0, 5, 8), new Outage(1, 20, 30));
        FailureSchedule schedule = new FailureSchedule(settings(Outages.NONE, List.of(), log), 3,
                new RandomStreams(1));
        assertEquals(List.of(new Transition(5, 0, true), new Transition(8, 0, false), new Transition(10, 1, true),
                new Transition(20, 1, false), new Transition(20, 1, true), new Transition(30, 1, false)),
                all(schedule, 100));
    }

    /**
     * A failure of the log carries its outage's detection delay (NaN where the log does not say one, and on every
     * repair); a host the log fails while a group holds it down is no new failure, so its delay is not the failure's.
     */
    @Test
    void aLoggedFailure_carriesItsOutagesDetectionDelay_andOnlyAFailureThatBeginsAnOutageDoes() {
        FailureSettings s = settings(Outages.NONE, List.of(new Group("rack", List.of(0, 1),
                        new Outages(100, Law.FIXED, 1, 50, Law.FIXED, 0, List.of()))),
                List.of(new Outage(1, 120, 200, 7.5), new Outage(0, 10, 20, 3), new Outage(1, 30, 40)));
        assertEquals(List.of(new Transition(10, 0, true, 3), new Transition(20, 0, false),
                new Transition(30, 1, true), new Transition(40, 1, false), new Transition(100, 0, true),
                new Transition(100, 1, true), new Transition(150, 0, false), new Transition(200, 1, false)),
                all(new FailureSchedule(s, 2, new RandomStreams(1)), 8));
    }

    @Test
    void aGroupAndALogHoldingOneHost_letItUpOnlyWhenBothDo() {
        FailureSettings s = settings(Outages.NONE, List.of(new Group("rack", List.of(0, 1),
                new Outages(100, Law.FIXED, 1, 50, Law.FIXED, 0, List.of()))), List.of(new Outage(1, 120, 200)));
        List<Transition> t = all(new FailureSchedule(s, 2, new RandomStreams(1)), 6);
        assertEquals(List.of(new Transition(100, 0, true), new Transition(100, 1, true),
                new Transition(150, 0, false), new Transition(200, 1, false), new Transition(250, 0, true),
                new Transition(250, 1, true)), t);
    }

    @Test
    void independentHosts_areUpMtbfOverMtbfPlusMttr_ofTheTime_forEachLaw() {
        for (Outages o : List.of(new Outages(90, Law.EXPONENTIAL, 1, 10, Law.EXPONENTIAL, 0, List.of()),
                new Outages(90, Law.WEIBULL, 0.6, 10, Law.LOGNORMAL, 1.2, List.of()),
                new Outages(90, Law.WEIBULL, 2.5, 10, Law.FIXED, 0, List.of()))) {
            FailureSchedule schedule = new FailureSchedule(settings(o, List.of(), List.of()), 4, new RandomStreams(3));
            double[] downSince = new double[4];
            double down = 0;
            double horizon = 4e6;
            for (Transition t = schedule.next(); t.time() < horizon; t = schedule.next()) {
                if (t.down()) {
                    downSince[t.host()] = t.time();
                } else {
                    down += t.time() - downSince[t.host()];
                }
            }
            double availability = 1 - down / (4 * horizon);
            assertEquals(0.9, availability, 0.004, o + ": measured availability " + availability);
        }
    }

    @Test
    void theSameSeed_givesTheSameFailures_andOnlyTheNamedHostsFail() {
        Outages some = new Outages(50, Law.EXPONENTIAL, 1, 5, Law.EXPONENTIAL, 0, List.of(2));
        List<Transition> a = all(new FailureSchedule(settings(some, List.of(), List.of()), 3, new RandomStreams(9)), 50);
        List<Transition> b = all(new FailureSchedule(settings(some, List.of(), List.of()), 3, new RandomStreams(9)), 50);
        assertEquals(a, b);
        assertTrue(a.stream().allMatch(t -> t.host() == 2));
        assertEquals(50, a.size());
    }

    @Test
    void noSource_meansNoTransition() {
        assertNull(new FailureSchedule(FailureSettings.NONE, 5, new RandomStreams(1)).next());
    }
}
