package loadshare.config.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.stream.IntStream;
import loadshare.config.SettingsException;
import org.junit.jupiter.api.Test;

/** The trace contract as the reader keeps it: usable jobs, skip reasons, order, users, demand and bad lines. */
class TraceReaderTest {

    /** An SWF job line: job number, submit, run time, allocated, requested, user; the other fields -1. */
    static String swf(int job, String submit, String runTime, String allocated, String requested, String user) {
        return String.join(" ", String.valueOf(job), submit, "-1", runTime, allocated, "-1", "-1", requested,
                "-1", "-1", "1", user, "1", "-1", "-1", "-1", "-1", "-1") + "\n";
    }

    static Trace read(String text, TraceFormat format, TraceDemand demand) {
        try {
            return Trace.read(new BufferedReader(new StringReader(text)), "t.swf", format, demand, 4);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    static String error(String text, TraceFormat format) {
        return assertThrows(SettingsException.class, () -> read(text, format, TraceDemand.RUN_TIME)).getMessage();
    }

    @Test
    void swf_usesJobsWithRunTimeSubmitAndProcessors_andCountsTheOthersByReason() {
        String text = "; header\n;\n\n"
                + swf(1, "100", "10", "4", "-1", "7")     // used, 4 allocated
                + swf(2, "101", "0", "4", "-1", "7")      // run time 0
                + swf(3, "102", "-1", "4", "-1", "7")     // run time unknown
                + swf(4, "-1", "5", "4", "-1", "7")       // submit unknown
                + swf(5, "103", "5", "-1", "-1", "7")     // no processors
                + swf(6, "104", "6", "-1", "2", "8");     // requested 2
        Trace trace = read(text, TraceFormat.SWF, TraceDemand.CPU_TIME);
        assertEquals(2, trace.jobs());
        assertEquals(2, trace.skipped(SkipReason.RUN_TIME));
        assertEquals(1, trace.skipped(SkipReason.SUBMIT_TIME));
        assertEquals(1, trace.skipped(SkipReason.PROCESSORS));
        assertEquals(4, trace.skippedTotal());
        assertEquals(0.0, trace.submit(0));
        assertEquals(4.0, trace.submit(1));
        assertEquals(40.0, trace.demand(0));   // cpu-time: 10 s x 4 allocated
        assertEquals(12.0, trace.demand(1));   // 6 s x 2 requested
        assertEquals(100.0, trace.start());
        assertEquals(2, trace.users());
    }

    @Test
    void swf_runTimeDemand_isTheRunTimeWhateverTheProcessors() {
        Trace trace = read(swf(1, "0", "10", "128", "-1", "1"), TraceFormat.SWF, TraceDemand.RUN_TIME);
        assertEquals(10.0, trace.demand(0));
    }

    @Test
    void jobs_arriveInSubmitOrder_tiesInFileOrder_andUsersAreNumberedByFirstSubmission() {
        String text = swf(1, "50", "1", "1", "-1", "9")
                + swf(2, "10", "2", "1", "-1", "3")
                + swf(3, "30", "3", "1", "-1", "-1")
                + swf(4, "10", "4", "1", "-1", "9")
                + swf(5, "30", "5", "1", "-1", "3");
        Trace trace = read(text, TraceFormat.SWF, TraceDemand.RUN_TIME);
        double[] demands = IntStream.range(0, 5).mapToDouble(trace::demand).toArray();
        double[] submits = IntStream.range(0, 5).mapToDouble(trace::submit).toArray();
        int[] users = IntStream.range(0, 5).map(trace::user).toArray();
        assertArrayEquals(new double[] {2, 4, 3, 5, 1}, demands);
        assertArrayEquals(new double[] {0, 0, 20, 20, 40}, submits);
        assertArrayEquals(new int[] {0, 1, 2, 0, 1}, users); // 3 first, then 9, then -1
        assertEquals(3, trace.users());
    }

    @Test
    void swf_malformedLine_isOneErrorNamingFileLineAndField() {
        String text = "; c\n" + swf(1, "0", "1", "1", "-1", "1") + swf(2, "5", "abc", "1", "-1", "1");
        assertEquals("t.swf:3: field 4 (run time): \"abc\" is not a number", error(text, TraceFormat.SWF));
        assertEquals("t.swf:1: field 5 (allocated processors): \"1.5\" is not a whole number",
                error(swf(1, "0", "1", "1.5", "-1", "1"), TraceFormat.SWF));
        assertEquals("t.swf:1: field 2 (submit time): \"NaN\" is not a number",
                error(swf(1, "NaN", "1", "1", "-1", "1"), TraceFormat.SWF));
        assertEquals("t.swf:1: 3 fields: an SWF job line has 18", error("1 2 3\n", TraceFormat.SWF));
        assertEquals("t.swf:1: more than 18 fields: an SWF job line has 18",
                error(swf(1, "0", "1", "1", "-1", "1").strip() + " 7\n", TraceFormat.SWF));
    }

    @Test
    void noUsableJob_isOneClearError() {
        assertEquals("t.swf: no usable job (a job needs a run time > 0, a submit time >= 0 and processors > 0); "
                + "skipped: 1 run time not > 0", error(swf(1, "0", "-1", "1", "-1", "1"), TraceFormat.SWF));
        assertEquals("t.swf: no usable job (a job needs a run time > 0, a submit time >= 0 and processors > 0)",
                error("; only a header\n", TraceFormat.SWF));
    }

    @Test
    void csv_readsItsColumnsInAnyOrder_withOptionalUserProcessorsAndMemory() {
        String text = "demand, submit ,node,user,processors,memory\n"
                + "# a comment\n"
                + "3.5,1,2,42,2,1024\n"
                + "\n"
                + "1,0,3,-1,1,0\n"
                + "0,4,1,42,1,0\n"          // demand 0: skipped as its run time
                + "2,5,0,42,0,0\n";         // processors 0: skipped
        Trace trace = read(text, TraceFormat.CSV, TraceDemand.CPU_TIME);
        assertEquals(2, trace.jobs());
        assertEquals(1.0, trace.demand(0));
        assertEquals(3, trace.node(0));
        assertEquals(7.0, trace.demand(1));
        assertEquals(1.0, trace.submit(1));
        assertEquals(2, trace.node(1));
        assertEquals(1, trace.skipped(SkipReason.RUN_TIME));
        assertEquals(1, trace.skipped(SkipReason.PROCESSORS));
    }

    @Test
    void csv_badInput_isOneErrorNamingFileLineAndField() {
        assertEquals("t.swf:2: field 3 (demand): \"x\" is not a number",
                error("submit,node,demand\n0,1,x\n", TraceFormat.CSV));
        assertEquals("t.swf:2: field 2 (node): \"9\" is not a node of this cluster (0..3)",
                error("submit,node,demand\n0,9,1\n", TraceFormat.CSV));
        assertEquals("t.swf:2: 2 fields: the header names 3", error("submit,node,demand\n0,1\n", TraceFormat.CSV));
        assertEquals("t.swf:1: the header lacks the column \"node\" (a CSV trace needs submit,node,demand; user, "
                + "processors and memory are optional)", error("submit,demand\n0,1\n", TraceFormat.CSV));
        assertEquals("t.swf:1: unknown column \"when\" in the header (columns: submit, node, demand, user, "
                + "processors, memory; submit, node and demand are required)",
                error("when,node,demand\n", TraceFormat.CSV));
    }

    @Test
    void paceFactor_makesTheReplayedJobsOfferTheLoad() {
        String text = swf(1, "0", "30", "1", "-1", "1") + swf(2, "10", "10", "1", "-1", "1")
                + swf(3, "20", "40", "1", "-1", "1");
        Trace trace = read(text, TraceFormat.SWF, TraceDemand.RUN_TIME);
        assertEquals(80.0 / (4 * 20), trace.ownLoad(3, 4));
        double f = trace.paceFactor(3, 4, 0.5);
        assertEquals(2.0, f);
        assertEquals(0.5, trace.totalDemand(3) / (4 * trace.span(3) * f));
        assertEquals(40.0 / (4 * 10), trace.ownLoad(2, 4)); // the replayed prefix alone
    }

    @Test
    void numbers_parsedInPlace_equalParseDouble() {
        String[] texts = {"0", "-1", "7", "123.456789", "0.1", "0.3", "1.000001", "999999999999999", "12345.678901234",
            "4.35", "1e3", "-2.5E-3", ".5", "5.", "0000012.5", "3.141592653589793", "1234567890123456789"};
        for (String text : texts) {
            assertEquals(Double.parseDouble(text), Numbers.parse(text, 0, text.length()), text);
        }
        long state = 99;
        for (int i = 0; i < 100_000; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            String text = String.format(java.util.Locale.ROOT, "%." + (int) ((state >>> 60) % 10) + "f",
                    (state >>> 11) / (double) (1L << 53) * Math.pow(10, (state >>> 56) % 8));
            assertEquals(Double.parseDouble(text), Numbers.parse(text, 0, text.length()), text);
        }
        for (String bad : new String[] {"", "-", "abc", "1.2.3", "NaN", "Infinity", "0x10", "1d", "1f", "--1"}) {
            assertTrue(Double.isNaN(Numbers.parse(bad, 0, bad.length())), bad);
        }
    }
}
