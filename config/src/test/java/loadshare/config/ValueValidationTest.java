package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValueValidationTest {

    @TempDir
    Path dir;

    @Test
    void stringWhereIntegerBelongs_isRejected_expectedAnInteger() {
        Path file = experiment(dir, "  nodes = many");
        assertEquals(at(file, 2) + "loadshare.experiment.nodes = \"many\": expected an integer", rejection(file));
    }

    @Test
    void fractionalNodes_isRejected_notTruncated() {
        Path file = experiment(dir, "  nodes = 2.5");
        assertEquals(at(file, 2) + "loadshare.experiment.nodes = 2.5: expected an integer", rejection(file));
    }

    @Test
    void zeroNodes_isRejected_withTheValidRange() {
        Path file = experiment(dir, "  nodes = 0");
        assertEquals(at(file, 2) + "loadshare.experiment.nodes = 0: nodes must be between 1 and 1000000",
                rejection(file));
    }

    @Test
    void loadAboveOne_isRejected_withFileLineAndIndexedKey() {
        Path file = experiment(dir, "  workload {", "    loads = [0.5, 0.7, 0.8,", "      1.2]", "  }");
        assertEquals(at(file, 4) + "loadshare.experiment.workload.loads[3] = 1.2: a load must be in (0, 1)",
                rejection(file));
    }

    @Test
    void aVanishingLoad_isRejected_withTheLowestLoad() {
        Path file = experiment(dir, "  workload.loads = [0.5, 1e-308]");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.loads[1] = 1.0E-308: a load must be at least 1.0E-6: "
                + "below it, jobs arrive so far apart that model times lose the precision of a job's service time",
                rejection(file));
    }

    @Test
    void loadZero_isRejected_withFileLineAndIndexedKey() {
        Path file = experiment(dir, "  workload.loads = [0]");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.loads[0] = 0: a load must be in (0, 1)",
                rejection(file));
    }

    @Test
    void zeroMean_isRejected_meanMustBePositive() {
        Path file = experiment(dir, "  workload.service.mean = 0");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.service.mean = 0: a mean must be positive",
                rejection(file));
    }

    @Test
    void negativeMean_isRejected_meanMustBePositive() {
        Path file = experiment(dir, "  workload.service { distribution = erlang, mean = -1.5 }");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.service.mean = -1.5: a mean must be positive",
                rejection(file));
    }

    @Test
    void unknownDistribution_isRejected_withDidYouMeanAndTheValidNames() {
        Path file = experiment(dir, "  workload.service.distribution = exponental");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.service.distribution = \"exponental\": "
                + "unknown distribution (did you mean 'exponential'?); valid: exponential, deterministic, erlang, "
                + "hyperexponential, bounded-pareto", rejection(file));
    }

    @Test
    void boundedParetoWithMean_isRejected_sayingTheMeanFollowsFromItsParameters() {
        Path file = experiment(dir, "  workload.service {", "    distribution = bounded-pareto",
                "    mean = 2.0", "  }");
        String message = rejection(file);
        assertTrue(message.startsWith(at(file, 4) + "loadshare.experiment.workload.service.mean = 2: "
                + "bounded-pareto's mean follows from alpha, min and max"), message);
        assertTrue(message.endsWith("(here 0.548969); remove mean"), message);
    }

    @Test
    void boundedParetoWithoutMean_isAccepted_withTheMeanItsParametersGive() {
        Path file = experiment(dir, "  workload.service { distribution = bounded-pareto, alpha = 1.5, min = 1,"
                + " max = 1000 }");
        ServiceSettings service = load(file).workload().service();
        assertEquals(ServiceDistribution.BOUNDED_PARETO, service.distribution());
        assertEquals(service.effectiveMean(), service.mean(), 1e-12);
        assertEquals(2.9, service.mean(), 0.05);
    }

    @Test
    void boundedParetoWithMinAboveMax_isRejected() {
        Path file = experiment(dir, "  workload.service { distribution = bounded-pareto }",
                "  workload.service.max = 0.05");
        String message = rejection(file);
        assertTrue(message.startsWith(at(file, 3) + "loadshare.experiment.workload.service.max = 0.05: "
                + "bounded-pareto needs 0 < min < max"), message);
    }

    @Test
    void hyperexponentialWithCvBelowOne_isRejected() {
        Path file = experiment(dir, "  workload.service { distribution = hyperexponential, cv = 0.5 }");
        assertTrue(rejection(file).startsWith(at(file, 2) + "loadshare.experiment.workload.service.cv = 0.5: "));
    }

    @Test
    void erlangWithZeroPhases_isRejected() {
        Path file = experiment(dir, "  workload.service { distribution = erlang, k = 0 }");
        assertTrue(rejection(file).startsWith(at(file, 2) + "loadshare.experiment.workload.service.k = 0: "));
    }

    @Test
    void unknownArrivalProcess_isRejected_listingTheProcesses() {
        Path file = experiment(dir, "  workload.arrivals = bursty");
        assertEquals(at(file, 2) + "loadshare.experiment.workload.arrivals = \"bursty\": unknown arrival process"
                + " (valid: poisson, mmpp, pareto, diurnal)", rejection(file));
    }

    @Test
    void arrivalProcesses_areRead_andTheirParametersChecked() {
        Path mmpp = experiment(dir, "  workload { arrivals = mmpp, mmpp { burst-ratio = 4, burst-sojourn = 5 } }");
        ArrivalSettings read = load(mmpp).workload().arrivals();
        assertEquals(ArrivalSettings.Process.MMPP, read.process());
        assertEquals(4, read.burstRatio());
        assertEquals(5.0 / 95, read.burstShare(), 1e-12);
        Path ratio = experiment(dir, "  workload { arrivals = mmpp, mmpp.burst-ratio = 0.5 }");
        assertTrue(rejection(ratio).startsWith(at(ratio, 2) + "loadshare.experiment.workload.mmpp.burst-ratio = 0.5: "
                + "the burst rate over the calm rate must be in [1, 1e6]"), rejection(ratio));
        Path alpha = experiment(dir, "  workload.pareto.alpha = 1");
        assertTrue(rejection(alpha).startsWith(at(alpha, 2) + "loadshare.experiment.workload.pareto.alpha = 1: "));
        Path amplitude = experiment(dir, "  workload.diurnal.amplitude = 1.5");
        assertTrue(rejection(amplitude).startsWith(at(amplitude, 2)
                + "loadshare.experiment.workload.diurnal.amplitude = 1.5: "));
    }

    @Test
    void negativeLatencyAndCost_areRejected() {
        Path latency = experiment(dir, "  network.latency = -0.1");
        assertTrue(rejection(latency).startsWith(at(latency, 2) + "loadshare.experiment.network.latency = -0.1: "));
        Path cost = experiment(dir, "  costs.transfer = -1");
        assertTrue(rejection(cost).startsWith(at(cost, 2) + "loadshare.experiment.costs.transfer = -1: "));
    }

    @Test
    void emptyOrNonPositiveSpeeds_areRejected() {
        Path empty = experiment(dir, "  hosts.speeds = []");
        assertTrue(rejection(empty).startsWith(at(empty, 2) + "loadshare.experiment.hosts.speeds = []: "));
        Path zero = experiment(dir, "  hosts.speeds = [1, 0]");
        assertEquals(at(zero, 2) + "loadshare.experiment.hosts.speeds[1] = 0: a speed must be positive",
                rejection(zero));
    }

    @Test
    void badRunSettings_areRejected() {
        Path jobs = experiment(dir, "  run.jobs = 0");
        assertTrue(rejection(jobs).startsWith(at(jobs, 2) + "loadshare.experiment.run.jobs = 0: "));
        Path threads = experiment(dir, "  run.threads = -2");
        assertTrue(rejection(threads).startsWith(at(threads, 2) + "loadshare.experiment.run.threads = -2: "));
    }

    @Test
    void emptyNameOrOutputDir_isRejected() {
        Path name = experiment(dir, "  name = \"\"");
        assertTrue(rejection(name).startsWith(at(name, 2) + "loadshare.experiment.name = \"\": "));
        Path output = experiment(dir, "  output.dir = \" \"");
        assertTrue(rejection(output).startsWith(at(output, 2) + "loadshare.experiment.output.dir = \" \": "));
    }

    @Test
    void integersWhereDecimalsBelong_areAccepted() {
        Path file = experiment(dir, "  hosts.speeds = [1, 2]", "  network.latency = 0", "  costs.probe = 1");
        ExperimentSettings settings = load(file);
        assertEquals(List.of(1.0, 2.0), settings.hosts().speeds());
        assertEquals(1.0, settings.costs().probe());
        assertFalse(settings.rendered().isBlank());
    }
}
