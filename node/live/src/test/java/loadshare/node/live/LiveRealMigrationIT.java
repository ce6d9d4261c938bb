package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import loadshare.node.live.migration.TransferSettings;
import loadshare.node.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The live cluster's preemptive migrations move real page bytes: three actor systems in this JVM, each
 * workstation with its migration target, the file server on node 0; a migrated job resumes on its target only
 * after its VM's pages arrived there and passed the digest check. Small VMs keep the runs short.
 */
class LiveRealMigrationIT {

    private static final String SMALL_VMS_SIZE = "workload.vm.size=4MiB";
    private static final String SMALL_VMS_WORKING_SET = "workload.vm.working-set=1MiB";

    private static final String PREEMPTIVE_PRE_COPY =
            "policies=[{name=receiver-threshold, preemptive=true, min-ratio=0, migration=pre-copy}]";

    @RegisterExtension
    final LogCapture captured = new LogCapture();

    private static LiveMeasurement runToEnd(LiveRun run) throws Exception {
        return runToEnd(run, TransferSettings.DEFAULT);
    }

    private static LiveMeasurement runToEnd(LiveRun run, TransferSettings transfer) throws Exception {
        LiveClusterFixture fixture = new LiveClusterFixture(run);
        fixture.transfer = transfer;
        try (LiveClusterFixture cluster = fixture.start()) {
            LiveMeasurement m = cluster.awaitResult();
            System.out.println(String.join("\n", cluster.console) + "\n" + m);
            return m;
        }
    }

    private static void everyJobOnce(LiveMeasurement m) {
        assertTrue(m.drained(), "drained");
        assertEquals(0, m.accounting().lost(), "jobs lost");
        assertEquals(0, m.accounting().duplicates(), "duplicate completions");
        assertEquals(m.accounting().arrived(), m.accounting().completed(), "every job completed");
    }

    private static void everyJobOnce_andRealMigrations(LiveMeasurement m) {
        everyJobOnce(m);
        assertTrue(m.realMigrations() > 0, "VMs moved with real page bytes: " + m.realMigrations());
        assertEquals(0, m.realMigrationsFailed(), "transfers that did not get there");
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void receiverThreshold_preemptivePreCopy_movesRealPages_everyJobCompletesOnce() throws Exception {
        LiveRun run = LiveClusterFixture.run(3, "receiver-threshold", 0.7, 200, 0.02, PREEMPTIVE_PRE_COPY,
                SMALL_VMS_SIZE, SMALL_VMS_WORKING_SET, "run.job-log=true");
        // every job measured (no warm-up), so that each real migration is of a job in the job log: the first VMs to
        // move may be of jobs that arrived early (a busy build's first run moved two VMs, both of warm-up jobs)
        LiveMeasurement m = runToEnd(new LiveRun(run.settings(), run.policy(), run.load(), run.duration(), 0,
                run.timeScale()));
        everyJobOnce_andRealMigrations(m);
        migratedJobs_areLoggedWithTheirNodes(m);
    }

    /**
     * The job log has a row per measured job, and jobs whose VMs moved list the nodes they ran on. (A migration that
     * did not get there — refused, or its pages late on a busy machine — leaves its job on one node: it is counted, as
     * the simulator counts a migration begun.)
     */
    private static void migratedJobs_areLoggedWithTheirNodes(LiveMeasurement m) {
        java.io.StringWriter text = new java.io.StringWriter();
        m.jobLog().writeTo(new loadshare.node.joblog.JobLogCsv(text));
        java.util.List<String[]> rows = text.toString().lines().skip(1).map(line -> line.split(",", -1)).toList();
        assertEquals(m.run().jobs(), rows.size(), "one row per measured job");
        long migrations = 0;
        long moved = 0;
        for (String[] row : rows) {
            double arrival = Double.parseDouble(row[2]);
            double start = Double.parseDouble(row[3]);
            double end = Double.parseDouble(row[4]);
            assertTrue(arrival <= start && start <= end, String.join(",", row));
            int migrated = Integer.parseInt(row[7]);
            migrations += migrated;
            moved += migrated > 0 && row[5].split(";").length >= 2 ? 1 : 0;
            assertEquals("0", row[8], "restarts: none without failures");
        }
        // a migration begun is logged, real or (no target listed yet) in the modelled time, got there or not
        assertTrue(migrations >= m.realMigrations() + m.realMigrationsFailed(), "migrations logged: " + migrations
                + ", VMs moved with real page bytes: " + m.realMigrations() + ", and failed: " + m.realMigrationsFailed());
        assertTrue(moved > 0, "jobs logged on two nodes or more after a migration: " + moved + " (VMs moved with real "
                + "page bytes: " + m.realMigrations() + ")");
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void aLinkThatDamagesAPage_failsEveryTransfer_theJobsRunOnAtTheirSources_noneLost() throws Exception {
        TransferSettings damaging = TransferSettings.DEFAULT.withFault(
                new TransferSettings.TransitFault(0, TransferSettings.TransitFault.Kind.FLIP_BYTE));
        LiveMeasurement m = runToEnd(LiveClusterFixture.run(3, "receiver-threshold", 0.7, 200, 0.02,
                PREEMPTIVE_PRE_COPY, SMALL_VMS_SIZE, SMALL_VMS_WORKING_SET), damaging);
        everyJobOnce(m);
        assertEquals(0, m.realMigrations(), "no VM gets past the page check");
        assertTrue(m.realMigrationsFailed() > 0, "failed transfers: " + m.realMigrationsFailed());
        captured.assertLogged(Level.WARN, "arrived damaged");    // each failed transfer is logged with its cause
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void noRealMigration_vmsArriveAfterTheModelledTime() throws Exception {
        LiveMeasurement m = runToEnd(LiveClusterFixture.run(3, "receiver-threshold", 0.7, 200, 0.02,
                PREEMPTIVE_PRE_COPY, SMALL_VMS_SIZE, SMALL_VMS_WORKING_SET).withRealMigration(false));
        everyJobOnce(m);
        assertTrue(m.run().sharing().transfersPerJob() > 0, "jobs moved: " + m.run().sharing().transfersPerJob());
        assertEquals(0, m.realMigrations() + m.realMigrationsFailed());
    }

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void sprite_evictionsMoveRealPagesThroughTheFileServer_everyJobCompletesOnce() throws Exception {
        // owners come back often enough that some return while a foreign job runs: its eviction migrates it (600 model
        // seconds: 300 gave 8 evictions on a quiet machine, and on a busy one only 1, which moved no VM)
        LiveMeasurement m = runToEnd(LiveClusterFixture.run(3, "sprite", 0.7, 600, 0.02,
                "hosts.owner={present=true, active={distribution=exponential, mean=10},"
                        + " away={distribution=exponential, mean=15}}",
                "policies=[{name=sprite, idle-after=2, migratable=1.0}]", SMALL_VMS_SIZE, SMALL_VMS_WORKING_SET));
        everyJobOnce_andRealMigrations(m);
        assertTrue(m.run().owners().evictions() > 0, "evictions: " + m.run().owners().evictions());
    }
}
