package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A preset and the composed entry {@code policies --show} prints for it are the same policy: {@code run} gives
 * byte-identical results.csv rows (all but the label), for every preset made of components, and for a composition
 * written by hand with parameters. ({@link ComposedPolicyTest} checks two presets in every build.)
 */
class ComposedPolicyIT {

    @TempDir
    Path dir;

    private void assertSameRows(String preset, String composed) throws IOException {
        SameRows.assertSameRows(dir, preset, composed);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sender-threshold", "receiver-threshold", "symmetric", "power-of-d", "central-queue",
            "sender-shortest", "stable-symmetric", "v-system", "sender-random", "receiver-shortest"})
    void thePresetAndItsComposition_giveByteIdenticalRows(String preset) throws IOException {
        CliRunner shown = CliRunner.run("policies", "--show", preset);
        assertEquals(0, shown.status(), shown.err());
        assertTrue(shown.out().startsWith("{ name = composed, label = " + preset), shown.out());
        assertSameRows("{ name = " + preset + " }", shown.out().replace("label = " + preset, "label = composed"));
    }

    @Test
    void aCompositionWrittenByHand_withParameters_equalsThePresetWithThem() throws IOException {
        assertSameRows("{ name = sender-shortest, threshold = 2, probe-limit = 4, information = periodic, "
                        + "period = 0.5, load-metric = cpu-utilization, window = 5 }",
                "{ name = composed, label = mine, transfer = { name = threshold, threshold = 2 }, "
                        + "location = { name = sender-shortest, probe-limit = 4 }, "
                        + "information = { name = periodic, period = 0.5 }, "
                        + "load-metric = { name = cpu-utilization, window = 5 } }");
    }

    @Test
    void aPreemptivePreset_isAPreemptiveSelectionWithItsMigration() throws IOException {
        assertSameRows("{ name = receiver-threshold, preemptive = true, migration = pre-copy }",
                "{ name = composed, transfer = threshold, location = receiver-threshold, "
                        + "selection = preemptive, migration = pre-copy }");
    }
}
