package loadshare.node.report;

import loadshare.node.experiment.ExperimentResult;

/**
 * The legend and table names of the two analytic references, built from
 * {@link ExperimentResult.ReferenceModels}, with generic names where the experiment gave none.
 *
 * @param model1       the no-sharing model's name, e.g. "M/M/1"
 * @param modelK       the central-queue model's name, e.g. "M/M/400 (Erlang C)"
 * @param noSharing    legend name of the no-sharing curve, e.g. "M/M/1 (no sharing)"
 * @param centralQueue legend name of the central-queue curve, e.g. "M/M/400 (Erlang C) (central queue)"
 */
record ReferenceNames(String model1, String modelK, String noSharing, String centralQueue) {

    static ReferenceNames of(ExperimentResult result) {
        ExperimentResult.ReferenceModels models = result.referenceModel();
        String one = models == null || blank(models.noSharing()) ? "independent queues" : models.noSharing();
        String k = models == null || blank(models.centralQueue()) ? "central queue" : models.centralQueue();
        return new ReferenceNames(one, k, one + " (no sharing)", k + " (central queue)");
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
