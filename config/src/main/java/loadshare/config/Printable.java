package loadshare.config;

/**
 * User-given text as it may be printed: labels and names of policies, job classes, user classes and failure groups
 * are at most {@link #MAX_LENGTH} characters, and a control character in them is shown escaped ({@code \u001b}),
 * so that an escape sequence in a label cannot reach the terminal (or a CSV file, a plot) raw.
 */
public final class Printable {

    /** The longest label or name: one table cell, one legend entry. */
    public static final int MAX_LENGTH = 200;

    private Printable() {
    }

    /** {@code text} with every control character (C0, DEL, C1) written as a Java escape, {@code \u001b}. */
    public static String escape(String text) {
        if (text.chars().noneMatch(Character::isISOControl)) {
            return text;
        }
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c)) {
                escaped.append(String.format("\\u%04x", (int) c));
            } else {
                escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /**
     * The label or name {@code text} that {@code value} holds at {@code fullKey}, escaped; one longer than
     * {@link #MAX_LENGTH} is refused: {@code x.conf:3: ...label = "aaa... (10,485,762 characters)": a label must be
     * at most 200 characters}.
     *
     * @param what what the text is, for the message: {@code "a label"}
     */
    static String bounded(com.typesafe.config.ConfigValue value, String fullKey, String text, String what) {
        if (text.length() > MAX_LENGTH) {
            throw ConfigErrors.problem(value, fullKey, what + " must be at most " + MAX_LENGTH + " characters");
        }
        return escape(text);
    }
}
