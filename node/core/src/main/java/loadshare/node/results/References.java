package loadshare.node.results;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.ArrivalSettings;
import loadshare.config.ExperimentSettings;
import loadshare.config.FailureSettings;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Distributions;
import loadshare.node.theory.Breakdowns;
import loadshare.node.theory.MmppQueue;
import loadshare.node.theory.QueueingTheory;

/**
 * The analytic references for an experiment's parameters: no sharing (each node its own queue) and one
 * central queue for all the cluster's CPUs. Where hosts fail, the one reference theory gives is no sharing on
 * single-CPU hosts with exponential service that fail at any time, independently, with exponential up and repair
 * times, their jobs resuming after a repair: each node an M/M/1 queue with breakdowns ({@link Breakdowns}); no
 * other failing cluster has one.
 */
public final class References {

    private static final int CURVE_POINTS = 60;

    private final int nodes;
    private final int cpus;
    private final double mean;
    private final double scv;
    private final Distribution service;
    private final boolean owners;
    /** Jobs are parallel applications (workload.threads > 1): no queueing model here describes them. */
    private final boolean parallel;
    private final double[] speeds;
    private final double averageSpeed;
    /** A replayed trace is no Poisson process, nor are rigid jobs of job classes M/M/c: the formulas do not describe them. */
    private final boolean trace;
    /** Hosts fail. */
    private final boolean failing;
    /** The arrival process; the formulas other than MMPP/M/1's are for Poisson arrivals. */
    private final ArrivalSettings arrivals;
    /** The failures, if hosts fail, are those of the M/M/1 queue with breakdowns: its rates, else NaN. */
    private final double failureRate;
    private final double repairRate;

    public References(ExperimentSettings s) {
        this.trace = s.workload().replaysTrace() || s.workload().hasJobClasses();
        this.arrivals = s.workload().arrivals();
        this.nodes = s.nodes();
        this.cpus = s.hosts().cpus();
        this.service = Distributions.service(s.workload().service());
        this.owners = s.hosts().owner().present();
        this.parallel = s.hosts().cpuScheduling().threads().parallel();
        this.mean = service.mean();
        this.scv = service.squaredCv();
        this.speeds = new double[nodes];
        double sum = 0;
        for (int i = 0; i < nodes; i++) {
            speeds[i] = s.hosts().speed(i);
            sum += speeds[i];
        }
        this.averageSpeed = sum / nodes;
        FailureSettings f = s.failures();
        this.failing = f.present();
        FailureSettings.Outages o = f.hosts();
        boolean breakdowns = failing && f.groups().isEmpty() && f.log().isEmpty() && o.hosts().isEmpty()
                && o.uptime() == FailureSettings.Law.EXPONENTIAL && o.repair() == FailureSettings.Law.EXPONENTIAL
                && f.onFailure() == FailureSettings.OnFailure.RESUME && scv == 1.0 && cpus == 1;
        this.failureRate = breakdowns ? 1 / o.mtbf() : Double.NaN;
        this.repairRate = breakdowns ? 1 / o.mttr() : Double.NaN;
    }

    public AnalyticReference at(double load) {
        if (trace || !(load > 0 && load < 1)) {
            return new AnalyticReference(load, Double.NaN, Double.NaN, Double.NaN);
        }
        if (failing) {
            return new AnalyticReference(load, arrivals.poisson() ? breakdowns(load) : Double.NaN, Double.NaN,
                    Double.NaN);
        }
        if (!arrivals.poisson()) {
            return new AnalyticReference(load, mmpp(load), Double.NaN, Double.NaN);
        }
        // Arrival rates are proportional to speed, so the no-sharing mean weights each node by its speed.
        double weighted = 0;
        for (double speed : speeds) {
            weighted += speed * QueueingTheory.responseTime(cpus, load, mean / speed, scv);
        }
        double noSharing = weighted / (averageSpeed * nodes);
        double central = QueueingTheory.responseTime(nodes * cpus, load, mean / averageSpeed, scv);
        return new AnalyticReference(load, noSharing, central, idleWhileWaiting(load));
    }

    /** No sharing on hosts that fail: each node an M/M/1 queue with breakdowns (NaN where that is not the model). */
    private double breakdowns(double load) {
        if (Double.isNaN(failureRate)) {
            return Double.NaN;
        }
        double weighted = 0;
        for (double speed : speeds) {
            double mu = speed / mean;
            if (!Breakdowns.mm1FailuresAnyTimeStable(load * mu, mu, failureRate, repairRate)) {
                return Double.NaN;
            }
            weighted += speed * Breakdowns.mm1FailuresAnyTimeMeanResponse(load * mu, mu, failureRate, repairRate);
        }
        return weighted / (averageSpeed * nodes);
    }

