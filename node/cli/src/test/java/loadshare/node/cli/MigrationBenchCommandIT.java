package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import loadshare.migration.strategy.MigrationStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code bench --migration} end to end with a small VM (three JVMs), and its bad input. */
class MigrationBenchCommandIT {

    /**
     * Alone on a quiet machine this takes about 30 s; in {@code mvn verify} the three JVMs start, join a TLS cluster and
     * migrate while other ITs share the two cores: 63 s in one run, over 90 s in another. The limit only guards against
     * a hang (the command gives up by itself after 10 minutes).
     */
    @Test
    @Timeout(300)
    void benchMigration_migratesA8MiBVmWithEveryStrategy_betweenThreeJvms_andPrintsItsFigures() {
        CliRunner r = CliRunner.run("bench", "--migration", "--vm-size", "8MiB", "--working-set", "1MiB", "--dirty-rate", "8",
                "--run-before", "0.2");
        assertEquals(0, r.status(), r.err());
        List<String> rows = Arrays.stream(r.out().split("\n")).filter(l -> l.endsWith("Completed")).toList();
        assertEquals(MigrationStrategies.names().size(), rows.size(), r.out());
        for (int i = 0; i < rows.size(); i++) {
            String[] f = rows.get(i).trim().split("\\s+");
            assertEquals(MigrationStrategies.names().get(i), f[0]);
            assertTrue(Double.parseDouble(f[3]) >= 8.0, "at least the VM's 8 MiB moved: " + rows.get(i));
            assertTrue(Double.parseDouble(f[4]) > 0, "a bulk throughput: " + rows.get(i));
            assertTrue(Integer.parseInt(f[7]) > 0 && Integer.parseInt(f[9]) > 0 && Integer.parseInt(f[11]) > 0,
                    "every JVM reports its heap: " + rows.get(i));
            assertTrue(Double.parseDouble(f[13]) > 0, "the three JVMs' CPU time: " + rows.get(i));
        }
        assertTrue(r.out().contains("-Xmx512m"), r.out());
        System.out.println(r.out());
    }

    @Test
    void benchMigration_rejectsBadSizes_unknownStrategies_andANegativeRun_inOneLine() {
        rejected("--vm-size 12XB: expected a size", "--vm-size", "12XB");
        rejected("VM size must be a whole number", "--vm-size", "4KiB");
        rejected("working set must be between one page and the VM size", "--working-set", "1GiB");
        rejected("unknown migration strategy 'teleport'", "--strategies", "stop-and-copy,teleport");
        rejected("chunk size must be in (0, 192 KiB]", "--chunk", "1MiB");
        rejected("the window must be at least one chunk", "--window", "0");
        rejected("--run-before must be in [0, 3600]", "--run-before", "-1");
        rejected("choose --live or --migration", "--live");
    }

    private static void rejected(String expected, String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "bench";
        all[1] = "--migration";
        System.arraycopy(args, 0, all, 2, args.length);
        CliRunner r = CliRunner.run(all);
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
    }
}
