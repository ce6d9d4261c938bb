package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the text of a ClassAd expression into tokens: numbers ({@code 12}, {@code 0.25}, {@code 1.5e3}), names
 * ({@code Memory}, {@code true}), double-quoted strings (a backslash makes the next character literal),
 * operator symbols, and a final END token. Columns are 1-based, as in the syntax error messages.
 */
final class ClassAdTokenizer {

    enum Kind { NUMBER, STRING, NAME, SYMBOL, END }

    /**
     * One token; {@code lexeme} is the text as written (a string token keeps its quotes), {@code value} a string's
     * text with its escapes replaced (adjacent strings joined) or a quoted name's name.
     */
    record Token(Kind kind, String lexeme, int column, String value) {

        Token(Kind kind, String lexeme, int column) {
            this(kind, lexeme, column, lexeme);
        }

        boolean is(String symbol) {
            return kind == Kind.SYMBOL && lexeme.equals(symbol);
        }

        /** How a syntax error names this token: {@code ')'} or {@code the end}. */
        String describe() {
            return kind == Kind.END ? "the end" : "'" + lexeme + "'";
        }

        /** A string token's value. */
        String stringValue() {
            return value;
        }
    }

    /** Longest first, so that {@code <=} is not read as {@code <} then {@code =}. */
    private static final List<String> SYMBOLS = List.of(
            ">>>", "=?=", "=!=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
            "<", ">", "+", "-", "*", "/", "%", "!", "~", "&", "|", "^", "?", ":", "(", ")", "{", "}", "[", "]",
            ",", ";", ".", "=");

    private ClassAdTokenizer() {}

