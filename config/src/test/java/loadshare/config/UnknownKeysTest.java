package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static loadshare.config.ExperimentFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UnknownKeysTest {

    @TempDir
    Path dir;

    @Test
    void misspelledKey_isRejected_withDidYouMean_fileLineAndKey() {
        Path file = experiment(dir, "  nodes = 4", "  workload {", "    laods = [0.5]", "  }");
        assertEquals(at(file, 4) + "loadshare.experiment.workload.laods: unknown key (did you mean 'loads'?)",
                rejection(file));
    }

    @Test
    void keyFarFromAnyKnownKey_isRejected_listingTheValidKeys() {
        Path file = experiment(dir, "  network { jitter = 10 }");
        String message = rejection(file);
        assertTrue(message.startsWith(at(file, 2) + "loadshare.experiment.network.jitter: unknown key"), message);
        assertTrue(message.endsWith("(valid: bandwidth, graph, latency, racks, topology)"), message);
    }

    @Test
    void experimentSectionWithoutPrefix_isRejected_suggestingLoadshareExperiment() {
        Path file = write(dir, "exp.conf", "# no prefix", "experiment {", "  nodes = 4", "}");
        assertEquals(at(file, 2) + "experiment: unknown key (did you mean 'loadshare.experiment'?)",
                rejection(file));
    }

    @Test
    void experimentKeyAtTopLevel_isRejected_suggestingItsFullPath() {
        Path file = write(dir, "exp.conf", "nodes = 4");
        assertEquals(at(file, 1) + "nodes: unknown key (did you mean 'loadshare.experiment.nodes'?)",
                rejection(file));
    }

    @Test
    void unknownSectionUnderLoadshare_isRejected() {
        Path file = write(dir, "exp.conf", "loadshare.experimant { nodes = 4 }");
        assertEquals(at(file, 1) + "loadshare.experimant: unknown key (did you mean 'experiment'?)",
                rejection(file));
    }

    @Test
    void akkaSection_isAccepted_unchecked() {
        Path file = write(dir, "exp.conf", "akka.loglevel = DEBUG", "loadshare.experiment.nodes = 4");
        assertEquals(4, load(file).nodes());
    }

    @Test
    void scalarWhereSectionBelongs_isRejected_namingTheSectionKeys() {
        Path file = experiment(dir, "  hosts = 3");
        assertEquals(at(file, 2) + "loadshare.experiment.hosts = 3: expected a section { attributes, cpu-scheduling, cpus, memory, owner, page-size, speeds }",
                rejection(file));
    }

    @Test
    void policyParameters_areLeftToThePolicyRegistry() {
        Path file = experiment(dir, "  policies = [{ name = threshold, treshold = 2 }]");
        assertEquals(2, load(file).policies().get(0).parameters().getInt("treshold"));
    }
}
