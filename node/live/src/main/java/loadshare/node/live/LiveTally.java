package loadshare.node.live;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import loadshare.node.core.OwnerLedger;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.results.LiveCollection;
import loadshare.node.results.LiveFailures;
import loadshare.node.run.ApplicationRun;
import loadshare.node.run.BatchMeasurement;
import loadshare.node.run.ClusterModel;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.JobAccounting;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseTimes;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.node.run.SharingFigures;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.ApplicationFigures;
import loadshare.policies.batch.BatchFigures;
import loadshare.protocol.Job;

/**
 * The collector's accounting, plain Java: completions de-duplicated by job id, per home; response times of
 * the measured jobs (arrived in [warmup, duration)); and, at the end, every job that arrived anywhere as completed,
 * lost or unfinished (see {@link loadshare.node.run.JobAccounting}).
 */
final class LiveTally {

    private final LiveRun run;
    private final ClusterModel model;
    /** Each job's first completion, by job id. */
    private final Map<Long, ResultsCollector.JobDone> completions = new HashMap<>();
    private final long[] completedByHome;
    /** Per home, how many jobs it numbered at least, as the completions show (a dead home's last status is late). */
    private final long[] jobsNumbered;
    private final Set<Integer> gone = new TreeSet<>();
    private final ResponseTimes histogram;
    private long measured;
    private double sumResponse;
    private long measuredTransfers;
    private long transfers;
    private long duplicates;
    private ApplicationFigures application;
    /** Whether a central scheduler runs the cluster (its figures come with the coordinator's). */
    private final boolean central;
    /**
     * The coordinator's latest status (none before the first, and in a run without a coordinator); a central
     * scheduler's {@code batch} in every one.
     */
    private ResultsCollector.CoordinatorStatus coordinator = new ResultsCollector.CoordinatorStatus(
            ResultsCollector.CoordinatorFigures.NONE, null);
    /** Every instance of the coordinator's latest figures, told or read from the record, by instance. */
    private final Map<String, ResultsCollector.CoordinatorFigures> instances = new LinkedHashMap<>();
    /** The run's job log, or null without {@code run.job-log}. */
    private final LiveJobLog jobLog;

    LiveTally(LiveRun run) {
        this.run = run;
        this.model = run.model();
        this.completedByHome = new long[run.nodes()];
        this.jobsNumbered = new long[run.nodes()];
        this.histogram = new ResponseTimes(model.service().mean());
        this.central = run.central();
        this.jobLog = run.settings().run().jobLog() ? new LiveJobLog() : null;
    }

    /** What a node saw a job do, for the job log (nothing without one). */
    void jobEvent(RunRecord.JobEvent event) {
        if (jobLog != null) {
            jobLog.event(event);
        }
    }

    /**
     * The coordinator's figures so far (each status holds all its instance measured: the latest replaces the one
     * before), with a central scheduler's.
     */
    void coordinator(ResultsCollector.CoordinatorStatus status) {
        this.coordinator = status;
        coordinatorFigures(status.figures());
    }

    /**
     * An instance of the coordinator's figures, told by it or read from the record: they replace that instance's
     * figures known so far unless they are older (an instance's counts only grow).
     */
    void coordinatorFigures(ResultsCollector.CoordinatorFigures figures) {
        if (figures.instance().isEmpty()) {
            return;
        }
        ResultsCollector.CoordinatorFigures known = instances.get(figures.instance());
        if (known == null || figures.messages() >= known.messages()
                && figures.delays().count() >= known.delays().count()) {
            instances.put(figures.instance(), figures);
        }
    }

    /** The messages every instance of the coordinator sent, by its last figures. */
    private long coordinatorMessages() {
        return instances.values().stream().mapToLong(ResultsCollector.CoordinatorFigures::messages).sum();
    }

    private long restarts;

    void nodeGone(int node) {
        gone.add(node);
    }

    /** Node {@code node}, gone, rejoined the run as a new incarnation (restarted after it died). */
    void nodeBack(int node) {
        gone.remove(node);
        restarts++;
    }

    /** How many times a node that had gone came back. */
    long restarts() {
        return restarts;
    }

    Set<Integer> nodesGone() {
        return gone;
    }

    /**
     * A completion as recorded. The same completion recorded again (by the job's home as well as where it ran) is
     * ignored; another completion of the same job (it was resubmitted, and the first run finished too) is counted as a
     * duplicate and otherwise ignored. Returns whether it was a completion not recorded before (a first or a duplicate).
     */
    boolean completed(ResultsCollector.JobDone done) {
        Job job = done.job();
        double finishedAt = done.finishedAt();
        ResultsCollector.JobDone first = completions.putIfAbsent(job.id(), done);
        if (first != null) {
            if (first.equals(done)) {
                return false;
            }
            duplicates++;
            return true;
        }
        completedByHome[job.home()]++;
        // a home numbers its jobs in order: one that completed proves all below it arrived
        jobsNumbered[job.home()] = Math.max(jobsNumbered[job.home()], WorkstationActor.sequenceOf(job.id()) + 1);
        transfers += job.transfers();
        if (job.arrivalTime() >= run.warmup() && job.arrivalTime() < run.duration()) {
            double response = finishedAt - job.arrivalTime();
            measured++;
            sumResponse += response;
            histogram.record(response);
            measuredTransfers += job.transfers();
            if (jobLog != null) {
                jobLog.measured(done);
            }
        }
        return true;
    }

