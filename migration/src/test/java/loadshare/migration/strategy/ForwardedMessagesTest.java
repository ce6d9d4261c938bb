package loadshare.migration.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.migration.Faults;
import loadshare.migration.MessageTraffic;
import loadshare.migration.MigrationReport;
import org.junit.jupiter.api.Test;

class ForwardedMessagesTest {

    @Test
    void messagesSentFromFreezeUntilSendersLearn_areForwarded_aboutRateTimesThatWindow() {
        double rate = 2000;
        double learn = 0.5;
        MigrationReport r = new StopAndCopy().migrate(World.small().request().withTraffic(new MessageTraffic(rate, learn)));
        double window = r.freezeTime() + learn;
        double expected = rate * window;
        assertEquals(expected, r.forwardedMessages(), 5 * Math.sqrt(expected), "Poisson count in the window");
        // each waits, on average, half the freeze if it came during it, plus one hop
        assertTrue(r.forwardingDelay() >= r.forwardedMessages() * World.GIGABIT.latency());
    }

    @Test
    void anAbortedMigration_forwardsNothing() {
        World w = World.small();
        MigrationReport r = new StopAndCopy().migrate(w.request().withTraffic(new MessageTraffic(1000, 1)).withFaults(Faults.targetDiesAt(10.05)));
        assertEquals(0, r.forwardedMessages());
    }
}
