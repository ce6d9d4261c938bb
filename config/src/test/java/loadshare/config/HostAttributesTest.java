package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code hosts.attributes}: what each host advertises to Condor's matchmaker, as ClassAd literals. */
class HostAttributesTest {

    private static ExperimentSettings load(String... overrides) {
        return ExperimentLoader.load("quickstart", List.of(overrides));
    }

    @Test
    void byDefault_hostsAdvertiseNothingOfTheirOwn() {
        assertEquals(Map.of(), load().hosts().attributes());
    }

    @Test
    void scalarsAndLists_becomeClassAdLiterals_listsRepeatingOverTheNodes() {
        Map<String, List<String>> a = load("hosts.attributes={Arch=[INTEL, \"SUN4u\"], Disk=64, Fast=true, "
                + "Load=[0.5, 2]}").hosts().attributes();
        assertEquals(List.of("\"INTEL\"", "\"SUN4u\""), a.get("Arch"));
        assertEquals(List.of("64"), a.get("Disk"));
        assertEquals(List.of("true"), a.get("Fast"));
        assertEquals(List.of("0.5", "2"), a.get("Load"));
    }

    @Test
    void aValueThatIsNoScalar_isRejected_namingTheKey() {
        String message = assertThrows(SettingsException.class,
                () -> load("hosts.attributes={Arch=[{a=1}]}")).getMessage();
        assertEquals("--set hosts.attributes={Arch=[{a=1}]}: loadshare.experiment.hosts.attributes.Arch[0] = {\"a\":1}: "
                + "an attribute is a string, a number or a boolean", message);
    }
}
