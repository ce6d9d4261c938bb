package loadshare.policies.condor;

import java.util.List;
import java.util.Objects;

/**
 * A parsed ClassAd expression, as in HTCondor's {@code Requirements}, {@code Rank} and policy expressions
 * ({@code START}, {@code SUSPEND}...): evaluated over two ads, MY (the ad the expression belongs to) and TARGET
 * (the ad it is being matched against).
 *
 * <h2>Grammar</h2>
 * Lowest precedence first; binary operators associate to the left, the conditional to the right.
 * <pre>
 * expression     := or [ '?' expression ':' expression | '?' ':' expression ]
 * or             := and { '||' and }
 * and            := equality { '&amp;&amp;' equality }
 * equality       := relation { ( '==' | '!=' | '=?=' | 'is' | '=!=' | 'isnt' ) relation }
 * relation       := additive { ( '&lt;' | '&lt;=' | '&gt;' | '&gt;=' ) additive }
 * additive       := multiplicative { ( '+' | '-' ) multiplicative }
 * multiplicative := unary { ( '*' | '/' | '%' ) unary }
 * unary          := ( '-' | '!' ) unary | primary
 * primary        := integer | real | string | 'true' | 'false' | 'undefined' | 'error'
 *                 | '{' [ expression { ',' expression } ] '}'
 *                 | function '(' [ expression { ',' expression } ] ')'
 *                 | ( 'MY' | 'TARGET' ) '.' name | name | '(' expression ')'
 * integer        := digit { digit }
 * real           := digit { digit } ( '.' digit { digit } [ exponent ] | exponent )
 * exponent       := ( 'e' | 'E' ) [ '+' | '-' ] digit { digit }
 * string         := '"' { any character but '"' or '\', or '\' followed by any character } '"'
 * name           := ( letter | '_' ) { letter | digit | '_' }
 * </pre>
 * Keywords, names and function names ignore case ({@code TRUE}, {@code my.memory}, {@code IfThenElse}).
 *
 * <h2>Semantics</h2> As HTCondor documents them:
 * <ul>
 *   <li>{@code MY.x} is x of MY, {@code TARGET.x} is x of TARGET, a plain {@code x} is x of MY if MY has
 *       it, else x of TARGET. An attribute neither has is UNDEFINED. An attribute whose value is itself
 *       an expression is evaluated from its own ad's side (its MY is the ad that holds it); a circular
 *       reference is ERROR.
 *   <li>Integers and reals: integer arithmetic stays integer ({@code 7 / 2} is 3, {@code 7 % 2} is 1), an
 *       integer with a real is done in reals; dividing by an integer zero is ERROR.
 *   <li>Comparisons work on numbers, booleans (as 0 and 1) and strings (ignoring case:
 *       {@code "LINUX" == "linux"}); arithmetic and comparisons are strict: ERROR if an operand is ERROR, else
 *       UNDEFINED if one is UNDEFINED; any other type mismatch ({@code 10 * "abc"}, {@code 1 == "1"}) is
 *       ERROR.
 *   <li>{@code =?=} ({@code is}) and {@code =!=} ({@code isnt}) ask whether two values are identical: same
 *       type and same value, strings with case; they are never UNDEFINED or ERROR
 *       ({@code KeyboardIdle =?= UNDEFINED}).
 *   <li>{@code &&} and {@code ||} go left to right: {@code false && x} is false and {@code true || x} true
 *       whatever x is, but an ERROR on the left is ERROR ({@code error && false}); an UNDEFINED left side
 *       gives way to a deciding right side ({@code undefined && false} is false). Numbers count as booleans (0
 *       is false), strings and lists as ERROR. {@code !} likewise.
 *   <li>{@code c ? a : b} and {@code ifThenElse(c, a, b)} evaluate only the chosen branch; an UNDEFINED c
 *       gives UNDEFINED, an ERROR or a string ERROR. {@code a ?: b} is a unless a is UNDEFINED, then b.
 *   <li>Functions: see {@link ClassAdFunction} (ifThenElse, isUndefined, isError, isString, isInteger,
 *       isReal, isBoolean, isList, member, identicalMember, regexp, strcat, substr, size, toLower, toUpper,
 *       strcmp, stricmp, string, int, real, floor, ceiling, round, min, max). An unknown function or a wrong
 *       number of arguments is ERROR when evaluated, as in HTCondor.
 * </ul>
 * The grammar above is extended as HTCondor's library reads it (docs/condor.md): bitwise operators, unary
 * {@code +}, subscripts, selections {@code x.name}, nested ads {@code [ a = 1 ]}, the postfix {@code ?:}.
 * Not supported: HTCondor's time values
 * ({@code absTime}, {@code relTime}) and the functions that need the host or the wall clock ({@code time()},
 * {@code random()}, {@code userHome()}...): the policy model gives time as {@code CurrentTime}.
 */
