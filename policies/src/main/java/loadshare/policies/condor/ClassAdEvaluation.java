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

    private ClassAdEvaluation(ClassAd my, ClassAd target, List<Pending> pending, ClassAdClocks clocks) {
        this.my = my;
        this.target = target;
        this.pending = pending;
        this.clocks = clocks;
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

    /** HTCondor's lookup: MY.x in MY, TARGET.x in TARGET, a plain x in MY and then in TARGET; else UNDEFINED. */
    ClassAdValue reference(ClassAdNode.Scope scope, String name) {
        String key = ClassAd.key(name);
        if (scope != ClassAdNode.Scope.TARGET && my.has(key)) {
            return attributeOf(my, target, key);
        }
        if (scope != ClassAdNode.Scope.MY && target.has(key)) {
            return attributeOf(target, my, key);
        }
        return ClassAdValue.UNDEFINED;
    }

    private ClassAdValue attributeOf(ClassAd owner, ClassAd other, String key) {
        ClassAdExpression expression = owner.expressionForKey(key);
        if (expression == null) {
            return ClassAdValue.UNDEFINED;
        }
        for (Pending p : pending) {
            if (p.ad() == owner && p.key().equals(key)) {
                return ClassAdValue.ERROR;
            }
        }
        pending.add(new Pending(owner, key));
        try {
            ClassAdValue value = expression.root().evaluate(new ClassAdEvaluation(owner, other, pending, clocks));
            return clocks == null ? value : clocks.rated(value, owner.rateForKey(key));
        } finally {
            pending.remove(pending.size() - 1);
        }
    }
}
