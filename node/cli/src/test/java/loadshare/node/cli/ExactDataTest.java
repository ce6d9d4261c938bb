package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.Serializable;
import java.util.List;
import loadshare.node.live.workers.ExactData;
import loadshare.node.run.RunMeasurement;
import org.junit.jupiter.api.Test;

/** {@link ExactData} reads back what it wrote, and refuses anything else (the whole runs: {@code ExactDataIT}). */
class ExactDataTest {

    @Test
    void classesBeyondTheValuesAreRefusedBeforeTheyAreMade() {     // as a hostile peer's gadget would be
        byte[] bytes = ExactData.write(new java.io.File("x"));
        InvalidClassException e = assertThrows(InvalidClassException.class,
                () -> ExactData.read(bytes, Serializable.class));
        assertTrue(e.getMessage().contains("REJECTED") || e.getMessage().contains("filter"), e.getMessage());
    }

    @Test
    void bytesCutShortAreRefused() {
        byte[] whole = ExactData.write(new java.util.ArrayList<>(List.of(1.5, 2.5)));
        byte[] cut = java.util.Arrays.copyOf(whole, whole.length / 2);
        assertThrows(IOException.class, () -> ExactData.read(cut, java.util.List.class));
    }

    @Test
    void aValueOfAnotherTypeIsRefused() throws IOException {
        byte[] bytes = ExactData.write(new java.util.ArrayList<>(List.of(1.0)));
        assertArrayEquals(bytes, ExactData.write(ExactData.read(bytes, java.util.ArrayList.class)));
        assertThrows(InvalidClassException.class, () -> ExactData.read(bytes, RunMeasurement.class));
    }
}
