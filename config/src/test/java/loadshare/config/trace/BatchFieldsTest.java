package loadshare.config.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a batch scheduler reads of an SWF job besides its demand: fields 4, 5/8, 9, 10, 15 and 16, in submit order. */
class BatchFieldsTest {

    private static String line(int job, int submit, int run, int allocated, int requested, int requestedTime,
                               int memory, int queue, int partition) {
        return job + " " + submit + " -1 " + run + " " + allocated + " -1 -1 " + requested + " " + requestedTime + " "
                + memory + " 1 3 1 -1 " + queue + " " + partition + " -1 -1\n";
    }

    @Test
    void swf_batchFields_areReadPerJob_inSubmitOrder_withMinusOneWhereUnknown() {
        String text = line(1, 50, 100, 8, -1, 600, 2048, 1, 2)     // allocated 8, asked 600 s and 2 MB each
                + line(2, 10, 30, -1, 4, -1, -1, -1, -1);           // requested 4 processors, nothing else known
        Trace trace = TraceReaderTest.read(text, TraceFormat.SWF, TraceDemand.RUN_TIME);
        BatchFields f = trace.batch();
        assertEquals(30.0, f.runTime(0));        // job 2 was submitted first
        assertEquals(4, f.processors(0));
        assertEquals(-1.0, f.requestedTime(0));
        assertEquals(-1.0, f.memoryKb(0));
        assertEquals(-1, f.queue(0));
        assertEquals(-1, f.partition(0));
        assertEquals(100.0, f.runTime(1));
        assertEquals(8, f.processors(1));
        assertEquals(600.0, f.requestedTime(1));
        assertEquals(2048.0, f.memoryKb(1));
        assertEquals(1, f.queue(1));
        assertEquals(2, f.partition(1));
    }

    @Test
    void swf_aPartitionThatIsNoWholeNumber_isOneLineNamingTheField() {
        String text = line(1, 50, 100, 8, -1, 600, 2048, 1, 2).replace(" 1 2 -1 -1\n", " 1 2.5 -1 -1\n");
        String error = TraceReaderTest.error(text, TraceFormat.SWF);
        assertTrue(error.startsWith("t.swf:1: field 16 (partition): \"2.5\" is not a whole number"), error);
    }
}
