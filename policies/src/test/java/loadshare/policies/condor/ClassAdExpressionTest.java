package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** Literals, operators and precedence, evaluated without attributes (MY and TARGET empty). */
class ClassAdExpressionTest {

    private static ClassAdValue eval(String text) {
        return ClassAdExpression.parse(text).evaluate(ClassAd.EMPTY, ClassAd.EMPTY);
    }

    private static ClassAdValue real(double value) {
        return ClassAdValue.of(value);
    }

    private static ClassAdValue integer(long value) {
        return ClassAdValue.of(value);
    }

    @Test
    void multiplicationBindsTighterThanAddition_andParenthesesOverrideIt() {
        assertEquals(integer(7), eval("1 + 2 * 3"));
        assertEquals(integer(9), eval("(1 + 2) * 3"));
        assertEquals(integer(5), eval("8 / 4 + 3"));
    }

    @Test
    void subtractionAndDivision_associateToTheLeft() {
        assertEquals(integer(3), eval("10 - 4 - 3"));
        assertEquals(integer(2), eval("12 / 3 / 2"));
    }

    @Test
    void unaryMinus_bindsTighterThanEveryBinaryOperator() {
        assertEquals(integer(-6), eval("-2 * 3"));
        assertEquals(integer(3), eval("- 2 + 5"));
        assertEquals(integer(2), eval("--2"));
    }

    @Test
    void comparisonsBindLooserThanArithmetic_andEqualityLooserThanOrder() {
        assertEquals(ClassAdValue.TRUE, eval("1 + 2 < 4"));
        assertEquals(ClassAdValue.FALSE, eval("2 * 3 <= 5"));
        // (1 < 2) == (3 < 4), not 1 < (2 == 3) < 4
        assertEquals(ClassAdValue.TRUE, eval("1 < 2 == 3 < 4"));
        assertEquals(ClassAdValue.TRUE, eval("15*60 >= 900"));
    }

    @Test
    void andBindsTighterThanOr_andNotTighterThanBoth() {
        assertEquals(ClassAdValue.TRUE, eval("true || false && false"));
        assertEquals(ClassAdValue.FALSE, eval("(true || false) && false"));
        assertEquals(ClassAdValue.TRUE, eval("!true || true"));
        assertEquals(ClassAdValue.FALSE, eval("!(true || true)"));
        assertEquals(ClassAdValue.TRUE, eval("1 < 2 && 3 > 2"));
    }

    @Test
    void conditional_hasTheLowestPrecedence_andAssociatesToTheRight() {
        assertEquals(integer(10), eval("1 < 2 ? 10 : 20"));
        assertEquals(integer(1), eval("true || false ? 1 : 2"));
        assertEquals(integer(2), eval("false ? 1 : 2"));
        assertEquals(integer(1), eval("true ? 1 : false ? 2 : 3"));
        assertEquals(integer(3), eval("false ? 1 : false ? 2 : 3"));
        assertEquals(integer(2), eval("true ? false ? 1 : 2 : 3"));
        assertEquals(integer(5), eval("true ? 2 + 3 : 0"));
    }

    @Test
    void integersStayIntegers_andAnIntegerWithARealIsAReal() {
        assertEquals(real(1), eval("0.25 * 4"));
        assertEquals(integer(3), eval("7 / 2"));
        assertEquals(integer(-3), eval("-7 / 2"));
        assertEquals(integer(1), eval("7 % 2"));
        assertEquals(real(3.5), eval("7 / 2.0"));
        assertEquals(real(0.1), eval("0.1"));
        assertEquals(real(1500), eval("1.5e3"));
        assertEquals("2048", ClassAdValue.of(2048).toString());
        assertEquals("2048.0", ClassAdValue.of(2048.0).toString());
        assertEquals("0.25", ClassAdValue.of(0.25).toString());
    }

    @Test
    void divisionByZero_isError() {
        assertEquals(ClassAdValue.ERROR, eval("1 / 0"));
        assertEquals(ClassAdValue.ERROR, eval("0 / (2 - 2)"));
    }

    @Test
    void stringEquality_ignoresCase_andStringsOrderAlphabetically() {
        assertEquals(ClassAdValue.TRUE, eval("\"LINUX\" == \"linux\""));
        assertEquals(ClassAdValue.FALSE, eval("\"LINUX\" != \"Linux\""));
        assertEquals(ClassAdValue.FALSE, eval("\"LINUX\" == \"WINDOWS\""));
        assertEquals(ClassAdValue.TRUE, eval("\"abc\" < \"ABD\""));
        assertEquals(ClassAdValue.of("say \"hi\" \\ bye"), eval("\"say \\\"hi\\\" \\\\ bye\""));
        // Java equality of values is exact
        assertNotEquals(ClassAdValue.of("LINUX"), ClassAdValue.of("linux"));
    }

    @Test
    void typeMismatches_areError() {
        assertEquals(ClassAdValue.ERROR, eval("10 == \"10\""));
        assertEquals(ClassAdValue.ERROR, eval("10 * \"abc\""));
        assertEquals(ClassAdValue.ERROR, eval("\"a\" + \"b\""));
        assertEquals(ClassAdValue.ERROR, eval("\"a\" + 1"));
        assertEquals(integer(2), eval("true + 1")); // HTCondor's library promotes a boolean in arithmetic to 0 or 1
        assertEquals(ClassAdValue.ERROR, eval("-\"x\""));
        assertEquals(ClassAdValue.ERROR, eval("!\"x\""));
        assertEquals(ClassAdValue.ERROR, eval("\"x\" ? 1 : 2"));
    }

    @Test
    void booleansCompareAsZeroAndOne_andNumbersCountAsBooleansInLogic() {
        assertEquals(ClassAdValue.TRUE, eval("1 == true"));
        assertEquals(ClassAdValue.TRUE, eval("false < true"));
        assertEquals(ClassAdValue.FALSE, eval("!5"));
        assertEquals(integer(1), eval("5 ? 1 : 2"));
        assertEquals(integer(2), eval("0.0 ? 1 : 2"));
    }

    @Test
    void booleans_compareForEqualityOnly_andKeywordsIgnoreCase() {
        assertEquals(ClassAdValue.TRUE, eval("true == TRUE"));
        assertEquals(ClassAdValue.TRUE, eval("False != true"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Undefined"));
        assertEquals(ClassAdValue.ERROR, eval("ERROR"));
    }

    @Test
    void expressions_keepTheirText_andAreEqualWhenTheyParseToTheSameTree() {
        assertEquals("1+2", ClassAdExpression.parse("1+2").toString());
        assertEquals(ClassAdExpression.parse("1+2"), ClassAdExpression.parse("(1 + 2)"));
        assertNotEquals(ClassAdExpression.parse("1+2"), ClassAdExpression.parse("3"));
    }
}
