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

    /** One token; {@code lexeme} is the text as written (a string token keeps its quotes). */
    record Token(Kind kind, String lexeme, int column) {

        boolean is(String symbol) {
            return kind == Kind.SYMBOL && lexeme.equals(symbol);
        }

        /** How a syntax error names this token: {@code ')'} or {@code the end}. */
        String describe() {
            return kind == Kind.END ? "the end" : "'" + lexeme + "'";
        }

        /** A string token's value: without its quotes, each backslash replaced by the character it escapes. */
        String stringValue() {
            StringBuilder value = new StringBuilder();
            for (int i = 1; i < lexeme.length() - 1; i++) {
                char c = lexeme.charAt(i);
                if (c == '\\') {
                    c = lexeme.charAt(++i);
                }
                value.append(c);
            }
            return value.toString();
        }
    }

    /** Longest first, so that {@code <=} is not read as {@code <} then {@code =}. */
    private static final List<String> SYMBOLS = List.of(
            "=?=", "=!=", "<=", ">=", "==", "!=", "&&", "||",
            "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", "(", ")", "{", "}", ",", ".");

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
            } else if (isDigit(c)) {
                i = endOfNumber(text, i);
                tokens.add(new Token(Kind.NUMBER, text.substring(start, i), start + 1));
            } else if (isNameStart(c)) {
                while (i < text.length() && isNamePart(text.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(Kind.NAME, text.substring(start, i), start + 1));
            } else if (c == '"') {
                i = endOfString(text, i, label);
                tokens.add(new Token(Kind.STRING, text.substring(start, i), start + 1));
            } else {
                String symbol = symbolAt(text, i, label);
                i += symbol.length();
                tokens.add(new Token(Kind.SYMBOL, symbol, start + 1));
            }
        }
        tokens.add(new Token(Kind.END, "", text.length() + 1));
        return tokens;
    }

    /** {@code label: at column: message} — the one shape of every syntax error. */
    static IllegalArgumentException syntaxError(String label, int column, String message) {
        String prefix = label == null ? "" : label + ": ";
        return new IllegalArgumentException(prefix + "at " + column + ": " + message);
    }

    /**
     * Digits, then a fraction only if a digit follows the point ({@code 2.} is 2 then a stray '.'), then an
     * exponent only if a digit follows the {@code e} and its sign ({@code 1e} is 1 then the name {@code e}).
     */
    private static int endOfNumber(String text, int i) {
        i = endOfDigits(text, i);
        if (i + 1 < text.length() && text.charAt(i) == '.' && isDigit(text.charAt(i + 1))) {
            i = endOfDigits(text, i + 1);
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            int digits = i + 1 < text.length() && (text.charAt(i + 1) == '+' || text.charAt(i + 1) == '-') ? i + 2 : i + 1;
            if (digits < text.length() && isDigit(text.charAt(digits))) {
                i = endOfDigits(text, digits);
            }
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

    private static int endOfString(String text, int open, String label) {
        for (int i = open + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                return i + 1;
            }
        }
        throw syntaxError(label, open + 1, "expected a closing '\"' for this string but found the end");
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
            case '=' -> "expected '==', '=?=' or '=!=' but found '='";
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
