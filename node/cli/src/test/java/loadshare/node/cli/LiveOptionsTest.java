package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.node.live.LiveRun;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code --[no-]real-migration}: on unless turned off, and passed on to the children as given. */
class LiveOptionsTest {

    private static LiveOptions parse(String... args) {
        LiveOptions options = new LiveOptions();
        new CommandLine(options).parseArgs(args);
        return options;
    }

    @Test
    void realMigration_isOnByDefault_andTheChildrenAreToldSo() {
        LiveOptions options = parse();
        LiveRun run = options.toRun(3, false);
        assertTrue(run.realMigration());
        assertTrue(options.asArguments(run).contains("--real-migration"));
    }

    @Test
    void noRealMigration_turnsItOff_forTheChildrenToo() {
        LiveOptions options = parse("--no-real-migration");
        LiveRun run = options.toRun(3, false);
        assertFalse(run.realMigration());
        LiveOptions child = parse(options.asArguments(run).toArray(String[]::new));
        assertFalse(child.toRun(3, false).realMigration());
    }

    @Test
    void aTrace_withoutDuration_replaysWhole_measuringEveryJob_andTheChildrenAreToldTheSame() {
        LiveOptions options = parse("--experiment", "nasa-ipsc", "--load", "0.7");
        LiveRun run = options.toRun(4, false);
        var replay = loadshare.node.run.TraceReplays.replay(run.settings(), 0.7);
        double last = replay.arrival(replay.jobs() - 1);
        assertTrue(run.duration() > last && run.duration() < last + 1e-6, run.duration() + " vs " + last);
        assertEquals(0.0, run.warmup());
        LiveRun child = parse(options.asArguments(run).toArray(String[]::new)).toRun(4, false);
        assertEquals(run.duration(), child.duration());
        assertEquals(0.0, child.warmup());
    }

    @Test
    void withoutATrace_theDurationIs60_andTheWarmupATenth() {
        LiveRun run = parse().toRun(3, false);
        assertEquals(60.0, run.duration());
        assertEquals(6.0, run.warmup());
    }
}
