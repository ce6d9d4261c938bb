package loadshare.config.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import loadshare.config.SettingsException;
import org.junit.jupiter.api.Test;

/** Lines as readLine has them, each bounded: an endless line fails at the bound, having read little more. */
class BoundedLinesTest {

    private static List<String> lines(String text, int maxLine) throws IOException {
        BoundedLines lines = new BoundedLines(new StringReader(text), "t.swf", "a trace", maxLine);
        List<String> all = new ArrayList<>();
        while (lines.next()) {
            assertEquals(all.size() + 1, lines.lineNumber());
            all.add(lines.text());
        }
        return all;
    }

    @Test
    void linesEndAtNewlineCarriageReturnOrBoth_theLastNeedsNoEnd_asReadLineHasThem() throws IOException {
        assertEquals(List.of("a", "", "b", "c", "d"), lines("a\n\nb\r\nc\rd", 8));
        assertEquals(List.of("a", "b"), lines("a\r\nb\n", 8));
        assertEquals(List.of(), lines("", 8));
        assertEquals(List.of("12345678"), lines("12345678\n", 8));
    }

    @Test
    void linesLongerThanTheBufferBetweenThem_areReadWhole() throws IOException {
        String line = "x".repeat(5000);
        List<String> all = lines((line + "\n").repeat(10), 6000);
        assertEquals(10, all.size());
        assertTrue(all.stream().allMatch(line::equals));
    }

    @Test
    void aLineLongerThanTheBound_isRefused_namingFileAndLine() {
        String message = assertThrows(SettingsException.class, () -> lines("ok\n" + "0".repeat(9) + "\n", 8))
                .getMessage();
        assertEquals("t.swf:2: a line of more than 8 characters: not a trace (its lines are short)", message);
    }

    @Test
    void anEndlessLine_failsAfterReadingAboutTheBound_notTheWholeStream() {
        long[] read = {0};
        Reader zeros = new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) {
                read[0] += length;
                return length; // never ends: '\0' forever
            }

            @Override
            public void close() {
            }
        };
        BoundedLines lines = new BoundedLines(zeros, "zeros.swf.gz", "a trace", 1000);
        assertThrows(SettingsException.class, lines::next);
        assertTrue(read[0] <= 8192 + 1000, "read " + read[0]);
        assertFalse(read[0] < 1000);
    }
}
