package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A preset and the composed entry {@code policies --show} prints for it are the same policy: {@code run} gives
 * byte-identical results.csv rows (all but the label; every preset in {@link ComposedPolicyIT}). Components that cannot work together are one line naming
 * the file, the line and both components.
 */
class ComposedPolicyTest {

    @TempDir
    Path dir;

    private void assertSameRows(String preset, String composed) throws IOException {
        SameRows.assertSameRows(dir, preset, composed);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sender-threshold", "symmetric"})
    void thePresetAndItsComposition_giveByteIdenticalRows(String preset) throws IOException {
        CliRunner shown = CliRunner.run("policies", "--show", preset);
        assertEquals(0, shown.status(), shown.err());
        assertTrue(shown.out().startsWith("{ name = composed, label = " + preset), shown.out());
        assertSameRows("{ name = " + preset + " }", shown.out().replace("label = " + preset, "label = composed"));
    }

    private CliRunner validate(String policy) throws IOException {
        Path file = dir.resolve("bad.conf");
        Files.writeString(file, "loadshare.experiment {\n  policies = [\n    " + policy + "\n  ]\n}\n");
        return CliRunner.run("validate", file.toString());
    }

    @Test
    void aReceiverInitiatedLocation_withATransferThatMakesNoReceivers_isRejectedNamingBoth() throws IOException {
        CliRunner r = validate("{ name = composed, transfer = always, location = receiver-threshold }");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("bad.conf:3") && r.err().contains("location 'receiver-threshold' and transfer "
                + "'always' do not work together"), r.err());
    }

    @Test
    void aPreemptiveSelection_withoutMigration_isRejectedNamingBoth() throws IOException {
        CliRunner r = validate("{ name = composed, transfer = threshold, location = sender-threshold, "
                + "selection = preemptive }");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("selection 'preemptive' and migration 'none' do not work together"), r.err());
    }

    @Test
    void anUnknownComponent_orParameter_isOneLineWithTheKnownOnes() throws IOException {
        CliRunner r = validate("{ name = composed, transfer = treshold, location = random }");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("unknown transfer 'treshold' (did you mean 'threshold'?)"), r.err());
        r = validate("{ name = composed, transfer = { name = threshold, treshold = 2 }, location = random }");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("has no parameter 'treshold'"), r.err());
        r = validate("{ name = composed, location = random }");
        assertTrue(r.err().contains("needs a transfer"), r.err());
    }

    @Test
    void showOfAPolicyOfItsOwnClass_saysSo() {
        CliRunner r = CliRunner.run("policies", "--show", "sprite");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("not a composition"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void policies_listsTheComponentsOfEveryFamily() {
        CliRunner r = CliRunner.run("policies");
        for (String family : List.of("transfer:", "selection:", "location:", "information:", "load-metric:", "migration:")) {
            assertTrue(r.out().contains("\n" + family), family);
        }
        assertTrue(r.out().contains("receiver-threshold  [dynamic]  needs a transfer policy that makes receivers"));
    }
}
