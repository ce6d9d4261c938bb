package loadshare.node.cli;

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
        LiveRun run = options.toRun(3);
        assertTrue(run.realMigration());
        assertTrue(options.asArguments(run).contains("--real-migration"));
    }

    @Test
    void noRealMigration_turnsItOff_forTheChildrenToo() {
        LiveOptions options = parse("--no-real-migration");
        LiveRun run = options.toRun(3);
        assertFalse(run.realMigration());
        LiveOptions child = parse(options.asArguments(run).toArray(String[]::new));
        assertFalse(child.toRun(3).realMigration());
    }
}
