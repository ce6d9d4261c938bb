package loadshare.config;

/**
 * Refuses HOCON text that nests objects and lists deeper than {@link #MAX} levels, before Typesafe Config parses
 * it: its parser recurses once per level and overflows the stack somewhere below 2,000 levels (a file nested
 * 2,000 deep ended in a StackOverflowError). An experiment needs a handful of levels; 64 is plenty.
 *
 * <p>A simple scanner, not a parser: it counts {@code {} and {@code [} up and {@code }} and {@code ]} down,
 * skipping quoted strings ({@code "..."} with escapes, {@code """..."""} without), comments ({@code #} and
 * {@code //} to the end of the line) and substitutions ({@code ${...}}). Unbalanced text is left to the parser,
 * which reports it with its line.
 */
final class NestingDepth {

    /** The deepest nesting of objects and lists an experiment may have. */
    static final int MAX = 64;

    private NestingDepth() {
    }

    /** Fails with {@code file:line: loadshare.experiment: ...} at the line where the nesting goes deeper than {@link #MAX}. */
    static void checkFile(CharSequence text, String file) {
        int line = deepLine(text, MAX);
        if (line > 0) {
            throw tooDeep(file + ":" + line);
        }
    }

    /** Fails with {@code --set key=value: loadshare.experiment: ...} if the value nests deeper than {@link #MAX}. */
    static void checkArgument(CharSequence value, String argument) {
        if (deepLine(value, MAX) > 0) {
            throw tooDeep(argument);
        }
    }

    private static SettingsException tooDeep(String where) {
        return new SettingsException(where + ": " + ExperimentLoader.SECTION + ": objects and lists nest more than "
                + MAX + " levels deep here: at most " + MAX + " levels are read (an experiment needs a few; is the file"
                + " generated or damaged?)");
    }

    /** The line (from 1) where the nesting first exceeds {@code max}, or 0 if it never does. */
    static int deepLine(CharSequence text, int max) {
        int depth = 0;
        int line = 1;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> line++;
                case '{', '[' -> {
                    if (++depth > max) {
                        return line;
                    }
                }
                case '}', ']' -> depth = Math.max(0, depth - 1);
                case '#' -> i = endOfLine(text, i) - 1;
                case '/' -> {
                    if (i + 1 < n && text.charAt(i + 1) == '/') {
                        i = endOfLine(text, i) - 1;
                    }
                }
                case '$' -> {
                    if (i + 1 < n && text.charAt(i + 1) == '{') {
                        int close = indexOf(text, '}', i + 2);
                        line += newlines(text, i, close);
                        i = close;
                    }
                }
                case '"' -> {
                    int end = endOfString(text, i);
                    line += newlines(text, i, end);
                    i = end;
                }
                default -> {
                }
            }
        }
        return 0;
    }

    /** The index of the last character of the string opening at {@code open} (or the text's last index). */
    private static int endOfString(CharSequence text, int open) {
        int n = text.length();
        if (open + 2 < n && text.charAt(open + 1) == '"' && text.charAt(open + 2) == '"') {
            for (int i = open + 3; i + 2 < n; i++) {
                if (text.charAt(i) == '"' && text.charAt(i + 1) == '"' && text.charAt(i + 2) == '"') {
                    int end = i + 2;
                    while (end + 1 < n && text.charAt(end + 1) == '"') {
                        end++;     // """a"""" ends with the last of its quotes, as HOCON has it
                    }
                    return end;
                }
            }
            return n - 1;
        }
        for (int i = open + 1; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"' || c == '\n') {
                return c == '"' ? i : i - 1;    // a quoted string ends at its line's end: the parser reports it
            }
        }
        return n - 1;
    }

    private static int endOfLine(CharSequence text, int from) {
        return indexOf(text, '\n', from);
    }

    /** The index of {@code c} from {@code from} on, or the text's length if there is none. */
    private static int indexOf(CharSequence text, char c, int from) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return text.length();
    }

    private static int newlines(CharSequence text, int from, int to) {
        int count = 0;
        for (int i = from; i <= to && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                count++;
            }
        }
        return count;
    }
}
