package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a node of {@code cluster} marks for its launcher, and how the launcher reads it back. */
class ChildConsoleTest {

    @Test
    void markedLines_readBackAsConsoleOrResult_andAnythingElseIsTheNodesOwn() {
        StringWriter out = new StringWriter();
        PrintWriter target = new PrintWriter(out, true);
        PrintWriter console = ChildConsole.console(target);
        PrintWriter result = ChildConsole.result(target);
        console.println("node 1 joined");
        result.printf("  policy  mean%n  none    1.649%n");
        target.println("12:00:00.000 WARN  a.c.Cluster - something");
        console.print("t=  12.5 throughput");      // a line still open waits for its end
        console.print(" 2.1 jobs/s");
        console.println();
        List<ChildConsole.Line> lines = out.toString().lines().map(ChildConsole::parse).toList();
        assertEquals(List.of(new ChildConsole.Console("node 1 joined"), new ChildConsole.Result("  policy  mean"),
                new ChildConsole.Result("  none    1.649"),
                new ChildConsole.Other("12:00:00.000 WARN  a.c.Cluster - something"),
                new ChildConsole.Console("t=  12.5 throughput 2.1 jobs/s")), lines);
    }

    @Test
    void anEmptyLine_staysAnEmptyLine_ofItsKind() {
        StringWriter out = new StringWriter();
        ChildConsole.result(new PrintWriter(out, true)).println();
        assertEquals(new ChildConsole.Result(""), ChildConsole.parse(out.toString().lines().findFirst().orElseThrow()));
    }

    @Test
    void aNodesBeginning_readsBackWithTheEpochTheModelTimeAndTheAddress_andAMangledOneIsTheNodesOwn() {
        StringWriter out = new StringWriter();
        ChildConsole.begun(new PrintWriter(out), new ChildConsole.Begun(1795692522035002765L, 661.5, "127.0.0.1:4321"));
        assertEquals(new ChildConsole.Begun(1795692522035002765L, 661.5, "127.0.0.1:4321"),
                ChildConsole.parse(out.toString().strip()));
        assertEquals(new ChildConsole.Other("begun| soon"), ChildConsole.parse("begun| soon"));
    }

    @Test
    void aPeerFoundGone_readsBackWithThePeerAndTheModelTime_andAMangledOneIsTheNodesOwn() {
        StringWriter out = new StringWriter();
        ChildConsole.gone(new PrintWriter(out), new ChildConsole.Gone(3, 157.25));
        assertEquals(new ChildConsole.Gone(3, 157.25), ChildConsole.parse(out.toString().strip()));
        assertEquals(new ChildConsole.Other("gone| 3"), ChildConsole.parse("gone| 3"));
    }
}
