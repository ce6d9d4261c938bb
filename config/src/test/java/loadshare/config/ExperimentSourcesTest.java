package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.rejection;
import static loadshare.config.ExperimentFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExperimentSourcesTest {

    @TempDir
    Path dir;

    @Test
    void missingFile_isRejected_listingTheBundledExperiments() {
        String missing = dir.resolve("nope.conf").toString();
        SettingsException e = assertThrows(SettingsException.class, () -> ExperimentLoader.load(missing, List.of()));
        assertEquals("no such file or bundled experiment: '" + missing + "' (bundled: "
                + String.join(", ", ExperimentLoader.bundledNames()) + ")", e.getMessage());
        assertTrue(e.getMessage().contains("quickstart"));
    }

    @Test
    void directory_isRejected_asNotAnExperimentFile() {
        SettingsException e = assertThrows(SettingsException.class,
                () -> ExperimentLoader.load(dir.toString(), List.of()));
        assertEquals("'" + dir + "' is a directory, not an experiment file", e.getMessage());
    }

    @Test
    void syntaxError_isRejected_withFileLineAndTheParsersProblemOnly() {
        Path file = write(dir, "exp.conf", "loadshare.experiment {", "  nodes = 4", "  workload {", "}");
        String message = rejection(file);
        assertTrue(message.startsWith(at(file, 5)) || message.startsWith(at(file, 4)), message);
        assertFalse(message.contains("ConfigException"), message);
        assertFalse(message.contains("if you"), message);
        assertFalse(message.contains(": " + file.getFileName() + ": "), message);
    }

    @Test
    void bundledQuickstart_loadsWithTheDocumentedValues() {
        ExperimentSettings settings = ExperimentLoader.load("quickstart", List.of());
        assertEquals("quickstart", settings.name());
        assertEquals(20, settings.nodes());
        assertEquals(1, settings.hosts().cpus());
        assertEquals(List.of(1.0), settings.hosts().speeds());
        assertEquals(List.of(0.5, 0.7, 0.8, 0.9), settings.workload().loads());
        assertEquals(ArrivalSettings.POISSON, settings.workload().arrivals());
        assertEquals(ServiceDistribution.EXPONENTIAL, settings.workload().service().distribution());
        assertEquals(1.0, settings.workload().service().mean());
        assertEquals(List.of("none", "central-queue"),
                settings.policies().stream().map(PolicySpec::label).toList());
        assertEquals(new RunSettings(200_000, 20_000, 5, 1, 0), settings.run());
        assertEquals("results/quickstart", settings.output().dir());
        assertEquals(0.0, settings.network().latency());
        assertEquals(new CostSettings(0, 0, 0), settings.costs());
        assertEquals("bundled:quickstart", settings.source());
        assertTrue(settings.policies().get(0).origin().startsWith("experiments/quickstart.conf:"),
                settings.policies().get(0).origin());
    }

    @Test
    void bundledExperiment_mayBeNamedWithItsConfSuffix() {
        assertEquals("bundled:quickstart", ExperimentLoader.load("quickstart.conf", List.of()).source());
    }

    @Test
    void bundledNames_listQuickstart() {
        assertTrue(ExperimentLoader.bundledNames().contains("quickstart"));
    }

    @Test
    void fileSource_isThePathAsGiven() {
        Path file = write(dir, "exp.conf", "loadshare.experiment.nodes = 3");
        assertEquals(file.toString(), ExperimentFiles.load(file).source());
    }

    @Test
    void rendered_isTheResolvedSection_andLoadsBackToTheSameSettings() {
        Path file = write(dir, "exp.conf", "loadshare.experiment { name = x, nodes = 3 }");
        ExperimentSettings settings = ExperimentFiles.load(file);
        assertTrue(settings.rendered().contains("results/x"), settings.rendered());
        Path again = write(dir, "again.conf", settings.rendered());
        ExperimentSettings reloaded = ExperimentFiles.load(again);
        assertEquals(settings.rendered(), reloaded.rendered());
        assertEquals(settings.workload(), reloaded.workload());
        assertEquals(settings.output(), reloaded.output());
    }

    @Test
    void rendered_ofANetworkOfRacks_loadsBackToTheSameNetwork() {
        Path file = write(dir, "exp.conf", "loadshare.experiment { name = x, nodes = 30, network { topology = racks, "
                + "racks.uplink-latency = 0.2 } }");
        ExperimentSettings settings = ExperimentFiles.load(file);
        Path again = write(dir, "again.conf", settings.rendered());
        ExperimentSettings reloaded = ExperimentFiles.load(again);
        assertEquals(settings.rendered(), reloaded.rendered());
        assertEquals(settings.network(), reloaded.network());
        assertEquals(0.2, reloaded.network().racks().uplinkLatency());
    }
}