    /** No sharing under MMPP arrivals: each node an MMPP/M/1 queue (NaN where that is not the model). */
    private double mmpp(double load) {
        if (arrivals.process() != ArrivalSettings.Process.MMPP || scv != 1.0 || cpus != 1) {
            return Double.NaN;
        }
        double weighted = 0;
        for (double speed : speeds) {
            double mu = speed / mean;
            double calm = arrivals.calmRate(load * mu);
            weighted += speed * MmppQueue.meanResponse(calm, arrivals.burstRatio() * calm, 1 / arrivals.calmSojourn(),
                    1 / arrivals.burstSojourn(), mu);
        }
        return weighted / (averageSpeed * nodes);
    }

    /**
     * P(idle & wait) of independent nodes: exact from the service distribution for one CPU per node (the node's
     * arrivals during one service at speed v number lambda X / v = load X / mean, so a0 = B*(load / mean) at
     * every speed); with the M/M/c marginals otherwise (exact for exponential service, an approximation else).
     */
    private double idleWhileWaiting(double load) {
        double a0 = service.laplaceTransform(load / mean);
        if (cpus == 1 && Double.isFinite(a0)) {
            return QueueingTheory.idleWhileWaitingMG1(nodes, load, a0);
        }
        return QueueingTheory.idleWhileWaiting(nodes, cpus, load);
    }

    public List<AnalyticReference> at(List<Double> loads) {
        return loads.stream().map(this::at).toList();
    }

    /** The references on an even grid from near zero up to the highest configured load. */
    public List<AnalyticReference> curve(List<Double> loads) {
        double top = loads.stream().mapToDouble(Double::doubleValue).max().orElse(0.9);
        List<AnalyticReference> curve = new ArrayList<>();
        for (int i = 1; i <= CURVE_POINTS; i++) {
            curve.add(at(top * i / CURVE_POINTS));
        }
        return curve;
    }

    /**
     * What each reference is, e.g. "20 x M/G/1 (Pollaczek-Khinchine)" and "M/G/20 at the mean speed
     * (Allen-Cunneen approximation)", and whether the no-sharing mean is exact for this cluster (one CPU per
     * node or exponential service, no owners taking their workstations back, and sequential jobs).
     */
    public ExperimentResult.ReferenceModels models() {
        if (!arrivals.poisson()) {
            String none = "no model for " + arrivals.process().configName() + " arrivals"
                    + (failing ? " when hosts fail" : "");
            boolean mm1 = arrivals.process() == ArrivalSettings.Process.MMPP && scv == 1.0 && cpus == 1 && !failing;
            return new ExperimentResult.ReferenceModels(mm1 ? nodes + " x MMPP/M/1 (matrix-geometric)" : none, none,
                    none, mm1 && !owners && !parallel);
        }
        if (failing) {
            boolean exact = !Double.isNaN(failureRate) && !owners && !parallel;
            String none = "no model when hosts fail";
            return new ExperimentResult.ReferenceModels(exact ? nodes + " x M/M/1 with breakdowns" : none, none, none,
                    exact);
        }
        boolean exponential = scv == 1.0;
        boolean mixedSpeeds = java.util.Arrays.stream(speeds).anyMatch(v -> v != speeds[0]);
        String perNode = exponential ? "M/M/" + cpus
                : cpus == 1 ? "M/G/1 (Pollaczek-Khinchine)" : "M/G/" + cpus + " (Allen-Cunneen approximation)";
        int k = nodes * cpus;
        String speed = mixedSpeeds ? " at the mean speed" : "";
        String central = exponential ? "M/M/" + k + speed + " (Erlang C)"
                : "M/G/" + k + speed + " (Allen-Cunneen approximation)";
        boolean idleExact = exponential || cpus == 1 && Double.isFinite(service.laplaceTransform(0.5 / mean));
        String idle = nodes + " x " + (exponential ? "M/M/" + cpus
                : idleExact ? "M/G/1 (" + (owners ? "" : "exact, ") + "from the service distribution)"
                : "M/M/" + cpus + " (approximation for this service distribution)")
                + (owners ? ", owners not modelled" : "");
        boolean exact = (exponential || cpus == 1) && !owners && !parallel;
        return new ExperimentResult.ReferenceModels(nodes + " x " + perNode, central, idle, exact);
    }
}
