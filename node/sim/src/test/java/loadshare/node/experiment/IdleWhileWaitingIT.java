package loadshare.node.experiment;

import org.junit.jupiter.api.Test;

/** The big statistical check of P(idle & wait) without sharing against the exact M/G/1 value. */
class IdleWhileWaitingIT {

    @Test
    void none_idleWhileWaiting_agreesWithTheExactMG1Value_onLongRuns() throws InterruptedException {
        IdleWhileWaitingTheoryTest.check(8, 0.3, 200_000, 10);
        IdleWhileWaitingTheoryTest.check(5, 0.8, 200_000, 10);
    }
}
