package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code workload.application}: the parallel application of volunteer computing, read and validated. */
class ApplicationSettingsTest {

    @TempDir
    Path dir;

    @Test
    void defaults_areAThousandTasksOfMeanWorkOne() {
        ApplicationSettings application = load(experiment(dir, "  nodes = 3")).workload().application();
        assertEquals(1000, application.tasks());
        assertEquals(ServiceDistribution.EXPONENTIAL, application.taskWork().distribution());
        assertEquals(1.0, application.taskWork().mean());
    }

    @Test
    void tasksAndTaskWork_areRead() {
        Path file = experiment(dir, "  workload.application {", "    tasks = 250",
                "    task-work { distribution = erlang, k = 4, mean = 3.5 }", "  }");
        ApplicationSettings application = load(file).workload().application();
        assertEquals(250, application.tasks());
        assertEquals(ServiceDistribution.ERLANG, application.taskWork().distribution());
        assertEquals(4, application.taskWork().k());
        assertEquals(3.5, application.taskWork().mean());
    }

    @Test
    void zeroTasks_isRejected_withTheValidRange() {
        Path file = experiment(dir, "  workload.application.tasks = 0");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.application.tasks = 0: "
                + "an application has 1 to 10000000 tasks", rejection(file));
    }

    @Test
    void fractionalTasks_isRejected_notTruncated() {
        Path file = experiment(dir, "  workload.application.tasks = 2.5");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.application.tasks = 2.5: expected an integer",
                rejection(file));
    }

    @Test
    void nonPositiveTaskWork_isRejected_namingTheApplicationKey() {
        Path file = experiment(dir, "  workload.application.task-work.mean = 0");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.application.task-work.mean = 0: "
                + "a mean must be positive", rejection(file));
    }

    @Test
    void unknownTaskWorkDistribution_isRejected_withTheValidNames() {
        Path file = experiment(dir, "  workload.application.task-work.distribution = uniform");
        assertTrue(rejection(file).startsWith(at(file, 2)
                + "loadshare.experiment.workload.application.task-work.distribution = \"uniform\": "
                + "unknown distribution"), rejection(file));
    }

    @Test
    void boundedParetoTaskWorkWithMean_isRejected_butTheServiceMeanDoesNotCount() {
        Path file = experiment(dir, "  workload.service.mean = 2.0",
                "  workload.application.task-work { distribution = bounded-pareto, mean = 3 }");
        assertTrue(rejection(file).startsWith(at(file, 3)
                + "loadshare.experiment.workload.application.task-work.mean = 3: bounded-pareto's mean follows"),
                rejection(file));
        Path ok = experiment(dir, "  workload.service.mean = 2.0",
                "  workload.application.task-work { distribution = bounded-pareto }");
        assertEquals(ServiceDistribution.BOUNDED_PARETO, load(ok).workload().application().taskWork().distribution());
    }

    @Test
    void misspelledApplicationKey_isRejected_withDidYouMean() {
        Path file = experiment(dir, "  workload.application.taks = 10");
        assertTrue(rejection(file).contains("loadshare.experiment.workload.application.taks: unknown key"),
                rejection(file));
    }
}
