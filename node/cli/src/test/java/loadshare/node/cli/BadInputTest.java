package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every kind of bad input gets one clear message naming the key and the file:line, exit status 2, no
 * stack trace, and nothing written to the output folder.
 */
class BadInputTest {

    @TempDir
    Path dir;

    private CliRunner runWith(String experimentBody) throws IOException {
        Path file = dir.resolve("bad.conf");
        Files.writeString(file, "loadshare.experiment {\n  name = bad\n" + experimentBody + "\n}\n");
        return CliRunner.run("run", file.toString(), "--out", dir.resolve("out").toString());
    }

    private void assertRejected(CliRunner r, String... expected) {
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        for (String e : expected) {
            assertTrue(r.err().contains(e), "expected '" + e + "' in: " + r.err());
        }
        assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        assertEquals(1, r.err().strip().lines().count(), "one message: " + r.err());
        assertFalse(Files.exists(dir.resolve("out")), "nothing written for a rejected experiment");
    }

    @Test
    void unknownKey_isRejected_withDidYouMean_andFileLine() throws IOException {
        assertRejected(runWith("  workload { laods = [0.5] }"), "bad.conf:3", "workload.laods", "did you mean 'loads'");
    }

    @Test
    void wrongType_isRejected_withWhatWasExpected() throws IOException {
        assertRejected(runWith("  nodes = many"), "bad.conf:3", "nodes", "many");
    }

    @Test
    void loadOutsideUnitInterval_isRejected() throws IOException {
        assertRejected(runWith("  workload.loads = [0.5, 1.2]"), "bad.conf:3", "loads[1]", "(0, 1)");
    }

    @Test
    void zeroOrNegativeMean_isRejected() throws IOException {
        assertRejected(runWith("  workload.service.mean = 0"), "bad.conf:3", "mean");
        assertRejected(runWith("  workload.service.mean = -2"), "bad.conf:3", "mean");
    }

    @Test
    void unknownPolicyName_isRejected_listingTheKnownOnes() throws IOException {
        assertRejected(runWith("  policies = [ { name = none }, { name = centralqueue } ]"),
                "bad.conf:3", "centralqueue", "did you mean 'central-queue'", "known policies: none, central-queue, sender-random");
    }

    @Test
    void unknownPolicyParameter_isRejected() throws IOException {
        assertRejected(runWith("  policies = [ { name = none, threshold = 2 } ]"), "bad.conf:3", "threshold", "none");
    }

    @Test
    void missingFile_isRejected() {
        CliRunner r = CliRunner.run("run", dir.resolve("nowhere.conf").toString(), "--out", dir.resolve("out").toString());
        assertRejected(r, "nowhere.conf");
    }

    @Test
    void badOverride_pointsAtTheSetArgument() {
        CliRunner r = CliRunner.run("run", "quickstart", "--set", "workload.loads=[1.5]", "--out", dir.resolve("out").toString());
        assertRejected(r, "--set", "loads[0]");
    }

    @Test
    void validate_rejectsTheSameInput_andAcceptsGoodInput() throws IOException {
        Path file = dir.resolve("bad.conf");
        Files.writeString(file, "loadshare.experiment.nodes = 0\n");
        assertEquals(Main.BAD_INPUT, CliRunner.run("validate", file.toString()).status());
        CliRunner ok = CliRunner.run("validate", "quickstart");
        assertEquals(0, ok.status(), ok.err());
        assertTrue(ok.out().startsWith("ok: quickstart"), ok.out());
        assertTrue(ok.out().lines().noneMatch(l -> l.startsWith("  failures:")), "hosts never fail: " + ok.out());
    }

    @Test
    void validate_summarisesTheTopology_hostsRacksAndDiameter() {
        CliRunner flat = CliRunner.run("validate", "quickstart");
        assertEquals(0, flat.status(), flat.err());
        assertTrue(flat.out().contains("  network flat: 20 hosts, every pair 0 s apart; diameter 0 s; links 125 MB/s\n"),
                flat.out());
        CliRunner racks = CliRunner.run("validate", "quickstart", "--set", "nodes=25", "--set", "network.topology=racks",
                "--set", "network.racks.uplink-latency=0.02");
        assertEquals(0, racks.status(), racks.err());
        assertTrue(racks.out().contains("  network racks: 25 hosts in 3 racks of 10 (the last of 5); 0.001 s within a "
                + "rack, 0.041 s between racks; diameter 0.041 s; host links 125 MB/s, uplinks 1250 MB/s, shared "
                + "max-min between transfers\n"), racks.out());
        CliRunner unshared = CliRunner.run("validate", "quickstart", "--set", "network.topology=racks",
                "--set", "network.racks.sharing=none");
        assertEquals(0, unshared.status(), unshared.err());
        assertTrue(unshared.out().contains("uplinks 1250 MB/s, not shared between transfers\n"), unshared.out());
        CliRunner wrong = CliRunner.run("validate", "quickstart", "--set", "network.topology=racks",
                "--set", "network.racks.sharing=fair");
        assertEquals(Main.BAD_INPUT, wrong.status());
        assertEquals("error: --set network.racks.sharing=fair: loadshare.experiment.network.racks.sharing = \"fair\": "
                + "links are shared max-min or none", wrong.err().strip());
    }

