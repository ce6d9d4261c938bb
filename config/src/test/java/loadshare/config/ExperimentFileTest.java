package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.util.List;
import loadshare.config.FailureSettings.Outage;
import org.junit.jupiter.api.Test;

/**
 * A file named in an experiment that is a class-path resource (a bundled experiment) is the resource beside it:
 * {@code failures/bundled.conf} (a test resource) names {@code outages.csv}, which is {@code failures/outages.csv}.
 */
class ExperimentFileTest {

    private static final String RESOURCE = "failures/bundled.conf";

    private static Config bundled() {
        return ConfigFactory.parseResources(BundledExperiments.loader(), RESOURCE);
    }

    @Test
    void aFailureLogNamedInAResource_isReadFromTheResourceBesideIt() {
        Config section = bundled().withFallback(
                ConfigFactory.defaultReference(BundledExperiments.loader()).getConfig(ExperimentLoader.SECTION));
        FailureSettings failures = new FailuresReader(new Fields(section, ExperimentLoader.SECTION))
                .read(key -> false, 4);
        assertEquals(List.of(new Outage(0, 10, 20), new Outage(2, 5, 6)), failures.log());
        assertEquals("outages.csv", failures.logFile());
    }

    @Test
    void aMissingResource_isOneLineNamingWhereItWasNamed_andWhereItWasLookedFor() {
        SettingsException e = assertThrows(SettingsException.class, () -> ExperimentFile.open(
                bundled().getValue("missing"), "gone.csv", "loadshare.experiment.failures.log", "failure log"));
        assertEquals(RESOURCE + ":3: loadshare.experiment.failures.log = \"gone.csv\": no such failure log on the "
                + "class path (failures/gone.csv)", e.getMessage());
    }
}
