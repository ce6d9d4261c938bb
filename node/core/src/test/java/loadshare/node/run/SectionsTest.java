package loadshare.node.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import loadshare.node.migration.MigrationFigures;
import org.junit.jupiter.api.Test;

class SectionsTest {

    private static final ApplicationRun APPLICATION = new ApplicationRun(null, 12.5, 3);

    private static RunMeasurement plain() {
        return new RunMeasurement(10, 1.5, new ResponseTimes(1.0), new FlowFigures(0.5, 1, 1),
                new SharingFigures(0, 0, 0), 100, 20, false, MigrationFigures.NONE, OwnerFigures.NONE);
    }

    @Test
    void aMeasurementWithoutASection_saysSo_insteadOfHandingOutNull() {
        RunMeasurement m = plain();
        assertEquals(Optional.empty(), m.section(Section.BATCH));
        assertEquals(Optional.empty(), m.section(Section.APPLICATION));
        assertSame(Sections.NONE, m.sections());
    }

    @Test
    void aSectionSet_isFoundByItsName_andLeavesTheRestOfTheMeasurementAsItWas() {
        RunMeasurement m = plain();
        RunMeasurement with = m.with(Section.APPLICATION, APPLICATION);
        assertEquals(Optional.of(APPLICATION), with.section(Section.APPLICATION));
        assertEquals(Optional.empty(), with.section(Section.TRACE));
        assertEquals(m.jobs(), with.jobs());
        assertEquals(m.flow(), with.flow());
        assertEquals(Optional.empty(), m.section(Section.APPLICATION), "the original is unchanged");
    }

    @Test
    void settingASectionToNull_removesIt_andTwoEqualSetsAreEqual() {
        Sections one = Sections.NONE.with(Section.APPLICATION, APPLICATION);
        Sections two = Sections.NONE.with(Section.APPLICATION, APPLICATION);
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        assertTrue(one.has(Section.APPLICATION));
        assertFalse(one.has(Section.BATCH));
        assertSame(Sections.NONE, one.with(Section.APPLICATION, null));
        assertNotEquals(Sections.NONE, one);
        assertEquals("application", Section.APPLICATION.name());
    }
}
