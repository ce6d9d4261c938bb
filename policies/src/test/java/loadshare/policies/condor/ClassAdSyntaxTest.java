package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Bad syntax: one line naming the 1-based column and what was expected there. */
class ClassAdSyntaxTest {

    private static String error(String text) {
        return assertThrows(IllegalArgumentException.class, () -> ClassAdExpression.parse(text)).getMessage();
    }

    @Test
    void aMissingOperand_namesThePositionAndWhatCouldComeThere() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ClassAdExpression.parse("requirements", "Memory > 2*)"));
        assertEquals("requirements: at 12: expected an attribute, a number, a string, a function, '{' or '(' but found ')'", e.getMessage());
        assertEquals("at 1: expected an attribute, a number, a string, a function, '{' or '(' but found the end", error(""));
        assertEquals("at 10: expected an attribute, a number, a string, a function, '{' or '(' but found the end", error("Memory >="));
    }

    @Test
    void unbalancedParenthesesAndConditionals() {
        assertEquals("at 12: expected ')' but found the end", error("(Memory > 2"));
        assertEquals("at 9: expected ':' but found the end", error("true ? 1"));
        assertEquals("at 3: expected an operator or the end but found ')'", error("1 ) + 2"));
    }

    @Test
    void aTimeLiteralThatIsNoTime_isReadWhenParsed() {
        assertEquals("at 10: no time in absTime(\"alice\")", error("Memory + absTime(\"alice\")"));
        assertEquals("at 1: no time in relTime(\"12abc\")", error("relTime(\"12abc\")"));
    }

    @Test
    void twoOperandsWithoutAnOperator() {
        assertEquals("at 8: expected an operator or the end but found '2048'", error("Memory 2048"));
        assertEquals("at 1: expected a digit after the point of 2.", error("2."));
    }

    @Test
    void cLikeMistakes_sayWhatWasMeant() {
        assertEquals("at 8: expected '==', '=?=' or '=!=' but found '='", error("Memory = 2048"));
        // '&' and '|' alone are HTCondor's bitwise operators: "a & b" parses
        assertEquals("at 6: expected an attribute, a number, a string, a function, '{' or '(' but found '&'",
                error("a && & b"));
        assertEquals("at 8: unexpected character '@'", error("Memory @ 2"));
    }

    @Test
    void unclosedString_pointsAtItsOpeningQuote() {
        assertEquals("at 9: expected a closing '\"' for this string but found the end", error("Arch == \"X86"));
        assertEquals("at 1: expected a closing '\"' for this string but found the end", error("\"ends in \\\""));
    }

    @Test
    void aSelectionNeedsAnAttributeName() {
        // any expression may be selected from, as in HTCondor: Job.Memory is Memory of the ad Job (none here)
        assertEquals(ClassAdValue.UNDEFINED, ClassAdExpression.parse("Job.Memory").evaluate(ClassAd.EMPTY, ClassAd.EMPTY));
        assertEquals("at 8: expected an attribute name after '.' but found '('", error("TARGET.(1)"));
        assertEquals("at 4: expected an attribute name after '.' but found the end", error("my."));
        assertEquals("at 4: expected an attribute name after '.' but found 'is'", error("MY.is"));
    }

    @Test
    void anAdsExpressionAttribute_isNamedInItsSyntaxError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ClassAd.builder().setExpression("Requirements", "TARGET.Memory >="));
        assertEquals("Requirements: at 17: expected an attribute, a number, a string, a function, '{' or '(' but found the end",
                e.getMessage());
    }
}
