package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every command's --help renders cleanly: picocli warns on stderr about a stray '%' in a description, for one. */
class HelpTextTest {

    @Test
    void everyCommandsHelp_rendersWithoutWarnings() {
        List<CommandLine> commands = new ArrayList<>();
        collect(Main.commandLine(), commands);
        PrintStream stderr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            for (CommandLine command : commands) {
                assertFalse(command.getUsageMessage().contains("%n"), command.getCommandName());
            }
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8));
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        into.add(command);
        command.getSubcommands().values().forEach(sub -> collect(sub, into));
    }
}
