package loadshare.node.experiment;

import java.util.ArrayList;
import java.util.List;
import loadshare.config.ExperimentSettings;
import loadshare.hardware.random.Distribution;
import loadshare.hardware.random.Distributions;
import loadshare.node.theory.QueueingTheory;

/**
 * The analytic references for an experiment's parameters: no sharing (each node its own queue) and one
 * central queue for all the cluster's CPUs.
 */
public final class References {

    private static final int CURVE_POINTS = 60;

    private final int nodes;
    private final int cpus;
    private final double mean;
    private final double scv;
    private final double[] speeds;
    private final double averageSpeed;
    /** A replayed trace is no Poisson process: queueing theory's formulas do not describe it. */
    private final boolean trace;

    public References(ExperimentSettings s) {
        this.trace = s.workload().replaysTrace();
        this.nodes = s.nodes();
        this.cpus = s.hosts().cpus();
        Distribution service = Distributions.service(s.workload().service());
        this.mean = service.mean();
        this.scv = service.squaredCv();
        this.speeds = new double[nodes];
        double sum = 0;
        for (int i = 0; i < nodes; i++) {
            speeds[i] = s.hosts().speed(i);
            sum += speeds[i];
        }
        this.averageSpeed = sum / nodes;
    }

    public AnalyticReference at(double load) {
        if (trace || !(load > 0 && load < 1)) {
            return new AnalyticReference(load, Double.NaN, Double.NaN, Double.NaN);
        }
        // Arrival rates are proportional to speed, so the no-sharing mean weights each node by its speed.
        double weighted = 0;
        for (double speed : speeds) {
            weighted += speed * QueueingTheory.responseTime(cpus, load, mean / speed, scv);
        }
        double noSharing = weighted / (averageSpeed * nodes);
        double central = QueueingTheory.responseTime(nodes * cpus, load, mean / averageSpeed, scv);
        return new AnalyticReference(load, noSharing, central, QueueingTheory.idleWhileWaiting(nodes, cpus, load));
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

    public ExperimentResult.ReferenceModels models() {
        boolean exponential = scv == 1.0;
        boolean mixedSpeeds = java.util.Arrays.stream(speeds).anyMatch(v -> v != speeds[0]);
        String perNode = exponential ? (cpus == 1 ? "M/M/1" : "M/M/" + cpus)
                : (cpus == 1 ? "M/G/1 (Pollaczek-Khinchine)" : "M/G/" + cpus + " (Allen-Cunneen)");
        String k = String.valueOf(nodes * cpus);
        String central = exponential ? "M/M/" + k + " (Erlang C)" : "M/G/" + k + " (Allen-Cunneen)";
        if (mixedSpeeds) {
            central += ", mean speed";
        }
        return new ExperimentResult.ReferenceModels(nodes + " x " + perNode, central);
    }
}
