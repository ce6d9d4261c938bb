package loadshare.node.results;

import java.util.List;

/**
 * Everything one experiment produced, ready for the reporters.
 *
 * @param name         the experiment's name
 * @param configText   the resolved experiment configuration (HOCON), shown in the report
 * @param nodes        workstations in the cluster
 * @param policies     the policy labels in configuration order
 * @param loads        the loads in configuration order
 * @param referenceModel names of the analytic models used, e.g. "M/M/1" and "M/M/K (Erlang C)"
 * @param replications one row per policy x load x replication, sorted in that order
 * @param summaries    one entry per policy x load, sorted in that order
 * @param references   the analytic references at each configured load
 * @param curve        the analytic references on a fine grid of loads, for drawing smooth curves
 * @param runtime      {@value #SIMULATED} or {@value #LIVE}
 * @param live         what only a live run reports (jobs lost, resubmitted...); null for a simulated run
 * @param applications for application-running policies (volunteer computing): one row per policy x load x
 *                     replication with what it measured of its application; empty if no policy runs one
 * @param trace        for a trace experiment: the trace and what the runs show about it; null otherwise
 */
public record ExperimentResult(
        String name,
        String configText,
        int nodes,
        List<String> policies,
        List<Double> loads,
        ReferenceModels referenceModel,
        List<ReplicationResult> replications,
        List<PointSummary> summaries,
        List<AnalyticReference> references,
        List<AnalyticReference> curve,
        String runtime,
        LiveFigures live,
        List<ApplicationResult> applications,
        TraceReport trace) {

    public ExperimentResult {
        applications = List.copyOf(applications);
    }

    /** A result of an experiment without a trace. */
    public ExperimentResult(String name, String configText, int nodes, List<String> policies, List<Double> loads,
                            ReferenceModels referenceModel, List<ReplicationResult> replications,
                            List<PointSummary> summaries, List<AnalyticReference> references,
                            List<AnalyticReference> curve, String runtime, LiveFigures live,
                            List<ApplicationResult> applications) {
        this(name, configText, nodes, policies, loads, referenceModel, replications, summaries, references, curve,
                runtime, live, applications, null);
    }

    /** A result without application rows. */
    public ExperimentResult(String name, String configText, int nodes, List<String> policies, List<Double> loads,
                            ReferenceModels referenceModel, List<ReplicationResult> replications,
                            List<PointSummary> summaries, List<AnalyticReference> references,
                            List<AnalyticReference> curve, String runtime, LiveFigures live) {
        this(name, configText, nodes, policies, loads, referenceModel, replications, summaries, references, curve,
                runtime, live, List.of());
    }

    /** The application rows summarized per policy x load. */
    public List<ApplicationSummary> applicationSummaries() {
        return ApplicationSummary.of(applications);
    }

    public static final String SIMULATED = "simulated";
    public static final String LIVE = "live";

    /** A simulated run's result. */
    public ExperimentResult(String name, String configText, int nodes, List<String> policies, List<Double> loads,
                            ReferenceModels referenceModel, List<ReplicationResult> replications,
                            List<PointSummary> summaries, List<AnalyticReference> references,
                            List<AnalyticReference> curve) {
        this(name, configText, nodes, policies, loads, referenceModel, replications, summaries, references, curve,
                SIMULATED, null);
    }

    /**
     * Human-readable names of the analytic models, e.g. "20 x M/M/1" and "M/M/400 (Erlang C)".
     *
     * @param noSharing        the model of the no-sharing mean response time
     * @param centralQueue     the model of the central-queue mean response time
     * @param idleWhileWaiting the model of P(idle & wait) without sharing
     * @param noSharingExact   the no-sharing mean is exact for this cluster (the policy {@code none} must meet it)
     */
    public record ReferenceModels(String noSharing, String centralQueue, String idleWhileWaiting,
                                  boolean noSharingExact) {

        /** Names only; P(idle & wait) named like the no-sharing model, nothing claimed exact. */
        public ReferenceModels(String noSharing, String centralQueue) {
            this(noSharing, centralQueue, noSharing, false);
        }
    }
}
