package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How long messages took in model time: only those that said when they were sent count; a late clock is no delay. */
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
}
