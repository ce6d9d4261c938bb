package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.List;

/**
 * One evaluation in progress: the MY and TARGET ads, the attributes being evaluated right now (to turn a circular
 * reference such as {@code A = B + 1; B = A} into ERROR instead of a stack overflow), and, when a
 * {@link ClassAdHorizon} is wanted, the {@link ClassAdClocks} that follow time through it.
 *
 * <p>An attribute whose value is an expression is evaluated in its own ad's point of view: when the
 * job's {@code Requirements} reads {@code TARGET.Start} and the machine's {@code Start} reads
 * {@code TARGET.Owner}, that {@code Owner} is the job's.
 */
final class ClassAdEvaluation {

    private record Pending(ClassAd ad, String key) {}

    private final ClassAd my;
    private final ClassAd target;
    /** Shared by the evaluations nested inside this one; compared by identity (equal ads are still two ads). */
    private final List<Pending> pending;
    /** Null unless a horizon is wanted. */
    private final ClassAdClocks clocks;

    /** The evaluation a nested ad's attribute is evaluated inside (a plain name it lacks is looked up there); or null. */
    private final ClassAdEvaluation parent;

    private ClassAdEvaluation(ClassAd my, ClassAd target, List<Pending> pending, ClassAdClocks clocks) {
        this(my, target, pending, clocks, null);
    }

    private ClassAdEvaluation(ClassAd my, ClassAd target, List<Pending> pending, ClassAdClocks clocks,
            ClassAdEvaluation parent) {
        this.my = my;
        this.target = target;
        this.pending = pending;
        this.clocks = clocks;
        this.parent = parent;
    }

    static ClassAdValue evaluate(ClassAdNode node, ClassAd my, ClassAd target, ClassAdHorizon horizon) {
        ClassAdClocks clocks = horizon == null ? null : new ClassAdClocks(horizon);
        return node.evaluate(new ClassAdEvaluation(my, target, new ArrayList<>(), clocks));
    }

    /** Attribute {@code name} of {@code owner}, with TARGET = {@code other}; UNDEFINED if owner lacks it. */
    static ClassAdValue attribute(ClassAd owner, String name, ClassAd other) {
        return new ClassAdEvaluation(owner, other, new ArrayList<>(), null).attributeOf(owner, other, ClassAd.key(name));
    }

    /** The clocks of this evaluation, or null when no horizon is wanted. */
    ClassAdClocks clocks() {
        return clocks;
    }

    /**
     * HTCondor's lookup: MY.x in MY, TARGET.x in TARGET, a plain x in MY (in a nested ad, then in the ads around
     * it) and then in TARGET; a name {@code MY} or {@code self} not found so is MY as a value, {@code TARGET} or
     * {@code other} TARGET (after {@code TARGET.}, the other way round: {@code TARGET.TARGET} is MY); else
     * UNDEFINED. An absolute {@code .x} looks in the (attribute-less) root: UNDEFINED.
     */
    ClassAdValue reference(ClassAdNode.Scope scope, String name, boolean absolute) {
        if (absolute) {
            return ClassAdValue.UNDEFINED;
        }
        String key = ClassAd.key(name);
        if (scope != ClassAdNode.Scope.TARGET && my.has(key)) {
            return attributeOf(my, target, key);
        }
        if (scope == ClassAdNode.Scope.EITHER && parent != null) {
            return parent.reference(scope, name, false);
        }
        if (scope != ClassAdNode.Scope.MY && target.has(key)) {
            return attributeOf(target, my, key);
        }
        // MY, self, TARGET and other as values: seen from TARGET (TARGET.MY), MY is TARGET and TARGET is MY
        ClassAd self = scope == ClassAdNode.Scope.TARGET ? target : my;
        ClassAd other = scope == ClassAdNode.Scope.TARGET ? my : target;
        return switch (key) {
            case "my", "self" -> new ClassAdValue.AdValue(self);
            case "target", "other" -> new ClassAdValue.AdValue(other);
            default -> ClassAdValue.UNDEFINED;
        };
    }

