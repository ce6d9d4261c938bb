package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.List;
import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Int;
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

    /** {@code name} as written; the lookup ignores case. {@code absolute}: written {@code .name}. */
    record Reference(Scope scope, String name, boolean absolute) implements ClassAdNode {
        Reference(Scope scope, String name) {
            this(scope, name, false);
        }

        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return evaluation.reference(scope, name, absolute);
        }
    }

    /** {@code (x)}: as x. */
    record Parenthesized(ClassAdNode inner) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return inner.evaluate(evaluation);
        }
    }

    /** Unary {@code +}: a number as it is; UNDEFINED and ERROR pass through; a boolean, string, list or ad is ERROR. */
    record Plus(ClassAdNode operand) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue value = operand.evaluate(evaluation);
            return value.isNumber() || value.isExceptional() ? value : ClassAdValue.ERROR;
        }
    }

    /** {@code ~x}: an integer's bits flipped; UNDEFINED and ERROR pass through, anything else is ERROR. */
    record BitNot(ClassAdNode operand) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue value = operand.evaluate(evaluation);
            if (value instanceof Int i) {
                return ClassAdValue.of(~i.value());
            }
            return value.isExceptional() ? value : ClassAdValue.ERROR;
        }
    }

    /** {@code list[i]} (0-based; out of range is ERROR), {@code ad["name"]}. */
    record Subscript(ClassAdNode base, ClassAdNode index) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue b = base.evaluate(evaluation);
            ClassAdValue i = index.evaluate(evaluation);
            if (b instanceof ClassAdValue.Error || i instanceof ClassAdValue.Error) {
                return ClassAdValue.ERROR;
            }
            if (b instanceof Undefined || i instanceof Undefined) {
                return ClassAdValue.UNDEFINED;
            }
            if (b instanceof ClassAdValue.ListValue list && i instanceof Int n) {
                return n.value() < 0 || n.value() >= list.elements().size() ? ClassAdValue.ERROR
                        : list.elements().get((int) n.value());
            }
            if (b instanceof ClassAdValue.AdValue ad && i instanceof ClassAdValue.Text name) {
                return evaluation.select(ad, name.value());
            }
            return ClassAdValue.ERROR;
        }
    }

    /** {@code x.name}: attribute name of the ad x; UNDEFINED if x is UNDEFINED, else ERROR if x is no ad. */
    record Select(ClassAdNode base, String name) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue b = base.evaluate(evaluation);
            if (b instanceof ClassAdValue.AdValue ad) {
                return evaluation.select(ad, name);
            }
            if (b instanceof ClassAdValue.ListValue list) {
                List<ClassAdValue> selected = new ArrayList<>();
                for (ClassAdValue element : list.elements()) {
                    selected.add(element instanceof ClassAdValue.AdValue ad ? evaluation.select(ad, name)
                            : ClassAdValue.ERROR);
                }
                return ClassAdValue.of(selected);
            }
            return b instanceof Undefined ? b : ClassAdValue.ERROR;
        }
    }

    /** {@code [ a = 1; b = a + 1 ]}: a nested ad. */
    record AdLiteral(List<String> names, List<ClassAdNode> values) implements ClassAdNode {
        public AdLiteral {
            names = List.copyOf(names);
            values = List.copyOf(values);
        }

        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAd.Builder builder = ClassAd.builder();
            for (int i = 0; i < names.size(); i++) {
                builder.setParsed(names.get(i), ClassAdExpression.ofNode(values.get(i)));
            }
            return new ClassAdValue.AdValue(builder.build());
        }
    }

    /** {@code { a, b, c }}: each element evaluated. */
    record ListLiteral(List<ClassAdNode> elements) implements ClassAdNode {
        public ListLiteral {
            elements = List.copyOf(elements);
        }

        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            List<ClassAdValue> values = new ArrayList<>(elements.size());
            for (ClassAdNode element : elements) {
                ClassAdValue value = element.evaluate(evaluation);
                if (evaluation.clocks() != null && evaluation.clocks().isClock(value)) {
                    evaluation.clocks().unpredictable();
                }
                values.add(value);
            }
            return new ClassAdValue.ListValue(values, this);
        }
    }

    /** Unary minus: numbers only; UNDEFINED and ERROR pass through, anything else is ERROR. */
    record Negate(ClassAdNode operand) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue value = operand.evaluate(evaluation);
            if (value instanceof Int i) {
                return ClassAdValue.of(-i.value());
            }
            if (value instanceof Real r) {
                ClassAdValue negated = ClassAdValue.of(-r.value());
                ClassAdClocks clocks = evaluation.clocks();
                return clocks == null ? negated : clocks.rated(negated, -clocks.rate(value));
            }
            return value.isExceptional() ? value : ClassAdValue.ERROR;
        }
    }

    /** {@code !}: a boolean (or a number: 0 is false) negated; UNDEFINED and ERROR pass through, else ERROR. */
    record Not(ClassAdNode operand) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue truth = truth(operand.evaluate(evaluation), evaluation);
            return truth instanceof Bool b ? ClassAdValue.of(!b.value()) : truth;
        }
    }

    /** Arithmetic and comparisons (see {@link ClassAdOperator}). */
    record Binary(ClassAdOperator operator, ClassAdNode left, ClassAdNode right) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue l = left.evaluate(evaluation);
            ClassAdValue r = right.evaluate(evaluation);
            ClassAdValue result = operator.apply(l, r);
            ClassAdClocks clocks = evaluation.clocks();
            return clocks == null ? result : clocks.binary(operator, l, r, result);
        }
    }

    /**
     * {@code &&}, left to right as HTCondor evaluates it: a false left side is false without looking right; an
     * ERROR (or a string, or a list) on the left is ERROR whatever the right; an UNDEFINED left gives false if the
     * right is false, ERROR if the right is ERROR, else UNDEFINED; a true left gives the right side's truth.
     * Numbers count as booleans (0 is false).
     */
    record And(ClassAdNode left, ClassAdNode right) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return logical(left, right, false, evaluation);
        }
    }

    /** {@code ||}, the mirror of {@link And}: a true left side is true; {@code UNDEFINED || true} is true. */
    record Or(ClassAdNode left, ClassAdNode right) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            return logical(left, right, true, evaluation);
        }
    }

    /**
     * {@code condition ? then : otherwise}: only the chosen branch is evaluated; an UNDEFINED condition gives
     * UNDEFINED, an ERROR or a string ERROR; a number chooses {@code then} unless it is 0.
     */
    record Conditional(ClassAdNode condition, ClassAdNode then, ClassAdNode otherwise) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue truth = truth(condition.evaluate(evaluation), evaluation);
            if (truth instanceof Bool b) {
                return (b.value() ? then : otherwise).evaluate(evaluation);
            }
            return truth;
        }
    }

    /** {@code value ?: fallback}: the value unless it is UNDEFINED, then the fallback. */
    record Elvis(ClassAdNode value, ClassAdNode fallback) implements ClassAdNode {
        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            ClassAdValue v = value.evaluate(evaluation);
            return v instanceof Undefined ? fallback.evaluate(evaluation) : v;
        }
    }

    /**
     * A call of one of the built-in functions (see {@link ClassAdFunction}); an unknown function (null) or a wrong
     * number of arguments is ERROR, as in HTCondor.
     */
    record Call(String name, ClassAdFunction function, List<ClassAdNode> arguments) implements ClassAdNode {
        public Call {
            arguments = List.copyOf(arguments);
        }

        @Override
        public ClassAdValue evaluate(ClassAdEvaluation evaluation) {
            if (function == null || arguments.size() < function.minArguments
                    || arguments.size() > function.maxArguments) {
                return ClassAdValue.ERROR;
            }
            return function.apply(arguments, evaluation);
        }
    }

    /**
     * A value as a logical operand: a boolean as it is, a number as {@code != 0}, UNDEFINED as UNDEFINED, anything
     * else (ERROR, a string, a list) as ERROR.
     */
    static ClassAdValue truth(ClassAdValue value, ClassAdEvaluation evaluation) {
        if (value instanceof Bool || value instanceof Undefined) {
            return value;
        }
        if (value.isNumber()) {
            if (evaluation.clocks() != null && evaluation.clocks().isClock(value)) {
                evaluation.clocks().unpredictable();
            }
            return ClassAdValue.of(value.realOr(0) != 0);
        }
        return ClassAdValue.ERROR;
    }

    /** {@code &&} when {@code decisive} is false, {@code ||} when it is true: the value that settles it. */
    private static ClassAdValue logical(ClassAdNode left, ClassAdNode right, boolean decisive,
            ClassAdEvaluation evaluation) {
        ClassAdValue settled = ClassAdValue.of(decisive);
        ClassAdValue l = truth(left.evaluate(evaluation), evaluation);
        if (l.equals(settled) || l instanceof ClassAdValue.Error) {
            return l;
        }
        ClassAdValue r = truth(right.evaluate(evaluation), evaluation);
        if (l instanceof Undefined) {
            return r.equals(settled) || r instanceof ClassAdValue.Error ? r : ClassAdValue.UNDEFINED;
        }
        return r;
    }
}
