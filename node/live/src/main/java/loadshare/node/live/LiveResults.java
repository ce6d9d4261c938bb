package loadshare.node.live;

import loadshare.node.results.ExperimentResult;
import loadshare.node.results.LiveFigures;
import loadshare.node.results.SingleRun;

/** A live run's measurement as an experiment result: the same reports as a simulated run, runtime "live". */
public final class LiveResults {

    private LiveResults() {
    }

    public static ExperimentResult of(LiveRun run, LiveMeasurement m) {
        LiveFigures figures = new LiveFigures(run.timeScale(), run.duration(), m.accounting(), m.drained(),
                m.realMigrations(),
                m.realMigrationsFailed(), m.interrupted(), m.collection(), m.meanMessageDelay(), m.failures(),
                m.messageDelays().lateness(), m.coordinatorDelays().lateness());
        return SingleRun.result(run.settings(), run.policy().label(), run.load(), run.seed(), m.run(),
                ExperimentResult.LIVE, figures);
    }
}
