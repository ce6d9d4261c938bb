package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** MY/TARGET lookup, case-insensitive names, attributes that are expressions, and the ad itself. */
class ClassAdScopeTest {

    private static final ClassAd JOB = ClassAd.builder()
            .set("Memory", 2048)
            .set("Owner", "smith")
            .build();
    private static final ClassAd MACHINE = ClassAd.builder()
            .set("Memory", 4096)
            .set("Cpus", 8)
            .set("OpSys", "LINUX")
            .build();

    private static ClassAdValue eval(String text) {
        return ClassAdExpression.parse(text).evaluate(JOB, MACHINE);
    }

    @Test
    void plainName_isLookedUpInMyFirst_thenInTarget() {
        assertEquals(ClassAdValue.of(2048), eval("Memory"));
        assertEquals(ClassAdValue.of(8), eval("Cpus"));
        assertEquals(ClassAdValue.UNDEFINED, eval("Disk"));
    }

    @Test
    void prefixedName_isLookedUpOnlyInItsAd() {
        assertEquals(ClassAdValue.of(2048), eval("MY.Memory"));
        assertEquals(ClassAdValue.of(4096), eval("TARGET.Memory"));
        assertEquals(ClassAdValue.UNDEFINED, eval("MY.Cpus"));
        assertEquals(ClassAdValue.UNDEFINED, eval("TARGET.Owner"));
        assertEquals(ClassAdValue.TRUE, eval("TARGET.Memory >= 2 * MY.Memory"));
    }

    @Test
    void namesAndPrefixes_ignoreCase() {
        assertEquals(ClassAdValue.of(2048), eval("memory"));
        assertEquals(ClassAdValue.of(2048), eval("my.MEMORY"));
        assertEquals(ClassAdValue.of(8), eval("Target.cpus"));
        assertEquals(ClassAdValue.TRUE, eval("opsys == \"linux\""));
    }

    @Test
    void swappingTheAds_swapsWhatMyAndTargetMean() {
        ClassAdExpression memory = ClassAdExpression.parse("TARGET.Memory - MY.Memory");
        assertEquals(ClassAdValue.of(2048), memory.evaluate(JOB, MACHINE));
        assertEquals(ClassAdValue.of(-2048), memory.evaluate(MACHINE, JOB));
    }

    @Test
    void anAttributeThatIsAnExpression_isEvaluatedFromItsOwnAdsSide() {
        ClassAd machine = ClassAd.builder()
                .set("Owner", "root")
                .setExpression("LikesTarget", "TARGET.Owner == \"smith\"")
                .setExpression("LikesItself", "Owner == \"root\"")
                .build();
        // the job's TARGET is the machine; inside the machine's attribute, TARGET is the job again
        assertEquals(ClassAdValue.TRUE, ClassAdExpression.parse("TARGET.LikesTarget").evaluate(JOB, machine));
        // a plain Owner inside the machine's attribute is the machine's own, although the job has one too
        assertEquals(ClassAdValue.TRUE, ClassAdExpression.parse("LikesItself").evaluate(JOB, machine));
        assertEquals(ClassAdValue.TRUE, machine.evaluate("LikesTarget", JOB));
        assertEquals(ClassAdValue.FALSE, machine.evaluate("LikesTarget", ClassAd.builder().set("Owner", "jones").build()));
        assertEquals(ClassAdValue.UNDEFINED, machine.evaluate("LikesTarget", MACHINE));
    }

    @Test
    void anAttributeMissingFromItsOwnAd_fallsBackToTheOtherAd() {
        ClassAd machine = ClassAd.builder().setExpression("ForSmith", "Owner == \"smith\"").build();
        assertEquals(ClassAdValue.TRUE, machine.evaluate("ForSmith", JOB));
        assertEquals(ClassAdValue.UNDEFINED, machine.value("ForSmith"));
    }

    @Test
    void circularReferences_areUndefinedAsInHTCondorsLibrary_butReferringToAnotherAdsSameNameIsNot() {
        ClassAd loop = ClassAd.builder().setExpression("A", "B + 1").setExpression("B", "A").set("C", 1).build();
        assertEquals(ClassAdValue.UNDEFINED, loop.value("A"));
        assertEquals(ClassAdValue.UNDEFINED, ClassAdExpression.parse("B").evaluate(loop, ClassAd.EMPTY));
        assertEquals(ClassAdValue.of(1), loop.value("C"));

        ClassAd asksTarget = ClassAd.builder().setExpression("X", "TARGET.X").build();
        ClassAd answers = ClassAd.builder().set("X", 5).build();
        assertEquals(ClassAdValue.of(5), asksTarget.evaluate("X", answers));
        ClassAd alsoAsksTarget = ClassAd.builder().setExpression("X", "TARGET.X").build();
        assertEquals(ClassAdValue.UNDEFINED, asksTarget.evaluate("X", alsoAsksTarget));
    }

    @Test
    void evaluateByName_doesNotLookInTheTarget() {
        assertEquals(ClassAdValue.UNDEFINED, JOB.evaluate("Cpus", MACHINE));
        assertEquals(ClassAdValue.of("smith"), JOB.value("OWNER"));
    }

    @Test
    void settingANameAgainInAnyCase_replacesItsValueAndSpelling_keepingItsPlace() {
        ClassAd ad = ClassAd.builder().set("Memory", 1).set("Cpus", 2).set("MEMORY", 3).build();
        assertEquals(List.of("MEMORY", "Cpus"), ad.names());
        assertEquals(ClassAdValue.of(3), ad.value("memory"));
        assertTrue(ad.has("mEmOrY"));
        assertFalse(ad.has("Disk"));
        assertEquals("[ MEMORY = 3; Cpus = 2 ]", ad.toString());
    }

    @Test
    void ads_areEqualByAttributes_ignoringNameCaseAndOrder() {
        ClassAd a = ClassAd.builder().set("Memory", 1).setExpression("Rank", "TARGET.Memory").build();
        ClassAd b = ClassAd.builder().setExpression("rank", "TARGET.Memory").set("memory", 1).build();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, ClassAd.builder().set("Memory", 2).setExpression("Rank", "TARGET.Memory").build());
        assertEquals("TARGET.Memory", a.expression("RANK").orElseThrow().toString());
    }

    @Test
    void invalidAttributeNames_andNaN_areRefused() {
        IllegalArgumentException name = assertThrows(IllegalArgumentException.class,
                () -> ClassAd.builder().set("2nd Memory", 1));
        assertEquals("'2nd Memory' is not an attribute name: use letters, digits and '_', not starting with a digit",
                name.getMessage());
        IllegalArgumentException nan = assertThrows(IllegalArgumentException.class,
                () -> ClassAd.builder().set("Load", Double.NaN));
        assertEquals("Load = NaN: a ClassAd number must be a number", nan.getMessage());
    }
}
