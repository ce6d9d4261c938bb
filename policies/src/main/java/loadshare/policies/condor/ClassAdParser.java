package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import loadshare.policies.condor.ClassAdNode.Scope;
import loadshare.policies.condor.ClassAdTokenizer.Kind;
import loadshare.policies.condor.ClassAdTokenizer.Token;

/**
 * A recursive-descent parser for the grammar in {@link ClassAdExpression}: one method per precedence
 * level, lowest first. Each level reads its operands with the next level's method, so binary operators
 * associate to the left; the conditional associates to the right.
 */
final class ClassAdParser {

    private static final String OPERAND = "an attribute, a number, a string, a function, '{' or '('";

    private final List<Token> tokens;
    private final String label;
    private int next;

    private ClassAdParser(List<Token> tokens, String label) {
        this.tokens = tokens;
        this.label = label;
    }

    /** The tree of {@code text}; a syntax error is an IllegalArgumentException whose message starts with {@code label: }. */
    static ClassAdNode parse(String text, String label) {
        ClassAdParser parser = new ClassAdParser(ClassAdTokenizer.tokenize(text, label), label);
        ClassAdNode root = parser.conditional();
        if (parser.peek().is("=")) {
            throw parser.expected("'==', '=?=' or '=!='");
        }
        if (parser.peek().kind() != Kind.END) {
            throw parser.expected("an operator or the end");
        }
        return root;
    }

    private static final java.util.Set<String> KEYWORDS = java.util.Set.of(
            "true", "false", "undefined", "error", "is", "isnt");

