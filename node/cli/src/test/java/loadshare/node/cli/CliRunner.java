package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in-process and keeps what it printed. */
record CliRunner(int status, String out, String err) {

    static CliRunner run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new CliRunner(status, out.toString(), err.toString());
    }

    /** The command {@code args} is refused as bad input: one line holding {@code expected}, no stack trace. */
    static void rejected(String expected, String... args) {
        CliRunner r = run(args);
        assertEquals(Main.BAD_INPUT, r.status(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertFalse(r.err().contains("\tat "), r.err());
    }
}
