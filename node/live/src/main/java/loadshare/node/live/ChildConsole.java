package loadshare.node.live;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * What a node started by {@code loadshare cluster} prints for the user, marked so that the launcher, which reads
 * every line of its output, can tell it from the node's own chatter (warnings, its address) and show it on its
 * console: the run's console lines (joins, the status line, a hand-over) as they come, and the final table of the
 * node that wrote the results. The node gets {@link #OPTION}; each marked line is a prefix and the text.
 */
public final class ChildConsole {

    /** The option a node gets when its launcher shows the user what it marks. */
    public static final String OPTION = "--to-launcher";
    private static final String CONSOLE = "console| ";
    private static final String RESULT = "result| ";
    private static final String BEGUN = "begun| ";
    private static final String GONE = "gone| ";

    /** A line of a child node's output, as its launcher reads it. */
    public sealed interface Line {
    }

    /** A console line: shown at once. */
    public record Console(String text) implements Line {
    }

    /** A line of the results' table: shown if this node's results are the run's. */
    public record Result(String text) implements Line {
    }

    /**
     * The node's workstation began in the run: the run's clock started at {@code epochNanos} (wall clock, nanoseconds
     * since the Unix epoch), and it began at model time {@code at} (0 unless it was restarted after it died), on the
     * node at {@code hostPort}.
     */
    public record Begun(long epochNanos, double at, String hostPort) implements Line {
    }

    /**
     * The node found node {@code peer} gone (its listing or the cluster dropped it) when its clock said model time
     * {@code at}: in a run that replays failures, the launcher that killed {@code peer} knows from this how long the
     * survivors took to learn of it.
     */
    public record Gone(int peer, double at) implements Line {
    }

    /** Anything else (the node's log): kept in its log only. */
    public record Other(String text) implements Line {
    }

    private ChildConsole() {
    }

    /** Console lines written to {@code target}, marked. */
    public static PrintWriter console(PrintWriter target) {
        return new PrintWriter(new Marking(target, CONSOLE), true);
    }

    /** The results' table written to {@code target}, marked. */
    public static PrintWriter result(PrintWriter target) {
        return new PrintWriter(new Marking(target, RESULT), true);
    }

    /** Says to the launcher that the node began, as {@code begun} tells. */
    public static void begun(PrintWriter target, Begun begun) {
        target.println(BEGUN + begun.epochNanos() + " " + begun.at() + " " + begun.hostPort());
        target.flush();
    }

    /** Says to the launcher that the node found a peer gone, as {@code gone} tells. */
    public static void gone(PrintWriter target, Gone gone) {
        target.println(GONE + gone.peer() + " " + gone.at());
        target.flush();
    }

    public static Line parse(String line) {
        if (line.startsWith(GONE)) {
            String[] parts = line.substring(GONE.length()).split(" ");
            try {
                return new Gone(Integer.parseInt(parts[0]), Double.parseDouble(parts[1]));
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                return new Other(line);
            }
        }
        if (line.startsWith(BEGUN)) {
            String[] parts = line.substring(BEGUN.length()).split(" ");
            try {
                return new Begun(Long.parseLong(parts[0]), Double.parseDouble(parts[1]), parts[2]);
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                return new Other(line);
            }
        }
        if (line.startsWith(CONSOLE)) {
            return new Console(line.substring(CONSOLE.length()));
        }
        if (line.startsWith(RESULT)) {
            return new Result(line.substring(RESULT.length()));
        }
        return new Other(line);
    }

    /** Writes each whole line to the target with the mark in front; a line still open waits for its end. */
    private static final class Marking extends Writer {

        private final PrintWriter target;
        private final String mark;
        private final StringBuilder line = new StringBuilder();

        Marking(PrintWriter target, String mark) {
            this.target = target;
            this.mark = mark;
        }

        @Override
        public synchronized void write(char[] chars, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                char c = chars[i];
                if (c == '\n') {
                    target.println(mark + line);
                    line.setLength(0);
                } else if (c != '\r') {
                    line.append(c);
                }
            }
        }

        @Override
        public void flush() {
            target.flush();
        }

        @Override
        public synchronized void close() {
            if (line.length() > 0) {
                target.println(mark + line);
                line.setLength(0);
            }
            target.flush();
        }
    }
}