    @Test
    void validate_saysWhatFails_andAFailureSettingsMistakeIsOneLine() {
        CliRunner ok = CliRunner.run("validate", "checkpoints");
        assertEquals(0, ok.status(), ok.err());
        assertTrue(ok.out().contains("  failures: every host: MTBF 500.0 (exponential), MTTR 20.0 (exponential);"
                + " on-failure checkpoint every 40.0 at a cost of 2.0; probe timeout 1.0; expected availability 0.9615\n"),
                ok.out());
        CliRunner bad = CliRunner.run("run", "quickstart", "--set", "failures.weibull-shape=0", "--set",
                "failures.mtbf=10");
        assertEquals(Main.BAD_INPUT, bad.status());
        assertEquals("error: --set failures.weibull-shape=0: loadshare.experiment.failures.weibull-shape = 0: a Weibull"
                + " shape must be > 0", bad.err().strip());
    }

    @Test
    void validate_saysWhichOutagesOfAFailureLogHaveTheirOwnDetectionDelays(@org.junit.jupiter.api.io.TempDir
                                                                              java.nio.file.Path dir) throws Exception {
        java.nio.file.Path log = dir.resolve("outages.csv");
        java.nio.file.Files.writeString(log, "host,down_at,up_at,detected_after\n1,10,20,4\n2,30,40,\n0,50,60,4.5\n");
        CliRunner some = CliRunner.run("validate", "quickstart", "--set", "failures.log=\"" + log + "\"");
        assertEquals(0, some.status(), some.err());
        assertTrue(some.out().contains(": 3 outages (2 detected after their own delays: mean 4.25; the others after the"
                + " probe timeout); on-failure"), some.out());
        java.nio.file.Files.writeString(log, "host,down_at,up_at,detected_after\n1,10,20,4\n");
        CliRunner each = CliRunner.run("validate", "quickstart", "--set", "failures.log=\"" + log + "\"");
        assertTrue(each.out().contains(": 1 outage (detected after its own delay: 4); on-failure"), each.out());
        java.nio.file.Files.writeString(log, "host,down_at,up_at\n1,10,20\n");
        CliRunner none = CliRunner.run("validate", "quickstart", "--set", "failures.log=\"" + log + "\"");
        assertTrue(none.out().contains(": 1 outage; on-failure"), none.out());
    }

    @Test
    void unknownOption_isAUsageError() {
        CliRunner r = CliRunner.run("run", "quickstart", "--frobnicate");
        assertEquals(Main.BAD_INPUT, r.status());
        assertTrue(r.err().contains("--frobnicate"), r.err());
    }

    @Test
    void volunteerPolicy_badParameters_areRejected_withFileLine() throws IOException {
        assertRejected(runWith("  nodes = 4\n  policies = [ { name = volunteer, volunteers = 5 } ]"),
                "bad.conf:4", "policy 'volunteer': volunteers = 5 but the cluster has only 4 nodes");
        assertRejected(runWith("  policies = [ { name = volunteer, replication = 2, quorum = 3 } ]"),
                "bad.conf:3", "quorum = 3 must be <= replication = 2");
        assertRejected(runWith("  policies = [ { name = volunteer, cheaters = 1.5 } ]"),
                "bad.conf:3", "cheaters = 1.5 is a fraction of the volunteers: it must be in [0, 1]");
        assertRejected(runWith("  policies = [ { name = volunteer, vanish = 1 } ]"),
                "bad.conf:3", "vanish = 1.0 must be in [0, 1)");
        assertRejected(runWith("  policies = [ { name = volunteer, volunteers = 1 } ]"),
                "bad.conf:3", "replication = 2 needs at least as many volunteers, but there are 1");
    }
}