    /** Jobs completed so far (a central scheduler's: ended). */
    long completedCount() {
        ResultsCollector.BatchStatus batch = coordinator.batch();
        return central ? (batch == null ? 0 : batch.batch().figures().jobs()) : completions.size();
    }

    long transfers() {
        return transfers;
    }

    long duplicates() {
        return duplicates;
    }

    /**
     * Every node that stayed has ended its arrivals and all of its jobs have completed; with a central scheduler,
     * every job was submitted to it and has settled.
     */
    boolean drained(Map<Integer, ResultsCollector.NodeStatus> status) {
        if (central && (coordinator.batch() == null || !coordinator.batch().allSettled())) {
            return false;
        }
        for (int i = 0; i < run.nodes(); i++) {
            if (gone.contains(i)) {
                continue;
            }
            ResultsCollector.NodeStatus s = status.get(i);
            if (s == null || !s.jobs().arrivalsDone() || completedByHome[i] < s.jobs().arrivals()) {
                return false;
            }
        }
        return true;
    }

    long resubmitted(Map<Integer, ResultsCollector.NodeStatus> status) {
        return status.values().stream().mapToLong(s -> s.jobs().resubmitted()).sum();
    }

    /**
     * What the run measured. Every job is accounted for: a home's jobs are as many as its last status said, as
     * completed, or as the highest number among its completed jobs shows, whichever is most; those that did not complete are lost if their home stayed to the end of a run
     * that was not interrupted, unfinished otherwise.
     *
     * @param interrupted why the run ended early, or null
     * @param collection  who collected the run
     */
    LiveMeasurement measurement(Map<Integer, ResultsCollector.NodeStatus> status, double now, boolean drained,
                                List<Integer> nodesGone, String interrupted, LiveCollection collection) {
        long arrived = 0;
        long lost = 0;
        long unfinished = 0;
        double busy = 0;
        double capacity = 0;
        long messages = 0;
        for (int i = 0; i < run.nodes(); i++) {
            ResultsCollector.NodeStatus s = status.get(i);
            long homeArrived = Math.max(Math.max(s == null ? 0 : s.jobs().arrivals(), completedByHome[i]), jobsNumbered[i]);
            arrived += homeArrived;
            if (nodesGone.contains(i) || interrupted != null) {
                unfinished += homeArrived - completedByHome[i];
            } else {
                lost += homeArrived - completedByHome[i];
            }
            if (s != null) {
                busy += s.busy().time();
                capacity += model.hosts()[i].cpus() * s.busy().until();
                messages += s.messages();
            }
        }
        double window = run.duration() - run.warmup();
        double perJob = measured == 0 ? Double.NaN : 1.0 / measured;
        FlowFigures flow = new FlowFigures(capacity > 0 ? busy / capacity : Double.NaN, measured / window,
                model.totalArrivalRate());
        SharingFigures sharing = new SharingFigures(measuredTransfers * perJob,
                completions.isEmpty() ? Double.NaN
                        : (messages + coordinatorMessages()) / (double) completions.size(), Double.NaN);
        JobAccounting accounting = new JobAccounting(arrived, completions.size(), lost, unfinished,
                resubmitted(status), duplicates, nodesGone);
        if (central) {
            return centralMeasurement(messages + coordinatorMessages(), drained, nodesGone, interrupted, collection,
                    delays(status));
        }
        RunMeasurement m = LiveMeasurement.measurement(measured, sumResponse * perJob, histogram, flow, sharing,
                window, drained, accounting, owners(status))
                .with(Section.APPLICATION, application(status))
                .with(Section.CPU_SCHEDULING, cpu(status));
        return new LiveMeasurement(m, accounting, drained,
                status.values().stream().mapToLong(s -> s.realMigrations().moved()).sum(),
                status.values().stream().mapToLong(s -> s.realMigrations().failed()).sum(),
                interrupted, collection, delays(status), coordinatorDelays(), jobLog, failures(status));
    }

    /**
     * The work lost with the killed nodes, from the nodes' last reports (each counts its own deaths, the ones its next
     * incarnation found in its journal); null for a run without failures.
     */
    LiveFailures failures(Map<Integer, ResultsCollector.NodeStatus> status) {
        if (!model.failures().present()) {
            return null;
        }
        String notMeasured = LostWork.notMeasured(run);
        if (notMeasured != null) {
            return new LiveFailures(Double.NaN, notMeasured);
        }
        double lost = 0;
        for (int i = 0; i < run.nodes(); i++) {
            ResultsCollector.NodeStatus s = status.get(i);
            double node = s == null ? 0 : s.jobs().lostWork();
            if (Double.isNaN(node)) {
                return new LiveFailures(Double.NaN, "node " + i + "'s journal does not say when it died (it was not "
                        + "killed by the launcher, or the launcher could not write there)");
            }
            lost += node;
        }
        return new LiveFailures(lost, null);
    }

