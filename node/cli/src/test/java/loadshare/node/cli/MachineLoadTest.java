package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MachineLoadTest {

    @Test
    void aBusyMachine_isNamedInAWarning_aQuietOneIsNot() {
        assertNull(MachineLoad.warning(1.4, 2));
        assertNull(MachineLoad.warning(-1, 2));
        String warning = MachineLoad.warning(9.3, 2);
        assertTrue(warning.startsWith("# warning: the machine's load average is 9.3 on 2 cores"), warning);
    }

    @Test
    void theLoad_isDescribedOrSaidUnknown() {
        assertEquals("machine load average 1.50", MachineLoad.describe(1.5));
        assertEquals("machine load average unknown", MachineLoad.describe(-1));
    }
}
