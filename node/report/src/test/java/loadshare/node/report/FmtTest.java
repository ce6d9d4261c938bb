package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FmtTest {

    @Test
    void meanCi_trueInterval_printedWithPlusMinus() {
        assertEquals("12.345 ± 0.051", Fmt.meanCi(12.345, 0.0512));
        assertEquals("0.012 ± 2.0e-05", Fmt.meanCi(0.0123, 0.00002));
    }

    @Test
    void meanCi_oneReplication_intervalReadsNotAvailable() {
        assertEquals("12.345 ± n/a", Fmt.meanCi(12.345, Double.NaN));
    }

    @Test
    void meanCi_deterministicReplay_printsTheMeanAlone() {
        assertEquals("12.345", Fmt.meanCi(12.345, 0.0));
        assertEquals("12.345", Fmt.meanCi(12.345, 6.9e-13));
        assertEquals("0.012", Fmt.meanCi(0.0123, 1e-12));
    }
}
