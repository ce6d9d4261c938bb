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
        if (accept(":")) {
            return new ClassAdNode.Elvis(condition, conditional());
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
        return leftAssociative(this::additive, ClassAdOperator.LESS, ClassAdOperator.LESS_OR_EQUAL,
                ClassAdOperator.GREATER, ClassAdOperator.GREATER_OR_EQUAL);
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
        return primary();
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
                throw expected(OPERAND);
        }
    }

    /** An integer, or a real if it has a point or an exponent; an integer too large for 64 bits is an error. */
    private ClassAdValue number(Token token) {
        if (ClassAdTokenizer.isReal(token.lexeme())) {
            return ClassAdValue.of(Double.parseDouble(token.lexeme()));
        }
        try {
            return ClassAdValue.of(Long.parseLong(token.lexeme()));
        } catch (NumberFormatException e) {
            throw ClassAdTokenizer.syntaxError(label, token.column(),
                    "integer " + token.lexeme() + " does not fit in 64 bits (write it as a real: " + token.lexeme() + ".0)");
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

    /** {@code name(arguments)}: a known function with a number of arguments it takes. */
    private ClassAdNode call(Token token) {
        ClassAdFunction function = ClassAdFunction.find(token.lexeme());
        if (function == null) {
            throw ClassAdTokenizer.syntaxError(label, token.column(), "unknown function '" + token.lexeme() + "'"
                    + " (known: " + String.join(", ", ClassAdFunction.names()) + ")");
        }
        List<ClassAdNode> args = arguments(")");
        if (args.size() < function.minArguments || args.size() > function.maxArguments) {
            throw ClassAdTokenizer.syntaxError(label, token.column(), function.name + " takes " + function.arity()
                    + " argument" + (function.maxArguments == 1 ? "" : "s") + ", not " + args.size());
        }
        return new ClassAdNode.Call(function, args);
    }

    /** A keyword literal, a function call, {@code MY.x}, {@code TARGET.x}, or a plain attribute reference. */
    private ClassAdNode name(Token token) {
        String word = token.lexeme().toLowerCase(Locale.ROOT);
        if (accept("(")) {
            return call(token);
        }
        if (word.equals("is") || word.equals("isnt")) {
            throw ClassAdTokenizer.syntaxError(label, token.column(), "expected " + OPERAND + " but found '"
                    + token.lexeme() + "' (a reserved word)");
        }
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
