package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.handover.SchedulerInput;
import org.junit.jupiter.api.Test;

/**
 * How long messages took in model time: only those that said when they were sent count; a late clock is no delay; a
 * central scheduler's successor rebuilds its predecessor's figures from the log.
 */
class MessageDelaysTest {

    @Test
    void theMeanDelay_ofTheMessagesThatSaidWhenTheyWereSent() {
        MessageDelays delays = new MessageDelays(100);
        assertTrue(Double.isNaN(delays.figures().mean()), "none measured");
        delays.heard(10.0, 10.5, 0);
        delays.heard(Double.NaN, 99, 0);       // a test's or the bench's message: not counted
        delays.heard(20.0, 20.25, 0);
        delays.heard(30.0, 29.9, 0);           // taken in at a model time before its sending (clocks a hair apart): 0
        assertEquals(3, delays.figures().count());
        assertEquals(0.75, delays.figures().sum(), 1e-12);
        assertEquals(0.25, delays.figures().mean(), 1e-12);
        MessageDelays.Figures more = delays.figures().plus(new MessageDelays.Figures(1, 1.0, 0));
        assertEquals(4, more.count());
        assertEquals(1.75, more.sum(), 1e-12);
    }

    @Test
    void theLatenessBeyondTheModel_isWhatMessagesTookBeyondTheirDistances() {
        MessageDelays delays = new MessageDelays(100);
        delays.heard(10.0, 10.5, 0.5);         // held until its distance was crossed: on time
        delays.heard(20.0, 21.25, 1.0);        // came a quarter late
        delays.heard(30.0, 30.05, 0);          // a message to itself
        assertEquals(1.8 / 3, delays.figures().mean(), 1e-12);
        assertEquals(0.3 / 3, delays.figures().meanBeyondModel(), 1e-12);
    }

    /** A run of 100 model seconds on a network where node 1 is 0.5 model seconds from the coordinator, node 2 at 0. */
    private static double distance(int node) {
        return node == 1 ? 0.5 : 0;
    }

    @Test
    void aSuccessorRebuildsItsPredecessorsFigures_fromTheLog_toTheBit_andGoesOnAsIfOneInstanceHadHeardAll() {
        MessageDelays predecessor = new MessageDelays(100);
        List<SchedulerInput> log = new ArrayList<>();
        // as the coordinator takes them in: each message heard, then logged with when it was sent
        predecessor.heard(2.0, 2.75, distance(1));
        log.add(SchedulerInput.done(2.75, 1, 7, 2.0));
        log.add(SchedulerInput.submit(3.0, 4));                   // no message: no delay
        predecessor.heard(41.1, 41.2, distance(2));
        log.add(SchedulerInput.done(41.2, 2, 8, 41.1));
        predecessor.heard(55.0, 56.0, distance(1));               // a reconciliation's answer: heard, then its input
        log.add(SchedulerInput.heard(56.0, 1, 55.0));
        log.add(SchedulerInput.done(56.0, 1, 9));
        predecessor.heard(Double.NaN, 57, distance(2));           // said nothing of when it was sent: not counted
        log.add(SchedulerInput.done(57, 2, 10, Double.NaN));
        log.add(SchedulerInput.timer(58, 3));

        MessageDelays successor = new MessageDelays(100);
        successor.heardAll(log, MessageDelaysTest::distance);
        assertEquals(predecessor.figures(), successor.figures(), "the same figures, bins and sums alike");
        assertEquals(3, successor.figures().count());
        assertEquals(0.75 + 0.1 + 1.0, successor.figures().sum(), 1e-12);
        assertEquals(3, successor.figures().lateness().count());
        assertEquals(0.25 + 0.1 + 0.5, sumOf(successor.figures().lateness().sums()), 1e-12, "beyond the distances");
        assertEquals(0.25, successor.figures().lateness().at(2.0), 1e-12, "lateness before the hand-over kept");

        // after the hand-over, the successor goes on: as one instance that heard everything
        predecessor.heard(80.0, 80.5, distance(2));
        successor.heard(80.0, 80.5, distance(2));
        assertEquals(predecessor.figures(), successor.figures());
        assertEquals(4, successor.figures().count());
    }

    @Test
    void aMessageWhoseInputWasLostWithThePredecessor_isNotInTheSuccessorsFigures() {
        MessageDelays predecessor = new MessageDelays(100);
        predecessor.heard(10.0, 10.25, 0);
        SchedulerInput written = SchedulerInput.done(10.25, 2, 1, 10.0);
        predecessor.heard(20.0, 20.5, 0);                          // handled, but its write never reached a majority
        MessageDelays successor = new MessageDelays(100);
        successor.heardAll(List.of(written), MessageDelaysTest::distance);
        assertEquals(1, successor.figures().count());
        assertEquals(0.25, successor.figures().sum(), 1e-12);
        assertEquals(2, predecessor.figures().count());
    }

    private static double sumOf(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum;
    }
}
