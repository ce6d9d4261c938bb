package loadshare.policies.condor;

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

    private static final String OPERAND = "an attribute, a number, a string or '('";

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
        if (parser.peek().kind() != Kind.END) {
            throw parser.expected("an operator or the end");
        }
        return root;
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
        ClassAdNode left = equality();
        while (accept("&&")) {
            left = new ClassAdNode.And(left, equality());
        }
        return left;
    }

    private ClassAdNode equality() {
        return leftAssociative(this::relation, ClassAdOperator.EQUAL, ClassAdOperator.NOT_EQUAL);
    }

    private ClassAdNode relation() {
        return leftAssociative(this::additive, ClassAdOperator.LESS, ClassAdOperator.LESS_OR_EQUAL,
                ClassAdOperator.GREATER, ClassAdOperator.GREATER_OR_EQUAL);
    }

    private ClassAdNode additive() {
        return leftAssociative(this::multiplicative, ClassAdOperator.ADD, ClassAdOperator.SUBTRACT);
    }

    private ClassAdNode multiplicative() {
        return leftAssociative(this::unary, ClassAdOperator.MULTIPLY, ClassAdOperator.DIVIDE);
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
        return primary();
    }

    private ClassAdNode primary() {
        Token token = peek();
        switch (token.kind()) {
            case NUMBER:
                next++;
                return new ClassAdNode.Literal(ClassAdValue.of(Double.parseDouble(token.lexeme())));
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
                throw expected(OPERAND);
        }
    }

    /** A keyword literal, {@code MY.x}, {@code TARGET.x}, or a plain attribute reference. */
    private ClassAdNode name(Token token) {
        String word = token.lexeme().toLowerCase(Locale.ROOT);
        if (peek().is(".")) {
            if (!word.equals("my") && !word.equals("target")) {
                throw ClassAdTokenizer.syntaxError(label, token.column(),
                        "expected MY or TARGET before '.' but found " + token.describe());
            }
            next++;
            Token attribute = peek();
            if (attribute.kind() != Kind.NAME) {
                throw expected("an attribute name after '" + token.lexeme() + ".'");
            }
            next++;
            return new ClassAdNode.Reference(word.equals("my") ? Scope.MY : Scope.TARGET, attribute.lexeme());
        }
        return switch (word) {
            case "true" -> new ClassAdNode.Literal(ClassAdValue.TRUE);
            case "false" -> new ClassAdNode.Literal(ClassAdValue.FALSE);
            case "undefined" -> new ClassAdNode.Literal(ClassAdValue.UNDEFINED);
            case "error" -> new ClassAdNode.Literal(ClassAdValue.ERROR);
            default -> new ClassAdNode.Reference(Scope.EITHER, token.lexeme());
        };
    }

    private Token peek() {
        return tokens.get(next);
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
