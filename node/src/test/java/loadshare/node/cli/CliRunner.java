package loadshare.node.cli;

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
}
