package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** UNDEFINED and ERROR: strict operators, HTCondor's three-valued && and ||, and what matches/rank make of them. */
class ClassAdLogicTest {

    /** {@code Missing} is an attribute neither ad has. */
    private static final ClassAd MY = ClassAd.builder().set("Memory", 2048).build();

    private static ClassAdValue eval(String text) {
        return ClassAdExpression.parse(text).evaluate(MY, ClassAd.EMPTY);
    }

    @Test
    void aMissingAttribute_isUndefined_andStrictOperatorsPropagateIt() {
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing + 1"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Memory * Missing"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing > 1"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing == Missing"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing == \"x\""));
        assertEquals(ClassAdValue.UNDEFINED, eval("-Missing"));
        assertEquals(ClassAdValue.UNDEFINED, eval("!Missing"));
    }

    @Test
    void errorWinsOverUndefined_inStrictOperators() {
        assertEquals(ClassAdValue.ERROR, eval("(1 / 0) + Missing"));
        assertEquals(ClassAdValue.ERROR, eval("Missing < error"));
        assertEquals(ClassAdValue.ERROR, eval("-(1 / 0)"));
    }

    @Test
    void and_isFalseIfEitherSideIsFalse_evenIfTheOtherIsUndefined() {
        assertEquals(ClassAdValue.FALSE, eval("false && Missing"));
        assertEquals(ClassAdValue.FALSE, eval("Missing && false"));
        assertEquals(ClassAdValue.FALSE, eval("Memory < 1024 && Missing > 3"));
        assertEquals(ClassAdValue.UNDEFINED, eval("true && Missing"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing && true"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing && Missing"));
        assertEquals(ClassAdValue.TRUE, eval("true && Memory == 2048"));
    }

    @Test
    void or_isTrueIfEitherSideIsTrue_evenIfTheOtherIsUndefined() {
        assertEquals(ClassAdValue.TRUE, eval("true || Missing"));
        assertEquals(ClassAdValue.TRUE, eval("Missing || true"));
        assertEquals(ClassAdValue.TRUE, eval("Missing > 3 || Memory >= 2048"));
        assertEquals(ClassAdValue.UNDEFINED, eval("false || Missing"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing || false"));
        assertEquals(ClassAdValue.FALSE, eval("false || Memory > 4096"));
    }

    @Test
    void logicalOperators_goLeftToRight_anErrorOnTheLeftPropagates_onTheRightOnlyIfItIsAsked() {
        assertEquals(ClassAdValue.FALSE, eval("false && 1 / 0 > 1"));
        assertEquals(ClassAdValue.ERROR, eval("error && false"), "an error on the left propagates");
        assertEquals(ClassAdValue.ERROR, eval("\"yes\" || true"), "a string on the left is an error");
        assertEquals(ClassAdValue.ERROR, eval("true && \"yes\""));
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing && 1"), "1 counts as true");
        assertEquals(ClassAdValue.ERROR, eval("error || false"));
        assertEquals(ClassAdValue.ERROR, eval("Missing || error"));
    }

    @Test
    void conditional_withUndefinedCondition_isUndefined_andOnlyTheChosenBranchIsEvaluated() {
        assertEquals(ClassAdValue.UNDEFINED, eval("Missing ? 1 : 2"));
        assertEquals(ClassAdValue.of(1), eval("true ? 1 : 1 / 0"));
        assertEquals(ClassAdValue.of(2048), eval("Missing > 0 || true ? Memory : 0"));
    }

    @Test
    void matches_onlyOnBooleanTrue() {
        assertTrue(ClassAdExpression.parse("Memory >= 1024").matches(MY, ClassAd.EMPTY));
        assertFalse(ClassAdExpression.parse("Memory >= 4096").matches(MY, ClassAd.EMPTY));
        assertFalse(ClassAdExpression.parse("Missing >= 1024").matches(MY, ClassAd.EMPTY));
        assertFalse(ClassAdExpression.parse("Memory >= \"big\"").matches(MY, ClassAd.EMPTY));
        assertFalse(ClassAdExpression.parse("1").matches(MY, ClassAd.EMPTY));
    }

    @Test
    void rank_isTheNumber_orZeroWhenNotANumber() {
        assertEquals(4096.0, ClassAdExpression.parse("Memory * 2").rank(MY, ClassAd.EMPTY));
        assertEquals(-1.5, ClassAdExpression.parse("-1.5").rank(MY, ClassAd.EMPTY));
        assertEquals(0.0, ClassAdExpression.parse("Missing + 1").rank(MY, ClassAd.EMPTY));
        assertEquals(0.0, ClassAdExpression.parse("1 / 0").rank(MY, ClassAd.EMPTY));
        assertEquals(0.0, ClassAdExpression.parse("true").rank(MY, ClassAd.EMPTY));
        assertEquals(0.0, ClassAdExpression.parse("\"high\"").rank(MY, ClassAd.EMPTY));
    }
}
