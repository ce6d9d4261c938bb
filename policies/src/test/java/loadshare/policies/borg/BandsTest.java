package loadshare.policies.borg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The bands' syntax, errors and the band a priority falls in. */
class BandsTest {

    @Test
    void aPriorityFallsInTheHighestBandWhoseLowestItReaches_theLowestTakesEverythingBelow() {
        Bands bands = Bands.parse("best-effort: 0; production: 200; batch: 100");
        assertEquals("production", bands.name(0));
        assertEquals("best-effort", bands.name(2));
        assertEquals(0, bands.of(450));
        assertEquals(0, bands.of(200));
        assertEquals(1, bands.of(199));
        assertEquals(2, bands.of(0));
        assertEquals(2, bands.of(-5));
    }

    @Test
    void badBands_sayWhatIsWrong() {
        assertEquals("'production' is not 'name: lowest priority'",
                assertThrows(IllegalArgumentException.class, () -> Bands.parse("production")).getMessage());
        assertEquals("band 'a' is named twice",
                assertThrows(IllegalArgumentException.class, () -> Bands.parse("a: 1; a: 2")).getMessage());
        assertEquals("bands 'a' and 'b' both start at priority 1",
                assertThrows(IllegalArgumentException.class, () -> Bands.parse("a: 1; b: 1")).getMessage());
        assertEquals("band 'a': 'high' is not an integer priority",
                assertThrows(IllegalArgumentException.class, () -> Bands.parse("a: high")).getMessage());
        assertEquals("'' is not 'name: lowest priority'",
                assertThrows(IllegalArgumentException.class, () -> Bands.parse("")).getMessage());
    }
}