    /** Attribute {@code name} of the ad {@code ad} (MY, TARGET or a nested ad); UNDEFINED if it has none. */
    ClassAdValue select(ClassAdValue.AdValue ad, String name) {
        String key = ClassAd.key(name);
        if (!ad.ad().has(key)) {
            return ClassAdValue.UNDEFINED;
        }
        if (ad.ad() == my) {
            return attributeOf(my, target, key);
        }
        if (ad.ad() == target) {
            return attributeOf(target, my, key);
        }
        return new ClassAdEvaluation(ad.ad(), target, pending, clocks, this).attributeOf(ad.ad(), target, key);
    }

    private ClassAdValue attributeOf(ClassAd owner, ClassAd other, String key) {
        ClassAdExpression expression = owner.expressionForKey(key);
        if (expression == null) {
            return ClassAdValue.UNDEFINED;
        }
        for (Pending p : pending) {
            if (p.ad() == owner && p.key().equals(key)) {
                return ClassAdValue.UNDEFINED; // a circular reference, as HTCondor's library sees it
            }
        }
        pending.add(new Pending(owner, key));
        try {
            ClassAdEvaluation inner = owner == my && parent != null
                    ? new ClassAdEvaluation(owner, other, pending, clocks, parent)
                    : new ClassAdEvaluation(owner, other, pending, clocks);
            ClassAdValue value = expression.root().evaluate(inner);
            return clocks == null ? value : clocks.rated(value, owner.rateForKey(key));
        } finally {
            pending.remove(pending.size() - 1);
        }
    }

    /**
     * {@code eval(s)}: the string form of s parsed as an expression and evaluated here (in this MY and TARGET); ERROR
     * if s has no string form or does not parse.
     */
    static ClassAdValue eval(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        String text = ClassAdArguments.asString(ClassAdArguments.arguments(args, evaluation).get(0));
        if (text == null) {
            return ClassAdValue.ERROR;
        }
        ClassAdExpression parsed;
        try {
            parsed = ClassAdExpression.parse(text);
        } catch (IllegalArgumentException e) {
            return ClassAdValue.ERROR;
        }
        return parsed.root().evaluate(evaluation);
    }

    /**
     * {@code unparse(name)}: MY's expression for the attribute {@code name}, as written back by HTCondor (not
     * evaluated); "" if MY has none or the reference is scoped ({@code MY.x}, {@code .x}); ERROR if the argument is
     * not an attribute reference.
     */
    static ClassAdValue unparse(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        ClassAdNode arg = args.get(0);
        if (arg instanceof ClassAdNode.Select) {
            return ClassAdValue.of("");
        }
        if (!(arg instanceof ClassAdNode.Reference reference)) {
            return ClassAdValue.ERROR;
        }
        if (reference.scope() != ClassAdNode.Scope.EITHER || reference.absolute()) {
            return ClassAdValue.of("");
        }
        ClassAdExpression expression = evaluation.my.expressionForKey(ClassAd.key(reference.name()));
        return ClassAdValue.of(expression == null ? "" : ClassAdUnparser.unparse(expression.root()));
    }

    /**
     * {@code unresolved(name)}: the attributes that the expression of attribute {@code name} refers to and that MY
     * lacks, joined by commas ("" if none); UNDEFINED if neither ad has the attribute, ERROR if the argument is not
     * an attribute reference.
     */
    static ClassAdValue unresolved(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        if (!(args.get(0) instanceof ClassAdNode.Reference reference) || reference.absolute()) {
            return ClassAdValue.ERROR;
        }
        String key = ClassAd.key(reference.name());
        ClassAd owner = reference.scope() != ClassAdNode.Scope.TARGET && evaluation.my.has(key) ? evaluation.my
                : reference.scope() != ClassAdNode.Scope.MY && evaluation.target.has(key) ? evaluation.target : null;
        if (owner == null) {
            return ClassAdValue.UNDEFINED;
        }
        java.util.Set<String> unresolved = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (ClassAdExpression.Reference r : owner.expressionForKey(key).references()) {
            if (!r.scope().equalsIgnoreCase("MY") && !owner.has(ClassAd.key(r.name()))) {
                unresolved.add(r.name());
            }
        }
        return ClassAdValue.of(String.join(",", unresolved));
    }
}
