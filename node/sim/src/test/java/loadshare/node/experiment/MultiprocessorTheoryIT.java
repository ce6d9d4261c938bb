package loadshare.node.experiment;

import static loadshare.node.experiment.CpuSchedulingExperiments.ONE_CLASS;
import static loadshare.node.experiment.CpuSchedulingExperiments.hosts;
import static loadshare.node.experiment.CpuSchedulingExperiments.hyperexponential;
import static loadshare.node.experiment.CpuSchedulingExperiments.mean;
import static loadshare.node.experiment.CpuSchedulingExperiments.scheduling;
import static loadshare.node.experiment.CpuSchedulingExperiments.tolerance;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.config.CpuSchedulingSettings.Share;
import loadshare.config.ExperimentSettings;
import loadshare.node.results.ExperimentResult;
import loadshare.node.theory.QueueingTheory;
import loadshare.policies.PolicyRegistry;
import org.junit.jupiter.api.Test;

/**
 * Multiprocessor hosts' CPU scheduling against queueing theory, fixed seeds, 99.9% replication intervals: a
 * central queue run to completion is M/M/c; per-CPU queues without balancing are c independent M/M/1 queues;
 * round robin with a small quantum and free switches is processor sharing, E[S] / (1 - rho) whatever the demand
 * distribution, where FCFS with the same hyperexponential demands is the far worse Pollaczek-Khinchine mean.
 */
class MultiprocessorTheoryIT {

    private static ExperimentResult run(ExperimentSettings s) throws InterruptedException {
        return new ExperimentRunner(PolicyRegistry.standard()).run(s, done -> { });
    }

    @Test
    void centralQueue_runToCompletion_isMMc() throws InterruptedException {
        double load = 0.8;
        ExperimentResult r = run(hosts(10, 4, load, 100_000, 6,
                scheduling(Queues.CENTRAL, Balance.NONE, 0, Share.FCFS, ONE_CLASS)));
        assertEquals(QueueingTheory.responseTime(4, load, 1.0, 1.0), mean(r), tolerance(r));
    }

    @Test
    void perCpuQueues_withoutBalancing_areCIndependentMM1() throws InterruptedException {
        double load = 0.7;
        ExperimentResult r = run(hosts(10, 4, load, 100_000, 6,
                scheduling(Queues.PER_CPU, Balance.NONE, 0, Share.FCFS, List.of())));
        assertEquals(QueueingTheory.responseTime(1, load, 1.0, 1.0), mean(r), tolerance(r));
    }

    @Test
    void roundRobin_smallQuantum_isProcessorSharing_whereFcfsIsPollaczekKhinchine() throws InterruptedException {
        double load = 0.7;
        double cv = 2.0;
        ExperimentResult rr = run(hyperexponential(hosts(10, 1, load, 40_000, 6,
                scheduling(Queues.CENTRAL, Balance.NONE, 0.01, Share.FCFS, List.of())), cv));
        double ps = QueueingTheory.processorSharing(load, 1.0);
        // Round robin with quantum q is within about q of processor sharing: allowed beside the interval.
        assertEquals(ps, mean(rr), tolerance(rr) + 0.05, "round robin, quantum 0.01");
        ExperimentResult fcfs = run(hyperexponential(hosts(10, 1, load, 40_000, 6,
                scheduling(Queues.CENTRAL, Balance.NONE, 0, Share.FCFS, ONE_CLASS)), cv));
        double pk = QueueingTheory.responseTime(1, load, 1.0, cv * cv);
        assertEquals(pk, mean(fcfs), tolerance(fcfs), "FCFS");
        assertTrue(pk > 1.8 * ps, "FCFS (" + pk + ") is far worse than processor sharing (" + ps + ")");
    }
}
