package loadshare.config;

import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OverridesTest {

    @TempDir
    Path dir;

    @Test
    void setWithoutEquals_isRejected_namingTheArgument() {
        Path file = experiment(dir, "  nodes = 4");
        String message = rejection(file, "nodes3");
        assertTrue(message.startsWith("--set nodes3: expected key=value"), message);
    }

    @Test
    void setOverride_winsOverTheFile() {
        Path file = experiment(dir, "  nodes = 4", "  workload.loads = [0.5]");
        ExperimentSettings settings = load(file, "nodes=3", "workload.loads=[0.7, 0.8]", "policies=[{name=none}]");
        assertEquals(3, settings.nodes());
        assertEquals(List.of(0.7, 0.8), settings.workload().loads());
        assertEquals(1, settings.policies().size());
    }

    @Test
    void laterSet_winsOverEarlierSet() {
        assertEquals(7, load(experiment(dir), "nodes=3", "nodes=7").nodes());
    }

    @Test
    void badValueFromSet_isRejected_pointingAtTheSetArgument() {
        Path file = experiment(dir, "  workload.loads = [0.5]");
        assertEquals("--set workload.loads=[0.7, 1.2]: loadshare.experiment.workload.loads[1] = 1.2: "
                + "a load must be in (0, 1)", rejection(file, "workload.loads=[0.7, 1.2]"));
    }

    @Test
    void unknownKeyFromSet_isRejected_pointingAtTheSetArgument() {
        assertEquals("--set noeds=3: loadshare.experiment.noeds: unknown key (did you mean 'nodes'?)",
                rejection(experiment(dir), "noeds=3"));
    }

    @Test
    void syntaxErrorInSet_isRejected_pointingAtTheSetArgument() {
        String message = rejection(experiment(dir), "workload.loads=[0.7");
        assertTrue(message.startsWith("--set workload.loads=[0.7: "), message);
    }

    @Test
    void outputDirDefault_followsTheNameInTheFile() {
        assertEquals("results/mine", load(experiment(dir, "  name = mine")).output().dir());
    }

    @Test
    void outputDirDefault_followsANameSetOnTheCommandLine() {
        assertEquals("results/other", load(experiment(dir, "  name = mine"), "name=other").output().dir());
    }

    @Test
    void outputDirSetExplicitly_doesNotFollowTheName() {
        Path file = experiment(dir, "  output.dir = out/here");
        assertEquals("out/here", load(file, "name=other").output().dir());
    }
}
