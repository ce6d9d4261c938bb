package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The type predicates share one shape; each is true for its own type of value alone, and never ERROR. */
class ClassAdTypePredicatesTest {

    private static final List<String> PREDICATES = List.of("isUndefined", "isError", "isString", "isInteger",
            "isReal", "isBoolean", "isList", "isClassAd", "isAbsTime", "isRelTime");
    /** One value of each predicate's type, in the same order. */
    private static final List<String> VALUES = List.of("undefined", "1/0", "\"x\"", "1", "1.0", "true", "{1, 2}", "[ a = 1 ]",
            "absTime(0)", "relTime(0)");

    @Test
    void eachTypePredicate_isTrueForItsOwnTypeOnly() {
        for (int p = 0; p < PREDICATES.size(); p++) {
            for (int v = 0; v < VALUES.size(); v++) {
                String expression = PREDICATES.get(p) + "(" + VALUES.get(v) + ")";
                assertEquals(ClassAdValue.of(p == v), ClassAdExpression.parse(expression).evaluate(ClassAd.EMPTY,
                        ClassAd.EMPTY), expression);
            }
        }
    }

    @Test
    void everyFunctionButThePredicates_computesItsOwnValue() {
        for (ClassAdFunction f : ClassAdFunction.values()) {
            if (PREDICATES.contains(f.name)) {
                assertEquals(ClassAdFunction.class, f.getClass(), f.name);
            } else {
                assertTrue(f.computesItsOwnValue(), f.name + " has a body of its own");
            }
        }
    }
}
