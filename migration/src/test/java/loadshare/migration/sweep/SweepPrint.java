package loadshare.migration.sweep;

/**
 * Prints the default sweep as a table. Not a test; run by hand after a build:
 * {@code java -cp sim-hardware/target/classes:config/target/classes:migration/target/classes:migration/target/test-classes loadshare.migration.sweep.SweepPrint}
 */
final class SweepPrint {

    private SweepPrint() {
    }

    public static void main(String[] args) {
        System.out.print(MigrationSweep.table(MigrationSweep.run(SweepSettings.defaults())));
    }
}