    /** The attribute references of {@code text}, which parses, with their columns (see ClassAdExpression#references). */
    static List<ClassAdExpression.Reference> references(String text) {
        List<Token> tokens = ClassAdTokenizer.tokenize(text, null);
        List<ClassAdExpression.Reference> references = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            if (token.kind() != Kind.NAME || tokens.get(i + 1).is("(")
                    || KEYWORDS.contains(token.lexeme().toLowerCase(Locale.ROOT))) {
                continue;
            }
            if (tokens.get(i + 1).is(".")) { // MY. or TARGET.
                Token name = tokens.get(i + 2);
                references.add(new ClassAdExpression.Reference(token.lexeme().toUpperCase(Locale.ROOT), name.lexeme(),
                        token.column()));
                i += 2;
            } else {
                references.add(new ClassAdExpression.Reference("", token.lexeme(), token.column()));
            }
        }
        return references;
    }

    private ClassAdNode conditional() {
        ClassAdNode condition = or();
        if (!accept("?")) {
            return condition;
        }
        ClassAdNode then = conditional();
        expect(":");
        ClassAdNode otherwise = conditional();
        return new ClassAdNode.Conditional(condition, then, otherwise);
    }

    private ClassAdNode or() {
        ClassAdNode left = and();
        while (accept("||")) {
            left = new ClassAdNode.Or(left, and());
        }
        return left;
    }

    private ClassAdNode and() {
        ClassAdNode left = bitOr();
        while (accept("&&")) {
            left = new ClassAdNode.And(left, bitOr());
        }
        return left;
    }

    private ClassAdNode bitOr() {
        return leftAssociative(this::bitXor, ClassAdOperator.BIT_OR);
    }

    private ClassAdNode bitXor() {
        return leftAssociative(this::bitAnd, ClassAdOperator.BIT_XOR);
    }

    private ClassAdNode bitAnd() {
        return leftAssociative(this::equality, ClassAdOperator.BIT_AND);
    }

    /** {@code ==}, {@code !=}, {@code =?=} (or the word {@code is}), {@code =!=} (or {@code isnt}). */
    private ClassAdNode equality() {
        ClassAdNode left = relation();
        while (true) {
            ClassAdOperator operator = acceptOneOf(ClassAdOperator.EQUAL, ClassAdOperator.NOT_EQUAL,
                    ClassAdOperator.IS, ClassAdOperator.ISNT);
            if (operator == null) {
                operator = acceptWord("is") ? ClassAdOperator.IS : acceptWord("isnt") ? ClassAdOperator.ISNT : null;
            }
            if (operator == null) {
                return left;
            }
            left = new ClassAdNode.Binary(operator, left, relation());
        }
    }

    private ClassAdNode relation() {
        return leftAssociative(this::shift, ClassAdOperator.LESS_OR_EQUAL, ClassAdOperator.LESS,
                ClassAdOperator.GREATER_OR_EQUAL, ClassAdOperator.GREATER);
    }

    private ClassAdNode shift() {
        return leftAssociative(this::additive, ClassAdOperator.SHIFT_RIGHT_UNSIGNED, ClassAdOperator.SHIFT_LEFT,
                ClassAdOperator.SHIFT_RIGHT);
    }

    private ClassAdNode additive() {
        return leftAssociative(this::multiplicative, ClassAdOperator.ADD, ClassAdOperator.SUBTRACT);
    }

    private ClassAdNode multiplicative() {
        return leftAssociative(this::unary, ClassAdOperator.MULTIPLY, ClassAdOperator.DIVIDE, ClassAdOperator.MODULO);
    }

    private ClassAdNode leftAssociative(Supplier<ClassAdNode> operand, ClassAdOperator... operators) {
        ClassAdNode left = operand.get();
        ClassAdOperator operator;
        while ((operator = acceptOneOf(operators)) != null) {
            left = new ClassAdNode.Binary(operator, left, operand.get());
        }
        return left;
    }

    private ClassAdNode unary() {
        if (accept("-")) {
            return new ClassAdNode.Negate(unary());
        }
        if (accept("!")) {
            return new ClassAdNode.Not(unary());
        }
        if (accept("+")) {
            return new ClassAdNode.Plus(unary());
        }
        if (accept("~")) {
            return new ClassAdNode.BitNot(unary());
        }
        return postfix();
    }

    /** A primary followed by subscripts {@code [i]}, selections {@code .name} and fallbacks {@code ?: x}. */
    private ClassAdNode postfix() {
        ClassAdNode node = primary();
        while (true) {
            if (accept("[")) {
                ClassAdNode index = conditional();
                expect("]");
                node = new ClassAdNode.Subscript(node, index);
            } else if (accept("?:")) {
                node = new ClassAdNode.Elvis(node, postfix());
            } else if (accept(".")) {
                Token attribute = attributeName();
                if (node instanceof ClassAdNode.Reference r && r.scope() == Scope.EITHER && !r.absolute()
                        && (r.name().equalsIgnoreCase("my") || r.name().equalsIgnoreCase("target"))) {
                    node = new ClassAdNode.Reference(r.name().equalsIgnoreCase("my") ? Scope.MY : Scope.TARGET,
                            attribute.value(), false);
                } else {
                    node = new ClassAdNode.Select(node, attribute.value());
                }
            } else {
                return node;
            }
        }
    }

    /** The name after a '.': not a keyword ({@code MY.is} is an error, as in HTCondor). */
    private Token attributeName() {
        Token attribute = peek();
        if (attribute.kind() != Kind.NAME || isKeyword(attribute)) {
            throw expected("an attribute name after '.'");
        }
        next++;
        return attribute;
    }

    private static boolean isKeyword(Token token) {
        return token.lexeme().charAt(0) != '\'' && KEYWORDS.contains(token.lexeme().toLowerCase(Locale.ROOT));
    }

    private ClassAdNode primary() {
        Token token = peek();
        switch (token.kind()) {
            case NUMBER:
                next++;
                return new ClassAdNode.Literal(number(token));
            case STRING:
                next++;
                return new ClassAdNode.Literal(ClassAdValue.of(token.stringValue()));
            case NAME:
                next++;
                return name(token);
            default:
                if (accept("(")) {
                    ClassAdNode inner = conditional();
                    expect(")");
                    return inner;
                }
                if (accept("{")) {
                    return new ClassAdNode.ListLiteral(arguments("}"));
                }
                if (accept("[")) {
                    return ad();
                }
                if (accept(".")) {
                    return new ClassAdNode.Reference(Scope.EITHER, attributeName().value(), true);
                }
                throw expected(OPERAND);
        }
    }

    /** {@code [ name = expression; ... ]}, after its '['. */
    private ClassAdNode ad() {
        List<String> names = new ArrayList<>();
        List<ClassAdNode> values = new ArrayList<>();
        while (!accept("]")) {
            Token name = peek();
            if (name.kind() != Kind.NAME || isKeyword(name)) {
                throw expected("an attribute name or ']'");
            }
            next++;
            expect("=");
            names.add(name.value());
            values.add(conditional());
            if (!accept(";") && !peek().is("]")) {
                throw expected("';' or ']'");
            }
        }
        return new ClassAdNode.AdLiteral(names, values);
    }

    /**
     * An integer, or a real if it has a point or an exponent. An integer too large for 64 bits is 0, as HTCondor
     * reads it.
     */
    private ClassAdValue number(Token token) {
        if (ClassAdTokenizer.isReal(token.lexeme())) {
            return ClassAdValue.of(Double.parseDouble(token.lexeme()));
        }
        try {
            return ClassAdValue.of(Long.parseLong(token.lexeme()));
        } catch (NumberFormatException e) {
            return ClassAdValue.of(0L);
        }
    }

    /** A function call's arguments or a list's elements, up to the closing symbol: {@code a, b, c}. */
    private List<ClassAdNode> arguments(String close) {
        List<ClassAdNode> nodes = new ArrayList<>();
        if (accept(close)) {
            return nodes;
        }
        do {
            nodes.add(conditional());
        } while (accept(","));
        expect(close);
        return nodes;
    }

    /** {@code name(arguments)}: an unknown function or a wrong number of arguments is ERROR when evaluated. */
    private ClassAdNode call(Token token) {
        ClassAdFunction function = ClassAdFunction.find(token.lexeme());
        List<ClassAdNode> arguments = arguments(")");
        if ((function == ClassAdFunction.ABS_TIME || function == ClassAdFunction.REL_TIME) && arguments.size() == 1
                && arguments.get(0) instanceof ClassAdNode.Literal literal && literal.value() instanceof ClassAdValue.Text text) {
            return timeLiteral(token, function, text.value());
        }
        return new ClassAdNode.Call(token.lexeme(), function, arguments);
    }

    /**
     * {@code absTime("2024-02-29T13:45:10Z")}, {@code relTime("1+02:03:04")}: read when parsed, as HTCondor does; a
     * string that is no time is a syntax error.
     */
    private ClassAdNode timeLiteral(Token token, ClassAdFunction function, String text) {
        ClassAdValue value;
        if (function == ClassAdFunction.ABS_TIME) {
            value = ClassAdTimes.parseAbsTime(text);
        } else {
            Double seconds = ClassAdTimes.parseRelTime(text);
            value = seconds == null ? null : ClassAdValue.of(seconds);
        }
        if (value == null) {
            throw ClassAdTokenizer.syntaxError(label, token.column(), "no time in " + token.lexeme() + "(\"" + text + "\")");
        }
        return new ClassAdNode.Literal(value);
    }

    /** A keyword literal, a function call, or an attribute reference. */
    private ClassAdNode name(Token token) {
        if (token.lexeme().charAt(0) == '\'') {
            return new ClassAdNode.Reference(Scope.EITHER, token.value(), false);
        }
        String word = token.lexeme().toLowerCase(Locale.ROOT);
        if (peek().is("(")) {
            next++;
            return call(token);
        }
        if (word.equals("is") || word.equals("isnt")) {
            throw ClassAdTokenizer.syntaxError(label, token.column(), "expected " + OPERAND + " but found '"
                    + token.lexeme() + "' (a reserved word)");
        }
        return switch (word) {
            case "true" -> new ClassAdNode.Literal(ClassAdValue.TRUE);
            case "false" -> new ClassAdNode.Literal(ClassAdValue.FALSE);
            case "undefined" -> new ClassAdNode.Literal(ClassAdValue.UNDEFINED);
            case "error" -> new ClassAdNode.Literal(ClassAdValue.ERROR);
            default -> new ClassAdNode.Reference(Scope.EITHER, token.lexeme(), false);
        };
    }

    private Token peek() {
        return tokens.get(next);
    }

    /** A reserved word written as a name ({@code is}, {@code isnt}), in any case. */
    private boolean acceptWord(String word) {
        if (peek().kind() == Kind.NAME && peek().lexeme().equalsIgnoreCase(word)) {
            next++;
            return true;
        }
        return false;
    }

    private boolean accept(String symbol) {
        if (peek().is(symbol)) {
            next++;
            return true;
        }
        return false;
    }

    private ClassAdOperator acceptOneOf(ClassAdOperator... operators) {
        for (ClassAdOperator operator : operators) {
            if (accept(operator.symbol)) {
                return operator;
            }
        }
        return null;
    }

    private void expect(String symbol) {
        if (!accept(symbol)) {
            throw expected("'" + symbol + "'");
        }
    }

    private IllegalArgumentException expected(String what) {
        return ClassAdTokenizer.syntaxError(label, peek().column(), "expected " + what + " but found " + peek().describe());
    }
}
