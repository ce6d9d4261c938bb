package loadshare.node.report;

import loadshare.node.results.ExperimentResult;

/**
 * The legend and table names of the analytic references, built from {@link ExperimentResult.ReferenceModels},
 * with generic names where the experiment gave none. Every name says which quantity it is and which model gives it.
 *
 * @param model1       the no-sharing model's name, e.g. "20 x M/M/1"
 * @param modelK       the central-queue model's name, e.g. "M/M/400 (Erlang C)"
 * @param modelIdle    the model of P(idle & wait) without sharing, e.g. "20 x M/G/1 (exact, from the service ...)"
 * @param noSharing    legend name of the no-sharing curve, e.g. "no sharing: 20 x M/M/1"
 * @param centralQueue legend name of the central-queue curve, e.g. "central queue: M/M/400 (Erlang C)"
 */
record ReferenceNames(String model1, String modelK, String modelIdle, String noSharing, String centralQueue) {

    static ReferenceNames of(ExperimentResult result) {
        ExperimentResult.ReferenceModels models = result.referenceModel();
        String one = models == null || blank(models.noSharing()) ? "independent queues" : models.noSharing();
        String k = models == null || blank(models.centralQueue()) ? "one queue for all CPUs" : models.centralQueue();
        String idle = models == null || blank(models.idleWhileWaiting()) ? one : models.idleWhileWaiting();
        return new ReferenceNames(one, k, idle, "no sharing: " + one, "central queue: " + k);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
