package loadshare.policies.compose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.policies.compose.BuiltInLocations.DirectorySide;
import org.junit.jupiter.api.Test;

/**
 * The presets choose built-in components through typed factory methods; each must be the very component a
 * {@code composed} entry names, with the values given, so that a preset and its composition written out agree.
 */
class BuiltInChoicesTest {

    private final Components byName = new Components(BuiltInComponents.all());

    /** Each typed choice, and how a composed entry writes it. */
    private static Map<Choice, String> typedChoices() {
        Map<Choice, String> all = new LinkedHashMap<>();
        all.put(BuiltInComponents.alwaysTransfer(), "always");
        all.put(BuiltInComponents.neverTransfer(), "never");
        all.put(BuiltInComponents.thresholdTransfer(2), "{ name = threshold, threshold = 2 }");
        all.put(BuiltInComponents.twoThresholdTransfer(1, 3.5), "{ name = two-threshold, lower = 1, upper = 3.5 }");
        all.put(BuiltInComponents.averageLoadTransfer(), "average-load");
        all.put(BuiltInComponents.rankTransfer(4), "{ name = rank, m = 4 }");
        all.put(BuiltInComponents.newJobSelection(), "new-job");
        all.put(BuiltInComponents.preemptiveSelection(3), "{ name = preemptive, min-ratio = 3 }");
        all.put(BuiltInComponents.demandDriven(), "demand-driven");
        all.put(BuiltInComponents.periodicInformation(0.5), "{ name = periodic, period = 0.5 }");
        all.put(BuiltInComponents.stateChangeInformation(2), "{ name = state-change, delta = 2 }");
        all.put(BuiltInComponents.centralizedInformation(1), "{ name = centralized, delta = 1 }");
        all.put(BuiltInComponents.freeCpuReports(), "free-cpu-reports");
        all.put(BuiltInComponents.queueLength(), "queue-length");
        all.put(BuiltInComponents.cpuUtilization(20), "{ name = cpu-utilization, window = 20 }");
        all.put(BuiltInComponents.noMigration(), "none");
        all.put(BuiltInComponents.migration("pre-copy"), "pre-copy");
        all.put(BuiltInLocations.random(), "random");
        all.put(BuiltInLocations.senderThreshold(5), "{ name = sender-threshold, probe-limit = 5 }");
        all.put(BuiltInLocations.senderShortest(4), "{ name = sender-shortest, probe-limit = 4 }");
        all.put(BuiltInLocations.receiverThreshold(3), "{ name = receiver-threshold, probe-limit = 3 }");
        all.put(BuiltInLocations.receiverShortest(2), "{ name = receiver-shortest, probe-limit = 2 }");
        all.put(BuiltInLocations.senderNearest(4), "{ name = sender-nearest, probe-limit = 4 }");
        all.put(BuiltInLocations.receiverNearest(2), "{ name = receiver-nearest, probe-limit = 2 }");
        all.put(BuiltInLocations.symmetric(6), "{ name = symmetric, probe-limit = 6 }");
        all.put(BuiltInLocations.randomReceiver(7), "{ name = random-receiver, probe-limit = 7 }");
        all.put(BuiltInLocations.powerOfD(2), "{ name = power-of-d, d = 2 }");
        all.put(BuiltInLocations.stableSymmetric(3), "{ name = stable-symmetric, probe-limit = 3 }");
        all.put(BuiltInLocations.directory(DirectorySide.RECEIVER), "{ name = directory, side = receiver }");
        all.put(BuiltInLocations.centralQueue(), "central-queue");
        return all;
    }

    @Test
    void everyTypedChoice_isTheNamedComponent_withTheValuesGiven() {
        typedChoices().forEach((choice, written) -> {
            ComponentDescriptor named = byName.find(choice.component().family(), choice.component().name())
                    .orElseThrow();
            assertEquals(written, choice.render());
            assertEquals(named.parameters(), choice.component().parameters(), written);
            assertEquals(named.provides(), choice.component().provides(), written);
            assertEquals(named.requires(), choice.component().requires(), written);
            assertEquals(named.memory(), choice.component().memory(), written);
        });
    }

    @Test
    void everyTypedChoice_holdsTheValuesAComposedEntryWouldRead() {
        Choice typed = BuiltInComponents.twoThresholdTransfer(1, 3.5);
        Choice named = byName.choose(Family.TRANSFER, "two-threshold", Map.of("lower", 1.0, "upper", 3.5));
        assertEquals(named.parameters().asMap(), typed.parameters().asMap());
        assertSame(named.component(), typed.component(), "the one description of the component");
        Choice limit = BuiltInLocations.senderThreshold(5);
        assertEquals(Map.of("probe-limit", 5), limit.parameters().asMap(), "an integer stays an integer");
    }

    @Test
    void everyBuiltInComponentButTheOtherMigrations_hasATypedFactory() {
        List<String> typed = typedChoices().keySet().stream()
                .map(c -> c.component().family() + ":" + c.component().name()).toList();
        List<String> untyped = byName.all().stream().map(c -> c.family() + ":" + c.name())
                .filter(name -> !typed.contains(name)).toList();
        assertEquals(List.of("migration:stop-and-copy", "migration:demand-paging",
                "migration:sprite", "migration:checkpoint-restart"), untyped, "reached by migration(String) alike");
    }

    @Test
    void aChoice_ofTheWrongNumberOrTypeOfValues_isRefused() {
        ComponentDescriptor threshold = BuiltInComponents.thresholdTransfer(1).component();
        assertThrows(IllegalArgumentException.class, () -> Choice.of(threshold));
        IllegalArgumentException type = assertThrows(IllegalArgumentException.class, () -> Choice.of(threshold, 2));
        assertTrue(type.getMessage().contains("threshold = 2: expected a number"), type.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BuiltInComponents.migration("teleport"));
    }
}
