package loadshare.node.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.FailureSettings;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outage;
import loadshare.config.FailureSettings.Outages;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.random.RandomStreams;
import org.junit.jupiter.api.Test;

/**
 * When the others learn of each failure: a probe timeout (2) after it, or the detection delay its outage of the failure
 * log gives; and when a message lost at the down host is given up.
 */
class HostOutagesTest {

    private static final int FAILURE = 1;

    /** Plays the schedule of {@code log} on two hosts, returning what {@code onFailure} says at each failure. */
    private static List<Double> seen(List<Outage> log) {
        HostOutages outages = new HostOutages(new FailureSettings(Outages.NONE, List.of(), log, "log.csv",
                OnFailure.RESTART, Checkpoints.NONE, 2.0), 2, new RandomStreams(1), FAILURE);
        EventQueue events = EventQueue.forPending(16);
        outages.scheduleNext(events);
        List<Double> seen = new java.util.ArrayList<>();
        while (events.next()) {
            boolean down = events.arg() == 1;
            outages.hostChanged(down, events.now());
            if (down) {
                seen.add(outages.seenDown(events.target(), events.now()));
            }
            outages.scheduleNext(events);
        }
        return seen;
    }

    /**
     * Host 0 down from 10 to 12, detected 6 after it: seen at 16; host 1 down from 20 to 22, detected 9 after: seen
     * at 29; host 0 again from 40 to 50, the log saying nothing: a probe timeout later, 42.
     */
    @Test
    void eachFailure_isSeenAsLateAsItsOutageSays_orAProbeTimeoutLater() {
        assertEquals(List.of(16.0, 29.0, 42.0), seen(List.of(new Outage(0, 10, 12, 6), new Outage(1, 20, 22, 9),
                new Outage(0, 40, 50))));
        assertEquals(List.of(12.0, 22.0, 42.0), seen(List.of(new Outage(0, 10, 12), new Outage(1, 20, 22),
                new Outage(0, 40, 50))), "no delay in the log: the probe timeout, as before");
    }

    /**
     * Host 0 fails at 10, detected 6 after it (at 16): a message lost there at 11 is given up at 16, when its sender
     * learns of the death; one lost at 17, after the others know, a probe timeout later (19). Without a delay in the
     * log, every message is given up a probe timeout after it was lost.
     */
    @Test
    void aMessageLostAtADownHost_isGivenUpWhenTheDeathIsLearnt_orAProbeTimeoutLater() {
        HostOutages outages = new HostOutages(new FailureSettings(Outages.NONE, List.of(),
                List.of(new Outage(0, 10, 30, 6), new Outage(1, 10, 30)), "log.csv", OnFailure.RESTART,
                Checkpoints.NONE, 2.0), 2, new RandomStreams(1), FAILURE);
        EventQueue events = EventQueue.forPending(16);
        for (int failure = 0; failure < 2; failure++) {
            outages.scheduleNext(events);
            assertTrue(events.next() && events.arg() == 1);
            outages.hostChanged(true, events.now());
            outages.seenDown(events.target(), events.now());
        }
        assertEquals(16.0, outages.givenUpAt(0, 11));
        assertEquals(19.0, outages.givenUpAt(0, 17));
        assertEquals(13.0, outages.givenUpAt(1, 11));
        assertEquals(19.0, outages.givenUpAt(1, 17));
    }
}
