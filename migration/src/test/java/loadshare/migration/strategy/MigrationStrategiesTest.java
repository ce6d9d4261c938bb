package loadshare.migration.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MigrationStrategiesTest {

    @Test
    void registry_knowsTheFiveStrategiesByName() {
        assertEquals(List.of("stop-and-copy", "pre-copy", "demand-paging", "sprite", "checkpoint-restart"), MigrationStrategies.names());
        for (String name : MigrationStrategies.names()) {
            assertEquals(name, MigrationStrategies.byName(name).name());
        }
    }

    @Test
    void registry_rejectsAnUnknownName_listingTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MigrationStrategies.byName("teleport"));
        assertTrue(e.getMessage().contains("teleport") && e.getMessage().contains("stop-and-copy, pre-copy, demand-paging, sprite, checkpoint-restart"),
                e.getMessage());
    }
}
