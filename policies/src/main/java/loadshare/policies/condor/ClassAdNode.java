package loadshare.policies.condor;

import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Real;
import loadshare.policies.condor.ClassAdValue.Undefined;

/** The parsed form of an expression: a tree of these nodes, each of which knows how it evaluates. */
sealed interface ClassAdNode {

    ClassAdValue evaluate(ClassAdEvaluation evaluation);

    /** Where an attribute reference looks: {@code MY.x}, {@code TARGET.x}, or plain {@code x} (MY, then TARGET). */
    enum Scope { MY, TARGET, EITHER }

    record Literal(ClassAdValue value) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return value;
        }
    }

    /** {@code name} as written; the lookup ignores case. */
    record Reference(Scope scope, String name) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return evaluation.reference(scope, name);
        }
    }

    /** Unary minus: numbers only; UNDEFINED and ERROR pass through. */
    record Negate(ClassAdNode operand) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue value = operand.evaluate(evaluation);
            if (value instanceof Real r) {
                return ClassAdValue.of(-r.value());
            }
            return value instanceof Undefined || value instanceof ClassAdValue.Error ? value : ClassAdValue.ERROR;
        }
    }

    /** {@code !}: booleans only; UNDEFINED and ERROR pass through. */
    record Not(ClassAdNode operand) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue value = operand.evaluate(evaluation);
            if (value instanceof Bool b) {
                return ClassAdValue.of(!b.value());
            }
            return value instanceof Undefined || value instanceof ClassAdValue.Error ? value : ClassAdValue.ERROR;
        }
    }

    /** Arithmetic and comparisons, strict in UNDEFINED and ERROR (see {@link ClassAdOperator}). */
    record Binary(ClassAdOperator operator, ClassAdNode left, ClassAdNode right) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return operator.apply(left.evaluate(evaluation), right.evaluate(evaluation));
        }
    }

    /**
     * {@code &&}, not strict: false if either side is false (so {@code false && UNDEFINED} and
     * {@code UNDEFINED && false} are false); otherwise ERROR if either side is ERROR or not a boolean;
     * otherwise UNDEFINED if either side is UNDEFINED; otherwise true. The right side is not evaluated
     * when the left is false.
     */
    record And(ClassAdNode left, ClassAdNode right) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return logical(left, right, false, evaluation);
        }
    }

    /** {@code ||}, the mirror of {@link And}: true if either side is true ({@code true || UNDEFINED} is true). */
    record Or(ClassAdNode left, ClassAdNode right) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return logical(left, right, true, evaluation);
        }
    }

    /**
     * {@code condition ? then : otherwise}: only the chosen branch is evaluated; an UNDEFINED condition
     * gives UNDEFINED, any other non-boolean condition ERROR.
     */
    record Conditional(ClassAdNode condition, ClassAdNode then, ClassAdNode otherwise) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue value = condition.evaluate(evaluation);
            if (value instanceof Bool b) {
                return (b.value() ? then : otherwise).evaluate(evaluation);
            }
            return value instanceof Undefined ? ClassAdValue.UNDEFINED : ClassAdValue.ERROR;
        }
    }

    /** {@code &&} when {@code decisive} is false, {@code ||} when it is true: the value that settles it. */
    private static ClassAdValue logical(ClassAdNode left, ClassAdNode right, boolean decisive,
            ClassAdEvaluation evaluation) {
        ClassAdValue settled = ClassAdValue.of(decisive);
        ClassAdValue l = left.evaluate(evaluation);
        if (l.equals(settled)) {
            return settled;
        }
        ClassAdValue r = right.evaluate(evaluation);
        if (r.equals(settled)) {
            return settled;
        }
        if (!isLogical(l) || !isLogical(r)) {
            return ClassAdValue.ERROR;
        }
        if (l instanceof Undefined || r instanceof Undefined) {
            return ClassAdValue.UNDEFINED;
        }
        return ClassAdValue.of(!decisive);
    }

    private static boolean isLogical(ClassAdValue value) {
        return value instanceof Bool || value instanceof Undefined;
    }
}