    /** The tokens of {@code text}, ending with END; {@code label} (may be null) prefixes error messages. */
    static List<Token> tokenize(String text, String label) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int start = i;
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            } else if (isDigit(c) || c == '.' && i + 1 < text.length() && isDigit(text.charAt(i + 1))
                    || c == '-' && !endsOperand(tokens) && startsNumber(text, i + 1)) {
                i = endOfNumber(text, c == '-' ? i + 1 : i, label);
                tokens.add(new Token(Kind.NUMBER, text.substring(start, i), start + 1));
            } else if (isNameStart(c)) {
                while (i < text.length() && isNamePart(text.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(Kind.NAME, text.substring(start, i), start + 1));
            } else if (c == '"') {
                StringBuilder value = new StringBuilder();
                i = endOfString(text, i, '"', label, value);
                // adjacent strings ("a" "b") are one string
                int after = i;
                while (after < text.length() && Character.isWhitespace(text.charAt(after))) {
                    after++;
                }
                while (after < text.length() && text.charAt(after) == '"') {
                    i = endOfString(text, after, '"', label, value);
                    after = i;
                    while (after < text.length() && Character.isWhitespace(text.charAt(after))) {
                        after++;
                    }
                }
                tokens.add(new Token(Kind.STRING, text.substring(start, i), start + 1, value.toString()));
            } else if (c == '\'') {
                StringBuilder value = new StringBuilder();
                i = endOfString(text, i, '\'', label, value);
                tokens.add(new Token(Kind.NAME, text.substring(start, i), start + 1, value.toString()));
            } else if (c == '?' && nextNonSpace(text, i + 1) == ':') {
                i = text.indexOf(':', i + 1) + 1;
                tokens.add(new Token(Kind.SYMBOL, "?:", start + 1));
            } else {
                String symbol = symbolAt(text, i, label);
                i += symbol.length();
                tokens.add(new Token(Kind.SYMBOL, symbol, start + 1));
            }
        }
        tokens.add(new Token(Kind.END, "", text.length() + 1));
        return tokens;
    }

    private static char nextNonSpace(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i < text.length() ? text.charAt(i) : 0;
    }

    /** Whether the last token ends an operand, so that a '-' after it is the operator, not a number's sign. */
    private static boolean endsOperand(List<Token> tokens) {
        if (tokens.isEmpty()) {
            return false;
        }
        Token last = tokens.get(tokens.size() - 1);
        return last.kind() != Kind.SYMBOL || last.is(")") || last.is("]") || last.is("}") || last.is(".");
    }

    private static boolean startsNumber(String text, int i) {
        return i < text.length() && (isDigit(text.charAt(i))
                || text.charAt(i) == '.' && i + 1 < text.length() && isDigit(text.charAt(i + 1)));
    }

    /** {@code label: at column: message} — the one shape of every syntax error. */
    static IllegalArgumentException syntaxError(String label, int column, String message) {
        String prefix = label == null ? "" : label + ": ";
        return new IllegalArgumentException(prefix + "at " + column + ": " + message);
    }

    /**
     * Digits, then a fraction (a point must be followed by a digit: {@code 2.} is an error), then, in a real, an
     * exponent (which must have digits: {@code 1e} is an error). An integer may not start with 0 ({@code 010} and
     * {@code 0x1F} are errors, as in HTCondor's default mode); {@code .5} is a real.
     */
    private static int endOfNumber(String text, int i, String label) {
        int start = i;
        i = endOfDigits(text, i);
        boolean real = false;
        if (i < text.length() && text.charAt(i) == '.') {
            if (i + 1 >= text.length() || !isDigit(text.charAt(i + 1))) {
                throw syntaxError(label, start + 1, "expected a digit after the point of " + text.substring(start, i + 1));
            }
            i = endOfDigits(text, i + 1);
            real = true;
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            int digits = i + 1 < text.length() && (text.charAt(i + 1) == '+' || text.charAt(i + 1) == '-') ? i + 2 : i + 1;
            if (digits >= text.length() || !isDigit(text.charAt(digits))) {
                throw syntaxError(label, start + 1, "expected digits in the exponent of " + text.substring(start, digits));
            }
            i = endOfDigits(text, digits);
            real = true;
        }
        if (!real && text.charAt(start) == '0' && (i - start > 1 || i < text.length() && isNamePart(text.charAt(i)))) {
            throw syntaxError(label, start + 1, "an integer cannot start with 0: " + text.substring(start, i));
        }
        return i;
    }

    /** Whether a number token is a real (has a point or an exponent) rather than an integer. */
    static boolean isReal(String number) {
        return number.indexOf('.') >= 0 || number.indexOf('e') >= 0 || number.indexOf('E') >= 0;
    }

    private static int endOfDigits(String text, int i) {
        while (i < text.length() && isDigit(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * The end of the string (or quoted name) that opens at {@code open}; its text, with HTCondor's escapes
     * ({@code \n \t \r \a \b \f \v}, octal {@code \101}, any other character after a backslash as itself), is
     * appended to {@code value}. A {@code \0} is an error.
     */
    private static int endOfString(String text, int open, char quote, String label, StringBuilder value) {
        for (int i = open + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == quote) {
                return i + 1;
            }
            if (c != '\\' || i + 1 >= text.length()) {
                value.append(c);
                continue;
            }
            c = text.charAt(++i);
            switch (c) {
                case 'a' -> value.append('\u0007');
                case 'b' -> value.append('\b');
                case 'f' -> value.append('\f');
                case 'n' -> value.append('\n');
                case 'r' -> value.append('\r');
                case 't' -> value.append('\t');
                case 'v' -> value.append('\u000b');
                default -> {
                    if (c >= '0' && c <= '7') {
                        int number = c - '0';
                        if (i + 1 < text.length() && isOctal(text.charAt(i + 1))) {
                            number = number * 8 + text.charAt(++i) - '0';
                            if (number < 0x20 && i + 1 < text.length() && isOctal(text.charAt(i + 1))) {
                                number = number * 8 + text.charAt(++i) - '0';
                            }
                        }
                        number &= 0xff;
                        if (number == 0) {
                            throw syntaxError(label, open + 1, "a string cannot contain \\0");
                        }
                        value.append((char) number);
                    } else {
                        value.append(c);
                    }
                }
            }
        }
        throw syntaxError(label, open + 1, "expected a closing '" + quote + "' for this string but found the end");
    }

    private static boolean isOctal(char c) {
        return c >= '0' && c <= '7';
    }

    private static String symbolAt(String text, int i, String label) {
        for (String symbol : SYMBOLS) {
            if (text.startsWith(symbol, i)) {
                return symbol;
            }
        }
        char c = text.charAt(i);
        String message = switch (c) {
            case '&' -> "expected '&&' but found '&'";
            case '|' -> "expected '||' but found '|'";
            default -> "unexpected character '" + c + "'";
        };
        throw syntaxError(label, i + 1, message);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isNameStart(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    private static boolean isNamePart(char c) {
        return isNameStart(c) || isDigit(c);
    }

    /** Whether {@code name} could be written as an attribute reference (letters, digits, '_'; no digit first). */
    static boolean isName(String name) {
        if (name.isEmpty() || !isNameStart(name.charAt(0))) {
            return false;
        }
        return name.chars().allMatch(c -> isNamePart((char) c));
    }
}
