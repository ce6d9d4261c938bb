package loadshare.node.live;

import loadshare.node.migration.MigrationFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.LiveFigures;
import loadshare.node.results.SingleRun;
import loadshare.node.run.RunMeasurement;

/** A live run's measurement as an experiment result: the same reports as a simulated run, runtime "live". */
public final class LiveResults {

    private LiveResults() {
    }

    public static ExperimentResult of(LiveRun run, LiveMeasurement m) {
        RunMeasurement row = new RunMeasurement(m.jobs(), m.meanResponseTime(), m.histogram(), m.flow(), m.sharing(),
                m.measuredTime(), 0, !m.drained() || m.accounting().lost() > 0, MigrationFigures.NONE, m.owners(),
                m.application(), null, m.batch(), m.cpu());
        LiveFigures figures = new LiveFigures(run.timeScale(), run.duration(), m.accounting(), m.realMigrations(),
                m.realMigrationsFailed(), m.interrupted());
        return SingleRun.result(run.settings(), run.policy().label(), run.load(), run.seed(), row,
                ExperimentResult.LIVE, figures);
    }
}