    /**
     * A central scheduler's run, measured as the simulator measures it: over every job submitted (from an empty
     * cluster), response = end - submit. Jobs submitted that did not settle are lost, or unfinished if the run was
     * interrupted or nodes went (their parts never end: the scheduler does not restart them).
     */
    private LiveMeasurement centralMeasurement(long messages, boolean drained, List<Integer> nodesGone,
                                               String interrupted, LiveCollection collection,
                                               MessageDelays.Figures nodeDelays) {
        BatchWorkload workload = run.batchWorkload();
        ResultsCollector.BatchStatus b = coordinator.batch() != null ? coordinator.batch()
                : new ResultsCollector.BatchStatus(0, false, null, new double[0]);
        BatchFigures f = b.batch() == null ? null : b.batch().figures();
        long jobs = f == null ? 0 : f.jobs();
        long settled = f == null ? 0 : jobs + f.rejectedTotal();
        long missing = b.submitted() - settled;
        boolean cut = interrupted != null || !nodesGone.isEmpty();
        JobAccounting accounting = new JobAccounting(b.submitted(), jobs, cut ? 0 : missing, cut ? missing : 0, 0, 0,
                nodesGone);
        FlowFigures flow = f == null ? new FlowFigures(Double.NaN, 0, 0)
                : BatchMeasurement.flow(f, workload, (int) b.submitted());
        SharingFigures sharing = new SharingFigures(0, jobs == 0 ? Double.NaN : messages / (double) jobs,
                Double.NaN);
        RunMeasurement m = LiveMeasurement.measurement(jobs, f == null ? Double.NaN : f.meanResponse(),
                BatchMeasurement.histogram(b.responses(), workload), flow, sharing, f == null ? 0 : f.makespan(),
                drained, accounting, OwnerFigures.NONE)
                .with(Section.BATCH, b.batch());
        // the nodes took in the scheduler's launches and kills; the scheduler took in the nodes' reports
        return new LiveMeasurement(m, accounting, drained, 0, 0, interrupted, collection, nodeDelays,
                coordinatorDelays(), null, failures(Map.of()));
    }

    /**
     * The delays of the messages the coordinator received, by its instances' last figures (none without a
     * coordinator): the latest of those that include their predecessors', and every other instance's own.
     */
    private MessageDelays.Figures coordinatorDelays() {
        MessageDelays.Figures own = MessageDelays.Figures.NONE;
        MessageDelays.Figures cumulative = MessageDelays.Figures.NONE;
        for (ResultsCollector.CoordinatorFigures f : instances.values()) {
            if (!f.cumulative()) {
                own = own.plus(f.delays());
            } else if (f.delays().count() >= cumulative.count()) {
                cumulative = f.delays();
            }
        }
        return cumulative.plus(own);
    }

    /** The delays of the messages the nodes received, from their last reports. */
    private static MessageDelays.Figures delays(Map<Integer, ResultsCollector.NodeStatus> status) {
        return status.values().stream().map(ResultsCollector.NodeStatus::delays).filter(Objects::nonNull)
                .reduce(MessageDelays.Figures.NONE, MessageDelays.Figures::plus);
    }

    /** The nodes' CPU schedulers' figures from their last reports, added up; null where hosts run FCFS. */
    private static CpuFigures cpu(Map<Integer, ResultsCollector.NodeStatus> status) {
        List<CpuFigures> parts = status.values().stream().map(ResultsCollector.NodeStatus::cpu)
                .filter(Objects::nonNull).toList();
        return parts.isEmpty() ? null : CpuFigures.sum(parts);
    }

    /** The coordinator's latest figures of its application (volunteer computing). */
    void application(ApplicationFigures figures) {
        this.application = figures;
    }

    /** The application's run: the coordinator's figures and the work units the nodes ran; null without one. */
    private ApplicationRun application(Map<Integer, ResultsCollector.NodeStatus> status) {
        if (application == null) {
            return null;
        }
        long runs = status.values().stream().mapToLong(s -> s.units().runs()).sum();
        double work = status.values().stream().mapToDouble(s -> s.units().work()).sum();
        return new ApplicationRun(application, work, runs);
    }

    /** The owners' figures from the nodes' last reports (none if hosts have no owners). */
    private OwnerFigures owners(Map<Integer, ResultsCollector.NodeStatus> status) {
        List<OwnerLedger.Totals> ledgers = status.values().stream().map(ResultsCollector.NodeStatus::owner)
                .filter(Objects::nonNull).toList();
        return ledgers.isEmpty() ? OwnerFigures.NONE : OwnerFigures.of(ledgers);
    }
}
