package loadshare.node.live.join;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Who founds the cluster when seeds are down: a later seed, only after every seed before it was silent long enough. */
class FoundingTest {

    private static final List<String> SEEDS = List.of("10.0.0.5:25520", "10.0.0.6:25520", "10.0.0.7:25520");
    private static final Duration QUIET = Duration.ofSeconds(10);

    private static Duration s(double seconds) {
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    @Test
    void theFirstSeed_isLeftToAkka_andANodeThatIsNoSeed_neverFounds() {
        for (String self : List.of("10.0.0.5:25520", "10.0.0.8:25520", "10.0.0.6:0")) {
            Founding founding = Founding.of(SEEDS, self, QUIET);
            assertFalse(founding.mayFound(), self);
            assertEquals(List.of(), founding.before(), self);
            assertEquals(Founding.Decision.WAIT, founding.look(s(0), false), self);
            assertEquals(Founding.Decision.WAIT, founding.look(s(100), false), self);
        }
    }

    @Test
    void aLaterSeed_listensForEverySeedBeforeIt_andNoneAfter() {
        assertEquals(List.of("10.0.0.5:25520"), Founding.of(SEEDS, "10.0.0.6:25520", QUIET).before());
        assertEquals(List.of("10.0.0.5:25520", "10.0.0.6:25520"), Founding.of(SEEDS, "10.0.0.7:25520", QUIET).before());
    }

    @Test
    void theSecondSeed_withTheFirstSilentThroughout_foundsOnceTheQuietPeriodIsOver_notBefore() {
        Founding founding = Founding.of(SEEDS, "10.0.0.6:25520", QUIET);
        for (double t = 0; t < 10; t += 0.5) {
            assertEquals(Founding.Decision.WAIT, founding.look(s(t), false), "t = " + t);
        }
        assertEquals(Founding.Decision.FOUND, founding.look(s(10), false));
    }

    @Test
    void theQuietPeriod_startsAtTheFirstSilentLook_notWhenLookingBegan() {
        Founding founding = Founding.of(SEEDS, "10.0.0.6:25520", QUIET);
        assertEquals(Founding.Decision.WAIT, founding.look(s(3), false));
        assertEquals(Founding.Decision.WAIT, founding.look(s(12.9), false));
        assertEquals(Founding.Decision.FOUND, founding.look(s(13), false));
    }

    @Test
    void anEarlierSeedThatAnswersOnce_startsTheQuietPeriodAgain() {
        Founding founding = Founding.of(SEEDS, "10.0.0.7:25520", QUIET);
        assertEquals(Founding.Decision.WAIT, founding.look(s(0), false));
        assertEquals(Founding.Decision.WAIT, founding.look(s(9.5), true));      // it started, then went away
        assertEquals(Founding.Decision.WAIT, founding.look(s(10), false));
        assertEquals(Founding.Decision.WAIT, founding.look(s(19.5), false));
        assertEquals(Founding.Decision.FOUND, founding.look(s(20), false));
    }

    @Test
    void aSeedWhoseEarlierSeedKeepsAnswering_neverFounds() {
        Founding founding = Founding.of(SEEDS, "10.0.0.6:25520", QUIET);
        for (double t = 0; t < 600; t += 0.5) {
            assertEquals(Founding.Decision.WAIT, founding.look(s(t), true), "t = " + t);
        }
    }

    @Test
    void aQuietPeriodOfZero_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> Founding.of(SEEDS, "10.0.0.6:25520", Duration.ZERO));
        assertTrue(Founding.of(SEEDS, "10.0.0.6:25520", Duration.ofMillis(1)).mayFound());
    }
}
