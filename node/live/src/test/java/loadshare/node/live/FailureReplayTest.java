package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the launcher that replays failures makes of what its nodes say: each kill's outage, the node's lag at it, and
 * how long after it each survivor learnt of it (no process is started or killed here).
 */
class FailureReplayTest {

    @TempDir
    Path dir;

    private static ChildConsole.Begun begun(double at) {
        return new ChildConsole.Begun(1_000_000_000L, at, "127.0.0.1:1");
    }

    private static FailureReplay fourNodes(List<String> console) {
        FailureReplay replay = new FailureReplay(List.of(), 0.05, console::add, 4);
        for (int node = 0; node < 4; node++) {
            replay.heard(node, begun(0));
        }
        return replay;
    }

    @Test
    void eachSurvivorUpAtTheKill_countsOnce_andTheKillsDetectionIsTheirMeanDelay() {
        List<String> console = new ArrayList<>();
        FailureReplay replay = fourNodes(console);
        replay.killed(1, 150, 0.25);
        replay.heard(2, new ChildConsole.Gone(1, 157.0));
        replay.heard(0, new ChildConsole.Gone(1, 158.5));
        replay.heard(2, new ChildConsole.Gone(1, 170.0));      // said again (a new incarnation spoke): not counted
        replay.heard(1, new ChildConsole.Gone(1, 157.0));      // nobody learns of its own death
        replay.heard(3, new ChildConsole.Gone(0, 160.0));      // a node that was never killed: nothing to time
        replay.heard(1, begun(240));
        FailureReplay.Outage o = replay.outages().get(0);
        assertEquals(new FailureReplay.Outage(1, 150, 240, 0.25, Map.of(2, 7.0, 0, 8.5)), o);
        assertEquals(7.75, o.detectionDelay(), 1e-12);
        assertEquals(List.of("node 1 is back at t = 240.0 (down 90.0 model seconds)"), console);
    }

    @Test
    void aNodeThatBeganAfterTheKill_saysNothingOfIt_andAKillNobodySawHasNoDelay() {
        FailureReplay replay = fourNodes(new ArrayList<>());
        replay.killed(3, 100, 0);
        replay.killed(2, 120, Double.NaN);
        replay.heard(2, begun(200));
        replay.heard(2, new ChildConsole.Gone(3, 201.0));      // it began after node 3 died: it found it unlisted
        replay.heard(0, new ChildConsole.Gone(2, 127.5));
        assertEquals(Map.of(), replay.outages().get(0).detectedAfter());
        assertTrue(Double.isNaN(replay.outages().get(0).detectionDelay()));
        assertEquals(Map.of(0, 7.5), replay.outages().get(1).detectedAfter());
        assertTrue(Double.isNaN(replay.outages().get(1).lagAtKill()), "its journal did not say");
    }

    /**
     * The failure log of the outages as they happened gives each kill the survivors' mean delay (node 1's: 7 and 8.5,
     * 7.75); a kill nobody said anything of has none (the twin takes its probe timeout), and a node not back by the end
     * is down until then.
     */
    @Test
    void theFailureLog_givesEachKillItsDetectionDelay_emptyWhereNoSurvivorSaid() throws IOException {
        FailureReplay replay = fourNodes(new ArrayList<>());
        replay.killed(1, 150, 0);
        replay.heard(2, new ChildConsole.Gone(1, 157.0));
        replay.heard(0, new ChildConsole.Gone(1, 158.5));
        replay.heard(1, begun(240));
        replay.killed(3, 300, 0);
        Path log = dir.resolve("outages.csv");
        replay.writeLog(log, 400);
        assertEquals(List.of("host,down_at,up_at,detected_after", "1,150.000000,240.000000,7.750000",
                "3,300.000000,400.000000,"), Files.readAllLines(log).stream().filter(l -> !l.startsWith("#")).toList());
    }

    @Test
    void aNodeKilledAgainBeforeItBegan_isOneOutage_timedFromItsFirstKill() {
        FailureReplay replay = fourNodes(new ArrayList<>());
        replay.killed(1, 150, 0.5);
        replay.killed(1, 180, Double.NaN);
        replay.heard(0, new ChildConsole.Gone(1, 156.0));
        replay.heard(1, begun(260));
        assertEquals(List.of(new FailureReplay.Outage(1, 150, 260, 0.5, Map.of(0, 6.0))), replay.outages());
    }
}
