package loadshare.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import loadshare.policies.information.LoadTable;
import loadshare.policies.location.NodeLists;
import org.junit.jupiter.api.Test;

class MemoryGrowthTest {

    private static final PolicyParameters QUEUE = new PolicyParameters(Map.of("load-metric", "queue-length"));
    private static final PolicyParameters UTILIZATION = new PolicyParameters(Map.of("load-metric", "cpu-utilization"));

    @Test
    void aLoadTable_takesAByteAndADouble_andADoubleMoreForLoadsThatAreNotWholeNumbers() {
        assertEquals(9, LoadTable.VIEW.viewEntryBytes(QUEUE, 1_000));
        assertEquals(17, LoadTable.VIEW.viewEntryBytes(UTILIZATION, 1_000));
        assertEquals(9, LoadTable.VIEW.viewEntryBytes(new PolicyParameters(Map.of()), 1_000));
    }

    @Test
    void theStableSymmetricLists_takeAnInt_andALongBeyond32767Nodes() {
        assertEquals(4, NodeLists.VIEW.viewEntryBytes(QUEUE, 32_767));
        assertEquals(8, NodeLists.VIEW.viewEntryBytes(QUEUE, 32_768));
    }

    @Test
    void aViewKeptOnlyWithSomeParameters_takesNothingWithoutThem() {
        MemoryGrowth broadcast = LoadTable.VIEW.when("with information = periodic",
                p -> "periodic".equals(p.asMap().get("information")));
        assertEquals(0, broadcast.viewEntryBytes(UTILIZATION, 1_000));
        assertEquals(17, broadcast.viewEntryBytes(
                new PolicyParameters(Map.of("information", "periodic", "load-metric", "cpu-utilization")), 1_000));
        assertEquals(0, MemoryGrowth.LINEAR.viewEntryBytes(QUEUE, 1_000));
    }
}