public final class ClassAdExpression {

    private final String text;
    private final ClassAdNode root;

    private ClassAdExpression(String text, ClassAdNode root) {
        this.text = text;
        this.root = root;
    }

    /**
     * Parses {@code text}.
     *
     * @throws IllegalArgumentException on a syntax error, with a one-line message such as
     *         {@code at 12: expected an attribute, a number, a string or '(' but found ')'}
     */
    public static ClassAdExpression parse(String text) {
        return parse(null, text);
    }

    /**
     * Parses {@code text}, naming it {@code name} in error messages:
     * {@code requirements: at 12: expected ... but found ...}.
     */
    public static ClassAdExpression parse(String name, String text) {
        Objects.requireNonNull(text, "text");
        return new ClassAdExpression(text, ClassAdParser.parse(text, name));
    }

    /** The expression of a parsed node (an attribute of a nested ad), written as HTCondor unparses it. */
    static ClassAdExpression ofNode(ClassAdNode node) {
        return new ClassAdExpression(ClassAdUnparser.unparse(node), node);
    }

    /** An expression that is just {@code value}. */
    public static ClassAdExpression of(ClassAdValue value) {
        return new ClassAdExpression(value.toString(), new ClassAdNode.Literal(value));
    }

    /** The value of this expression with MY = {@code my} and TARGET = {@code target} (use {@link ClassAd#EMPTY} for none). */
    public ClassAdValue evaluate(ClassAd my, ClassAd target) {
        return evaluate(my, target, null);
    }

    /**
     * As {@link #evaluate(ClassAd, ClassAd)}, adding to {@code horizon} (if not null) when the clocks this
     * evaluation saw make a value it used change.
     */
    public ClassAdValue evaluate(ClassAd my, ClassAd target, ClassAdHorizon horizon) {
        return ClassAdEvaluation.evaluate(root, Objects.requireNonNull(my, "my"), Objects.requireNonNull(target, "target"),
                horizon);
    }

    /** An attribute reference as written: its scope and name, and the column where it starts (1-based). */
    public record Reference(String scope, String name, int column) {}

    /**
     * Every attribute reference, in the order written: {@code MY.x} has scope {@code "MY"}, {@code TARGET.x}
     * {@code "TARGET"}, a plain {@code x} the empty scope. For checking names before anything runs.
     */
    public List<Reference> references() {
        return ClassAdParser.references(text);
    }

    /** As a requirements expression: true only if it evaluates to true (UNDEFINED and ERROR do not match). */
    public boolean matches(ClassAd my, ClassAd target) {
        return evaluate(my, target).isTrue();
    }

    /** As a rank expression: its number, or 0 when it is not a number (UNDEFINED, ERROR, boolean, string). */
    public double rank(ClassAd my, ClassAd target) {
        return evaluate(my, target).realOr(0);
    }

    ClassAdNode root() {
        return root;
    }

    /** Equal when parsed to the same tree: {@code 1+2} equals {@code (1 + 2)}, not {@code 3}. */
    @Override
    public boolean equals(Object other) {
        return other instanceof ClassAdExpression e && root.equals(e.root);
    }

    @Override
    public int hashCode() {
        return root.hashCode();
    }

    /** The text as it was parsed. */
    @Override
    public String toString() {
        return text;
    }
}
