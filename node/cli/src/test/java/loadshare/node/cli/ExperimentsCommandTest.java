package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.config.ExperimentLoader;
import org.junit.jupiter.api.Test;

/** {@code loadshare experiments}: every bundled experiment with its one-line description and run time. */
class ExperimentsCommandTest {

    @Test
    void listsEveryBundledExperiment_withItsDescriptionAndRunTime() {
        CliRunner r = CliRunner.run("experiments");
        assertEquals(0, r.status(), r.err());
        for (String name : ExperimentLoader.bundledNames()) {
            assertTrue(r.out().lines().anyMatch(l -> l.startsWith(name + " ") && l.contains(" s on 2 cores  ")),
                    name + " in:\n" + r.out());
        }
        assertTrue(r.out().lines().anyMatch(l -> l.matches("costs\\s+about \\d+ s on 2 cores\\s+the classic policies "
                + "when load sharing is not free\\.")), r.out());
    }
}
