package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static loadshare.config.ExperimentFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.Group;
import loadshare.config.FailureSettings.Law;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outage;
import loadshare.config.FailureSettings.Outages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code failures}: the defaults are {@link FailureSettings#NONE}, a full section reads into the expected record,
 * and every bad value or bad row of the failure log is one line naming its file, line and key.
 */
class FailureSettingsTest {

    private static final String KEY = "loadshare.experiment.failures.";
    private static final String GROUP_SHAPE = "a group is { name = rack-0, hosts = [0, 1, 2, 3], mtbf = 20000, "
            + "mttr = 300 }";

    @TempDir
    Path dir;

    /** A four-node experiment with {@code lines} from line 3 on. */
    private Path fourNodes(String... lines) {
        String[] body = new String[lines.length + 1];
        body[0] = "  nodes = 4";
        System.arraycopy(lines, 0, body, 1, lines.length);
        return experiment(dir, body);
    }

    /** Asserts that the four-node experiment with {@code line} at line 3 is refused with {@code message} there. */
    private void refusedAtLine3(String message, String line) {
        Path file = fourNodes(line);
        assertEquals(at(file, 3) + message, rejection(file));
    }

    /** An experiment replaying {@code rows} (after the header) from {@code log.csv} beside it. */
    private String logRejection(String... rows) {
        String[] lines = new String[rows.length + 1];
        lines[0] = "host,down_at,up_at";
        System.arraycopy(rows, 0, lines, 1, rows.length);
        write(dir, "log.csv", lines);
        return rejection(fourNodes("  failures.log = log.csv"));
    }

    @Test
    void theDefaults_areNone() {
        assertSame(FailureSettings.NONE, load(fourNodes()).failures());
        assertSame(FailureSettings.NONE, ExperimentLoader.load("quickstart", List.of()).failures());
        assertFalse(FailureSettings.NONE.present());
    }

    @Test
    void mtbfZero_setExplicitly_isNone_evenWithHowFailuresBehave() {
        assertSame(FailureSettings.NONE, load(fourNodes("  failures { mtbf = 0, on-failure = restart }")).failures());
    }

    @Test
    void aFullSection_readsIntoTheRecord_groupsDefaultingToTheSectionsLaws_andTheLogInFileOrder() throws IOException {
        Files.createDirectories(dir.resolve("logs"));
        write(dir, "logs/outages.csv", "# from the machine room", " host , down_at , up_at ", "3,100,200", "",
                "1,50,60", "3,200,250", "3,10.5,20");
        Path file = experiment(dir,
                "  nodes = 8",
                "  failures {",
                "    mtbf = 5000",
                "    mttr = 120",
                "    time-between-failures = weibull",
                "    weibull-shape = 0.6",
                "    repair-time = lognormal",
                "    lognormal-sigma = 0.8",
                "    hosts = [0, 2, 5]",
                "    groups = [",
                "      { name = rack-0, hosts = [0, 1, 2, 3], mtbf = 20000, mttr = 300 }",
                "      { name = power, hosts = [7, 4], mtbf = 50000, time-between-failures = fixed,"
                        + " repair-time = exponential }",
                "    ]",
                "    log = \"logs/outages.csv\"",
                "    on-failure = checkpoint",
                "    checkpoint { interval = 600, cost = 2.5 }",
                "    probe-timeout = 0.5",
                "  }");
        FailureSettings expected = new FailureSettings(
                new Outages(5000, Law.WEIBULL, 0.6, 120, Law.LOGNORMAL, 0.8, List.of(0, 2, 5)),
                List.of(new Group("rack-0", List.of(0, 1, 2, 3),
                                new Outages(20000, Law.WEIBULL, 0.6, 300, Law.LOGNORMAL, 0.8, List.of(0, 1, 2, 3))),
                        new Group("power", List.of(7, 4),
                                new Outages(50000, Law.FIXED, 1, 120, Law.EXPONENTIAL, 0, List.of(7, 4)))),
                List.of(new Outage(3, 100, 200), new Outage(1, 50, 60), new Outage(3, 200, 250),
                        new Outage(3, 10.5, 20)),
                "logs/outages.csv", OnFailure.CHECKPOINT, new Checkpoints(600, 2.5), 0.5);
        assertEquals(expected, load(file).failures());
    }

    @Test
    void mtbfAlone_failsEveryHost_exponentially_resuming_withoutCheckpoints() {
        FailureSettings f = load(fourNodes("  failures.mtbf = 1000")).failures();
        assertEquals(new Outages(1000, Law.EXPONENTIAL, 1, 60, Law.EXPONENTIAL, 0, List.of()), f.hosts());
        assertTrue(f.hosts().applies(3), "hosts = all");
        assertEquals(OnFailure.RESUME, f.onFailure());
        assertEquals(Checkpoints.NONE, f.checkpoint(), "checkpoints are kept for on-failure = checkpoint only");
        assertEquals(1.0, f.probeTimeout());
    }

    @Test
    void aGroupAlone_leavesTheHostsOwnProcessNone_andAutoIntervalIsNaN() {
        FailureSettings f = load(fourNodes("  failures {",
                "    groups = [{ name = all, hosts = [0, 1, 2, 3], mtbf = 9 }]",
                "    on-failure = checkpoint", "  }")).failures();
        assertEquals(Outages.NONE, f.hosts());
        assertEquals(60, f.groups().get(0).outages().mttr(), "a group's mttr defaults to the section's");
        assertTrue(f.checkpoint().auto());
        assertEquals(1.0, f.checkpoint().cost());
    }

    @Test
    void settingHowFailuresBehave_withoutASourceOfFailures_isRefusedOnThatKey() {
        refusedAtLine3(KEY + "on-failure = \"restart\": " + FailuresReader.NEVER_FAIL,
                "  failures.on-failure = restart");
        refusedAtLine3(KEY + "checkpoint.interval = 100: hosts never fail: set failures.mtbf, failures.groups or "
                + "failures.log", "  failures.checkpoint.interval = 100");
    }

    @Test
    void badNumbers_areOneLineNamingTheKey() {
        refusedAtLine3(KEY + "mtbf = -1: an MTBF must be >= 0 model seconds (0: hosts do not fail on their own)",
                "  failures.mtbf = -1");
        refusedAtLine3(KEY + "mttr = 0: an MTTR must be > 0 model seconds", "  failures.mttr = 0");
        refusedAtLine3(KEY + "weibull-shape = 0: a Weibull shape must be > 0", "  failures.weibull-shape = 0");
        refusedAtLine3(KEY + "lognormal-sigma = -0.5: a lognormal sigma must be > 0",
                "  failures.lognormal-sigma = -0.5");
        refusedAtLine3(KEY + "checkpoint.cost = -1: a checkpoint's cost must be >= 0 (CPU seconds)",
                "  failures.checkpoint.cost = -1");
        refusedAtLine3(KEY + "probe-timeout = 0: a probe timeout must be > 0 model seconds",
                "  failures.probe-timeout = 0");
        refusedAtLine3(KEY + "mtbf = \"often\": expected a number", "  failures.mtbf = often");
    }

    @Test
    void checkpointInterval_isAutoOrPositive() {
        String reason = ": an interval must be auto or a number > 0 (model seconds of work)";
        refusedAtLine3(KEY + "checkpoint.interval = 0" + reason, "  failures.checkpoint.interval = 0");
        refusedAtLine3(KEY + "checkpoint.interval = \"never\"" + reason, "  failures.checkpoint.interval = never");
    }

    @Test
    void laws_areCheckedForTheirKindOfTime_withADidYouMean() {
        refusedAtLine3(KEY + "time-between-failures = \"lognormal\": lognormal is not a law of the times between "
                + "failures (valid: exponential, weibull, fixed)", "  failures.time-between-failures = lognormal");
        refusedAtLine3(KEY + "repair-time = \"weibull\": weibull is not a law of repair times (valid: exponential, "
                + "lognormal, fixed)", "  failures.repair-time = weibull");
        refusedAtLine3(KEY + "time-between-failures = \"weibul\": unknown law (did you mean 'weibull'?)",
                "  failures.time-between-failures = weibul");
        refusedAtLine3(KEY + "on-failure = \"restrat\": unknown on-failure (did you mean 'restart'?)",
                "  failures.on-failure = restrat");
        refusedAtLine3(KEY + "on-failure = \"reboot\": unknown on-failure (valid: resume, restart, checkpoint)",
                "  failures.on-failure = reboot");
    }

    @Test
    void hosts_areAllOrDistinctNodesOfTheCluster() {
        refusedAtLine3(KEY + "hosts[1] = 4: a host is a node index in 0..3", "  failures.hosts = [0, 4]");
        refusedAtLine3(KEY + "hosts[0] = -1: a host is a node index in 0..3", "  failures.hosts = [-1]");
        refusedAtLine3(KEY + "hosts[2] = 1: appears twice; give each host once", "  failures.hosts = [1, 2, 1]");
        refusedAtLine3(KEY + "hosts = []: give at least one host, e.g. [0, 1]", "  failures.hosts = []");
        refusedAtLine3(KEY + "hosts = \"some\": expected all or a list of node indices, e.g. [0, 1, 2]",
                "  failures.hosts = some");
        refusedAtLine3(KEY + "hosts[0] = 1.5: expected an integer", "  failures.hosts = [1.5]");
    }

    @Test
    void badGroups_areOneLineNamingTheEntry() {
        String rack = "{ name = rack, hosts = [0, 1], mtbf = 100 }";
        refusedAtLine3(KEY + "groups[1].mtbf = 0: a group's MTBF must be > 0 model seconds",
                "  failures.groups = [" + rack + ", { name = b, hosts = [2], mtbf = 0 }]");
        refusedAtLine3(KEY + "groups[0].mttr = -5: an MTTR must be > 0 model seconds",
                "  failures.groups = [{ name = a, hosts = [2], mtbf = 1, mttr = -5 }]");
        refusedAtLine3(KEY + "groups[1].name = \"rack\": a group needs a name of its own",
                "  failures.groups = [" + rack + ", " + rack + "]");
        refusedAtLine3(KEY + "groups[0].name = \" \": a group needs a name of its own",
                "  failures.groups = [{ name = \" \", hosts = [2], mtbf = 1 }]");
        refusedAtLine3(KEY + "groups[0].hosts[1] = 9: a host is a node index in 0..3",
                "  failures.groups = [{ name = a, hosts = [2, 9], mtbf = 1 }]");
        refusedAtLine3(KEY + "groups[0].hosts = []: give at least one host, e.g. [0, 1]",
                "  failures.groups = [{ name = a, hosts = [], mtbf = 1 }]");
        refusedAtLine3(KEY + "groups[0].hosts[1] = 2: appears twice; give each host once",
                "  failures.groups = [{ name = a, hosts = [2, 2], mtbf = 1 }]");
        refusedAtLine3(KEY + "groups[0].hosts = \"all\": expected a list of node indices, e.g. [0, 1, 2, 3]",
                "  failures.groups = [{ name = a, hosts = all, mtbf = 1 }]");
        refusedAtLine3(KEY + "groups[0].mtbf: must be set: " + GROUP_SHAPE,
                "  failures.groups = [{ name = a, hosts = [2] }]");
        refusedAtLine3(KEY + "groups[0] = \"rack\": " + GROUP_SHAPE, "  failures.groups = [rack]");
        refusedAtLine3(KEY + "groups[0].repair-time = \"weibull\": weibull is not a law of repair times (valid: "
                + "exponential, lognormal, fixed)", "  failures.groups = [{ name = a, hosts = [2], mtbf = 1, "
                + "repair-time = weibull }]");
    }

    @Test
    void anUnknownKeyInAGroup_namesTheValidOnes() {
        refusedAtLine3(KEY + "groups[0].mtbff: unknown key (did you mean 'mtbf'?); a group takes name, hosts, mtbf, "
                + "mttr, time-between-failures, weibull-shape, repair-time, lognormal-sigma",
                "  failures.groups = [{ name = a, hosts = [2], mtbf = 1, mtbff = 2 }]");
        refusedAtLine3(KEY + "groups[0].color: unknown key; a group takes name, hosts, mtbf, mttr, "
                + "time-between-failures, weibull-shape, repair-time, lognormal-sigma",
                "  failures.groups = [{ name = a, hosts = [2], mtbf = 1, color = red }]");
    }

    @Test
    void anOutageOfAnUnknownHost_namesTheLogAndLine() {
        assertEquals("log.csv:3: field 1 (host): \"4\" is not a node of this cluster (0..3)",
                logRejection("0,1,2", " 4 ,1,2"));
        assertEquals("log.csv:2: field 1 (host): \"1.5\" is not a whole number", logRejection("1.5,1,2"));
    }

    @Test
    void upBeforeDown_orADownBeforeZero_namesTheLogAndLine() {
        assertEquals("log.csv:2: field 3 (up_at): \"5\" must be after down_at (10)", logRejection("1,10,5"));
        assertEquals("log.csv:2: field 3 (up_at): \"10\" must be after down_at (10)", logRejection("1,10,10"));
        assertEquals("log.csv:2: field 2 (down_at): \"-1\" must be >= 0", logRejection("1,-1,5"));
    }

    @Test
    void overlappingOutagesOfOneHost_nameBothLines_touchingOnesAreFine() {
        assertEquals("log.csv:4: host 1 is down from 15 to 30, overlapping its outage from 10 to 20 on line 2 (a "
                + "host's outages must not overlap)", logRejection("1,10,20", "2,15,30", "1,15,30"));
        assertEquals("log.csv:3: host 1 is down from 40 to 55, overlapping its outage from 50 to 60 on line 2 (a "
                + "host's outages must not overlap)", logRejection("1,50,60", "1,40,55"));
        assertEquals("log.csv:4: host 0 is down from 5 to 6, overlapping its outage from 0 to 100 on line 2 (a "
                + "host's outages must not overlap)", logRejection("0,0,100", "0,200,300", "0,5,6"));
        assertEquals("log.csv:3: host 2 is down from 0.5 to 1.5, overlapping its outage from 0.5 to 0.75 on line 2 "
                + "(a host's outages must not overlap)", logRejection("2,0.5,0.75", "2,0.5,1.5"));
    }

    @Test
    void nonNumbers_andWrongFieldCounts_nameTheLogAndLine() {
        assertEquals("log.csv:3: field 2 (down_at): \"soon\" is not a number", logRejection("0,1,2", "1,soon,5"));
        assertEquals("log.csv:2: field 3 (up_at): \"Infinity\" is not a number", logRejection("1,1,Infinity"));
        assertEquals("log.csv:2: field 3 (up_at): \"\" is not a number", logRejection("1,1,"));
        assertEquals("log.csv:2: 2 fields: a row is host,down_at,up_at", logRejection("1,1"));
    }

    @Test
    void aMissingHeader_anEmptyLog_orOneWithoutOutages_isOneLine() {
        write(dir, "log.csv", "# outages", "0,10,20");
        Path file = fourNodes("  failures.log = log.csv");
        assertEquals("log.csv:2: the first line must be the header host,down_at,up_at (or host,down_at,up_at,"
                + "detected_after), not \"0,10,20\"", rejection(file));
        write(dir, "log.csv", "# nothing yet", "");
        assertEquals("log.csv: empty: a failure log starts with the header line host,down_at,up_at", rejection(file));
        write(dir, "log.csv", "host,down_at,up_at");
        assertEquals("log.csv: no outage: after the header host,down_at,up_at give one outage a line",
                rejection(file));
    }

    @Test
    void aLogWithDetectionDelays_givesEachOutageItsOwn_anEmptyOneBeingTheProbeTimeouts() {
        write(dir, "log.csv", "host,down_at,up_at,detected_after", "1,10,20,6.5", "2,30,32,", "1,40,41, 0 ");
        assertEquals(List.of(new Outage(1, 10, 20, 6.5), new Outage(2, 30, 32), new Outage(1, 40, 41, 0)),
                load(fourNodes("  failures.log = log.csv")).failures().log());
        assertTrue(Double.isNaN(new Outage(2, 30, 32).detectionDelay()), "not said: the probe timeout");
    }

    @Test
    void aBadDetectionDelay_orAMissingColumn_namesTheLogAndLine() {
        write(dir, "log.csv", "host,down_at,up_at,detected_after", "1,10,20,-1");
        Path file = fourNodes("  failures.log = log.csv");
        assertEquals("log.csv:2: field 4 (detected_after): \"-1\" must be >= 0 (model seconds after down_at; empty: "
                + "the probe timeout)", rejection(file));
        write(dir, "log.csv", "host,down_at,up_at,detected_after", "1,10,20,soon");
        assertEquals("log.csv:2: field 4 (detected_after): \"soon\" is not a number", rejection(file));
        write(dir, "log.csv", "host,down_at,up_at,detected_after", "1,10,20");
        assertEquals("log.csv:2: 3 fields: a row is host,down_at,up_at,detected_after", rejection(file));
        assertEquals("log.csv:2: 4 fields: a row is host,down_at,up_at", logRejection("1,10,20,5"));
    }

    @Test
    void aMissingLog_namesTheExperimentsLineAndKey() {
        Path file = fourNodes("  failures.log = \"missing.csv\"");
        assertEquals(at(file, 3) + KEY + "log = \"missing.csv\": no such file ("
                + dir.toAbsolutePath().normalize().resolve("missing.csv") + ")", rejection(file));
    }

    @Test
    void sweepingMtbf_readsEachPoint_zeroBeingNone() {
        Path file = fourNodes("  failures { mtbf = 1000, on-failure = restart }",
                "  sweep { key = \"failures.mtbf\", values = [0, 500, 2000] }");
        SweepSettings sweep = load(file).sweep();
        assertSame(FailureSettings.NONE, sweep.points().get(0).settings().failures());
        assertEquals(500, sweep.points().get(1).settings().failures().hosts().mtbf());
        assertEquals(OnFailure.RESTART, sweep.points().get(2).settings().failures().onFailure());
        assertEquals(2000, sweep.points().get(2).settings().failures().hosts().mtbf());
    }

    @Test
    void sweepingOnFailure_andTheCheckpointInterval_readsEachPoint() {
        Path file = fourNodes("  failures.mtbf = 1000", "  sweep = [",
                "    { key = \"failures.on-failure\", values = [resume, checkpoint] }",
                "    { key = \"failures.checkpoint.interval\", values = [auto, 30] }", "  ]");
        List<SweepSettings.SweepPoint> points = load(file).sweep().points();
        assertEquals(List.of(OnFailure.RESUME, OnFailure.RESUME, OnFailure.CHECKPOINT, OnFailure.CHECKPOINT),
                points.stream().map(p -> p.settings().failures().onFailure()).toList());
        assertEquals(Checkpoints.NONE, points.get(1).settings().failures().checkpoint());
        assertTrue(points.get(2).settings().failures().checkpoint().auto());
        assertEquals(30, points.get(3).settings().failures().checkpoint().interval());
    }

    @Test
    void aBadSweptValue_pointsAtTheValueInTheSweep() {
        Path file = fourNodes("  failures.mtbf = 1000",
                "  sweep { key = \"failures.on-failure\", values = [resume, retry] }");
        assertEquals(at(file, 4) + KEY + "on-failure = \"retry\": unknown on-failure (valid: resume, restart, "
                + "checkpoint)", rejection(file));
    }

    @Test
    void anAutoInterval_needsACostAndAnMtbf() {
        Path free = fourNodes("  failures { mtbf = 500, on-failure = checkpoint, checkpoint.cost = 0 }");
        assertEquals(at(free, 3) + KEY + "checkpoint.cost = 0: checkpoint.interval = auto is Young's sqrt(2 x cost x"
                + " MTBF), which needs a cost > 0: give a cost, or an interval", rejection(free));
        write(dir, "log.csv", "host,down_at,up_at", "1,10,20");
        Path logged = fourNodes("  failures { log = log.csv, on-failure = checkpoint }");
        assertEquals(at(logged, 3) + KEY + "on-failure = \"checkpoint\": checkpoint.interval = auto is Young's sqrt(2 x"
                + " cost x MTBF), which needs an MTBF (failures.mtbf or a group's; a failure log has none): give an"
                + " interval", rejection(logged));
    }
}
