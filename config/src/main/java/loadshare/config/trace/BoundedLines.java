package loadshare.config.trace;

import java.io.IOException;
import java.io.Reader;
import java.util.Locale;
import loadshare.config.SettingsException;

/**
 * The lines of a text file, each read into one fixed buffer and refused when it is longer than a bound: a file
 * that is not a trace (a gigabyte of zeros without a newline) fails at its first {@link #MAX_LINE} characters, in
 * constant memory, instead of being collected into one string. A line ends at {@code \n}, {@code \r\n} or
 * {@code \r}, as {@link java.io.BufferedReader#readLine()} has it; the last line needs no end.
 *
 * <p>After {@link #next()} returns true, the line is {@code buffer()[start(), end())} (without its end), valid
 * until the next call.
 */
public final class BoundedLines {

    /** The longest line: an SWF job line is about 100 characters, a CSV one fewer. */
    public static final int MAX_LINE = 1 << 16;

    private final Reader in;
    private final String name;
    private final String what;
    private final int maxLine;
    private final char[] buffer;
    private int start;
    private int end;
    private int lineStart;
    private int lineEnd;
    private long lineNumber;
    private boolean eof;
    private boolean skipNewline;

    /**
     * @param name the file as the user named it, for messages
     * @param what what the file should be, for messages: {@code "a trace"}
     */
    public BoundedLines(Reader in, String name, String what) {
        this(in, name, what, MAX_LINE);
    }

    BoundedLines(Reader in, String name, String what, int maxLine) {
        this.in = in;
        this.name = name;
        this.what = what;
        this.maxLine = maxLine;
        this.buffer = new char[Math.max(2 * maxLine, 8192)];
    }

    /**
     * Reads the next line.
     *
     * @return false at the end of the file
     * @throws SettingsException for a line longer than the bound:
     *                           {@code name:line: a line of more than N characters: not a trace (...)}
     */
    public boolean next() throws IOException {
        int scan = start;
        while (true) {
            if (skipNewline && start < end) {
                if (buffer[start] == '\n') {
                    start++;
                }
                skipNewline = false;
                scan = start;
            }
            for (int i = scan; i < end; i++) {
                char c = buffer[i];
                if (c == '\n' || c == '\r') {
                    return line(i, c == '\r');
                }
            }
            if (end - start > maxLine) {
                throw tooLong();
            }
            if (eof) {
                return start < end && line(end, false);
            }
            scan = end;
            if (end == buffer.length) {
                System.arraycopy(buffer, start, buffer, 0, end - start);
                scan -= start;
                end -= start;
                start = 0;
            }
            int read = in.read(buffer, end, buffer.length - end);
            if (read < 0) {
                eof = true;
            } else {
                end += read;
            }
        }
    }

    private boolean line(int at, boolean carriageReturn) {
        if (at - start > maxLine) {
            throw tooLong();
        }
        lineNumber++;
        lineStart = start;
        lineEnd = at;
        start = Math.min(at + 1, end);
        skipNewline = carriageReturn;
        return true;
    }

    private SettingsException tooLong() {
        return new SettingsException(name + ":" + (lineNumber + 1) + ": a line of more than "
                + String.format(Locale.ROOT, "%,d", maxLine) + " characters: not " + what
                + " (its lines are short)");
    }

    public char[] buffer() {
        return buffer;
    }

    /** The current line's first character in {@link #buffer()}. */
    public int start() {
        return lineStart;
    }

    /** Just past the current line's last character. */
    public int end() {
        return lineEnd;
    }

    /** The current line as a string. */
    public String text() {
        return new String(buffer, lineStart, lineEnd - lineStart);
    }

    /** The current line's number, from 1. */
    public long lineNumber() {
        return lineNumber;
    }
}
