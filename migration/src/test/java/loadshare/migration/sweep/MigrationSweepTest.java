package loadshare.migration.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.migration.strategy.MigrationStrategies;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class MigrationSweepTest {

    private static final long MIB = 1L << 20;
    private static final List<Long> SIZES = List.of(16 * MIB, 64 * MIB, 256 * MIB, 1024 * MIB);
    private static final List<Double> RATES = List.of(8.0 * MIB, 64.0 * MIB, 192.0 * MIB);

    private static List<SweepRow> rows;

    @BeforeAll
    static void sweep() {
        SweepSettings d = SweepSettings.defaults();
        rows = MigrationSweep.run(new SweepSettings(SIZES, RATES, d.workingSetBytes(), d.link(), d.serverDisk(),
                d.warmup(), d.seed(), d.strategies()));
    }

    private static SweepRow row(String strategy, long size, double rate) {
        return rows.stream().filter(r -> r.strategy().equals(strategy) && r.vmBytes() == size && r.dirtyRate() == rate)
                .findFirst().orElseThrow();
    }

    @Test
    void everyStrategyAtEverySizeAndRate_migratedAndArrivedIntact() {
        assertEquals(MigrationStrategies.names().size() * SIZES.size() * RATES.size(), rows.size());
        assertTrue(rows.stream().allMatch(SweepRow::intact));
    }

    @Test
    void demandPagingAndSprite_freezeIsNearlyFlatInVmSize_1GiBWithin1point2xOf64MiB() {
        for (String s : List.of("demand-paging", "sprite")) {
            for (double rate : RATES) {
                double ratio = row(s, 1024 * MIB, rate).freezeTime() / row(s, 64 * MIB, rate).freezeTime();
                assertTrue(ratio < 1.2 && ratio > 1 / 1.2, s + " at " + rate / MIB + " MiB/s: 1 GiB / 64 MiB freeze = " + ratio);
            }
        }
    }

    @Test
    void stopAndCopy_freezeGrowsLinearlyWithVmSize() {
        for (double rate : RATES) {
            double perByte = row("stop-and-copy", 64 * MIB, rate).freezeTime() / (64 * MIB);
            for (long size : SIZES) {
                double f = row("stop-and-copy", size, rate).freezeTime();
                assertEquals(perByte * size, f, 0.01 * perByte * size, "freeze of " + size / MIB + " MiB");
            }
            double ratio = row("stop-and-copy", 1024 * MIB, rate).freezeTime() / row("stop-and-copy", 64 * MIB, rate).freezeTime();
            assertEquals(16, ratio, 0.1);
        }
    }

    @Test
    void preCopy_freezeLiesBetweenDemandPagingAndStopAndCopy() {
        for (long size : SIZES.subList(1, SIZES.size())) {
            for (double rate : RATES) {
                double pre = row("pre-copy", size, rate).freezeTime();
                double demand = row("demand-paging", size, rate).freezeTime();
                double stop = row("stop-and-copy", size, rate).freezeTime();
                assertTrue(demand < pre && pre < stop,
                        size / MIB + " MiB at " + rate / MIB + " MiB/s: " + demand + " < " + pre + " < " + stop);
            }
        }
    }

    @Test
    void preCopy_isSensitiveToTheDirtyRate_aVmWritingFasterThanTheLinkFreezesFarLonger() {
        for (long size : SIZES) {
            SweepRow slow = row("pre-copy", size, RATES.get(0));
            SweepRow mid = row("pre-copy", size, RATES.get(1));
            SweepRow fast = row("pre-copy", size, RATES.get(2));
            assertTrue(fast.freezeTime() > 10 * slow.freezeTime(), size / MIB + " MiB: " + fast.freezeTime() + " vs " + slow.freezeTime());
            assertTrue(slow.totalTime() < mid.totalTime() && mid.totalTime() < fast.totalTime(), "more rounds at higher rates");
            assertTrue(slow.bytesMoved() < mid.bytesMoved() && mid.bytesMoved() < fast.bytesMoved(), "more pages resent");
        }
    }

    @Test
    void onlyDemandPaging_leavesAResidualDependencyOnTheSource_andOnlyItAndSpriteFault() {
        for (SweepRow r : rows) {
            boolean demand = r.strategy().equals("demand-paging");
            assertEquals(demand, r.residualDependency() > 0, r.toString());
            boolean faults = demand || r.strategy().equals("sprite");
            assertEquals(faults, r.pageFaults() > 0, r.toString());
        }
    }

    @Test
    void theSweep_isReproducible() {
        SweepSettings d = SweepSettings.defaults();
        SweepSettings small = new SweepSettings(List.of(16 * MIB), List.of(64.0 * MIB), d.workingSetBytes(), d.link(),
                d.serverDisk(), d.warmup(), d.seed(), d.strategies());
        assertEquals(MigrationSweep.run(small), MigrationSweep.run(small));
        assertEquals(rows.subList(5, 10), MigrationSweep.run(small), "the same cell of the larger sweep");
    }

    @Test
    void table_hasAHeaderAndALinePerRow() {
        String table = MigrationSweep.table(rows);
        assertEquals(rows.size() + 1, table.lines().count());
        assertTrue(table.lines().findFirst().orElseThrow().startsWith("strategy"));
    }
}
