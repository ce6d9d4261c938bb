package loadshare.node.run;

import java.io.Serializable;
import java.util.List;
import java.util.function.ToDoubleFunction;
import loadshare.policies.batch.BatchLedger;

/**
 * What host failures did in a run (or, averaged, at a point), over the measured part of it.
 *
 * @param availability         the measured fraction of host-time that hosts were up
 * @param expectedAvailability what the settings promise: each host up while all its processes are, MTBF/(MTBF+MTTR)
 *                             per process, averaged over the hosts; NaN where a failure log decides
 * @param failures             hosts that went down
 * @param jobsHit              jobs running on a host when it failed, and with fail-stop also those waiting there
 * @param restartsPerJob       resubmissions of a measured job, on average
 * @param lostWork             CPU work lost (done and then lost with a host), model seconds on a CPU of speed 1
 * @param checkpointWork       CPU work spent writing checkpoints, same unit
 * @param goodput              of the CPU work the measured jobs took, the share that was their own work (1 without
 *                             losses or checkpoints)
 * @param probeTimeouts        messages to a down host that their sender gave up on
 * @param hitShare             the measured jobs hit by a failure: their share of the jobs
 * @param hitResponseShare     their share of the sum of response times
 * @param checkpointInterval   the work between checkpoints in effect ({@code auto} resolved); NaN without
 * @param youngInterval        Young's optimum √(2 · cost · MTBF) for the checkpoints' cost; NaN without checkpoints
 * @param dalyInterval         Daly's higher-order optimum for the same; NaN without checkpoints
 * @param allDownTime          model seconds during which every host was down at once (jobs waited)
 */
public record FailureFigures(double availability, double expectedAvailability, double failures, double jobsHit,
                             double restartsPerJob, double lostWork, double checkpointWork, double goodput,
                             double probeTimeouts, double hitShare, double hitResponseShare,
                             double checkpointInterval, double youngInterval, double dalyInterval,
                             double allDownTime) implements Serializable {

    /**
     * A central scheduler's run, fail-stop: its jobs' figures from the requeues its ledger counted ({@code r}; a
     * lost run's work is the processor-seconds it held until it was requeued, nothing is checkpointed), with what the
     * runtime measured of the hosts: {@code availability}, {@code expectedAvailability}, the {@code failures} that
     * began, the {@code launchesLost} to a down host (as probe timeouts) and the time every host was down at once.
     */
    public static FailureFigures ofRequeues(BatchLedger.Requeues r, double availability, double expectedAvailability,
                                            long failures, long launchesLost, double allDownTime) {
        double perJob = r.jobs() == 0 ? Double.NaN : 1.0 / r.jobs();
        double cpu = r.ownCpuSeconds() + r.lostCpuSeconds();
        return new FailureFigures(availability, expectedAvailability, failures, r.requeues(), r.restarts() * perJob,
                r.lostCpuSeconds(), 0, cpu > 0 ? r.ownCpuSeconds() / cpu : Double.NaN, launchesLost,
                r.hitJobs() * perJob, r.responseSum() > 0 ? r.hitResponseSum() / r.responseSum() : Double.NaN,
                Double.NaN, Double.NaN, Double.NaN, allDownTime);
    }

    /** The means of {@code runs}' figures (a point's, over its replications). */
    public static FailureFigures mean(List<FailureFigures> runs) {
        return new FailureFigures(mean(runs, FailureFigures::availability),
                mean(runs, FailureFigures::expectedAvailability), mean(runs, FailureFigures::failures),
                mean(runs, FailureFigures::jobsHit), mean(runs, FailureFigures::restartsPerJob),
                mean(runs, FailureFigures::lostWork), mean(runs, FailureFigures::checkpointWork),
                mean(runs, FailureFigures::goodput), mean(runs, FailureFigures::probeTimeouts),
                mean(runs, FailureFigures::hitShare), mean(runs, FailureFigures::hitResponseShare),
                mean(runs, FailureFigures::checkpointInterval), mean(runs, FailureFigures::youngInterval),
                mean(runs, FailureFigures::dalyInterval), mean(runs, FailureFigures::allDownTime));
    }

    private static double mean(List<FailureFigures> runs, ToDoubleFunction<FailureFigures> figure) {
        return runs.stream().mapToDouble(figure).sum() / runs.size();
    }
}
