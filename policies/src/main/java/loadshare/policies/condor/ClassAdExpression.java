package loadshare.policies.condor;

import java.util.Objects;

/**
 * A parsed ClassAd expression, as in HTCondor's {@code requirements} and {@code rank}: evaluated over
 * two ads, MY (the ad the expression belongs to) and TARGET (the ad it is being matched against).
 *
 * <h2>Grammar</h2>
 * Lowest precedence first; binary operators associate to the left, the conditional to the right.
 * <pre>
 * expression     := or [ '?' expression ':' expression ]
 * or             := and { '||' and }
 * and            := equality { '&amp;&amp;' equality }
 * equality       := relation { ( '==' | '!=' ) relation }
 * relation       := additive { ( '&lt;' | '&lt;=' | '&gt;' | '&gt;=' ) additive }
 * additive       := multiplicative { ( '+' | '-' ) multiplicative }
 * multiplicative := unary { ( '*' | '/' ) unary }
 * unary          := ( '-' | '!' ) unary | primary
 * primary        := number | string | 'true' | 'false' | 'undefined' | 'error'
 *                 | ( 'MY' | 'TARGET' ) '.' name | name | '(' expression ')'
 * number         := digit { digit } [ '.' digit { digit } ]
 * string         := '"' { any character but '"' or '\', or '\' followed by any character } '"'
 * name           := ( letter | '_' ) { letter | digit | '_' }
 * </pre>
 * Keywords and names ignore case ({@code TRUE}, {@code my.memory}, {@code Target.Cpus}).
 *
 * <h2>Semantics</h2>
 * <ul>
 *   <li>{@code MY.x} is x of MY, {@code TARGET.x} is x of TARGET, a plain {@code x} is x of MY if MY has
 *       it, else x of TARGET. An attribute neither has is UNDEFINED. An attribute whose value is itself
 *       an expression is evaluated from its own ad's side (its MY is the ad that holds it); a circular
 *       reference is ERROR.
 *   <li>Arithmetic works on numbers (all doubles: {@code 7 / 2} is 3.5, unlike HTCondor's integer
 *       division); dividing by zero is ERROR.
 *   <li>Comparisons work on two numbers, two strings (ignoring case: {@code "LINUX" == "linux"}), or two
 *       booleans ({@code ==}, {@code !=} only).
 *   <li>Arithmetic, comparisons, unary minus and {@code !} are strict: ERROR if an operand is ERROR, else
 *       UNDEFINED if an operand is UNDEFINED. Any other type mismatch ({@code 10 * "abc"},
 *       {@code 1 == true}, {@code !5}) is ERROR.
 *   <li>{@code &&} and {@code ||} use three-valued logic: {@code false && x} and {@code x && false} are
 *       false, {@code true || x} and {@code x || true} are true, whatever x is; otherwise an ERROR or
 *       non-boolean side gives ERROR and an UNDEFINED side gives UNDEFINED.
 *   <li>{@code c ? a : b} evaluates only the chosen branch; an UNDEFINED c gives UNDEFINED, a
 *       non-boolean c ERROR.
 * </ul>
 * Not supported: HTCondor's integers as a separate type, booleans in arithmetic, {@code =?=} and
 * {@code =!=}, functions, lists and nested ads.
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

    /** An expression that is just {@code value}. */
    public static ClassAdExpression of(ClassAdValue value) {
        return new ClassAdExpression(value.toString(), new ClassAdNode.Literal(value));
    }

    /** The value of this expression with MY = {@code my} and TARGET = {@code target} (use {@link ClassAd#EMPTY} for none). */
    public ClassAdValue evaluate(ClassAd my, ClassAd target) {
        return ClassAdEvaluation.evaluate(root, Objects.requireNonNull(my, "my"), Objects.requireNonNull(target, "target"));
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
