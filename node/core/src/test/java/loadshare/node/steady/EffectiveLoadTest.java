package loadshare.node.steady;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EffectiveLoadTest {

    @Test
    void transferCosts_addTheirWorkPerJobToTheDemand() {
        // 20 nodes x 1 CPU of speed 1 at load 0.9 (lambda = 18), 1.2 transfers per job at 0.1 each
        EffectiveLoad load = EffectiveLoad.of(18, 1.0, 0.12 * 50_000, 50_000, 20, "transfer");
        assertEquals(0.9 * 1.12, load.value(), 1e-12);
        assertTrue(load.overloaded());
        assertEquals("effective load 1.008 with transfer costs", load.describe());
    }

    @Test
    void noCosts_isTheOfferedLoad() {
        EffectiveLoad load = EffectiveLoad.of(19, 1.0, 0, 100_000, 20, "");
        assertEquals(0.95, load.value(), 1e-12);
        assertFalse(load.overloaded());
        assertEquals("effective load 0.950", load.describe());
    }

    @Test
    void capacity_isCpusTimesSpeed() {
        // 2 hosts: 4 CPUs of speed 1 and 2 CPUs of speed 2 = capacity 8; 6 jobs/s of demand 1 plus 0.5 overhead
        EffectiveLoad load = EffectiveLoad.of(6, 1.0, 500, 1000, 8, "probe");
        assertEquals(6 * 1.5 / 8, load.value(), 1e-12);
        assertTrue(load.overloaded());
    }

    @Test
    void exactlyOne_isOverloaded() {
        assertTrue(EffectiveLoad.of(10, 1.0, 0, 10, 10, "").overloaded());
    }

    @Test
    void noArrivals_noOverhead() {
        assertEquals(0.5, EffectiveLoad.of(5, 1.0, 0, 0, 10, "").value(), 1e-12);
    }

    @Test
    void notMeasured_neverOverloaded() {
        assertFalse(EffectiveLoad.NONE.overloaded());
    }

    @Test
    void costs_namedInWords() {
        assertEquals("", EffectiveLoad.costs(0, 0, 0));
        assertEquals("transfer", EffectiveLoad.costs(0, 0.1, 0));
        assertEquals("probe and transfer", EffectiveLoad.costs(0.01, 0.1, 0));
        assertEquals("probe, transfer and migration", EffectiveLoad.costs(0.01, 0.1, 0.2));
    }
}
