package loadshare.node.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import loadshare.node.results.ApplicationResult;
import loadshare.node.results.ExperimentResult;
import loadshare.node.run.ApplicationRun;
import loadshare.policies.ApplicationFigures;

/**
 * Writes {@code application.csv} for application-running policies (volunteer computing): one row per policy x
 * load x replication with what it measured of its application. Formatted like {@code results.csv}.
 */
public final class ApplicationCsv {

    /** The file name the reporter writes. */
    public static final String FILE_NAME = "application.csv";

    static final String HEADER = "policy,load,replication,seed,tasks,volunteers,initial_replication,quorum,cheaters,"
            + "complete,makespan,application_work,work_done,wasted_work,redundancy,unit_runs,replicas_issued,"
            + "reissued_after_deadline,deadlines_missed,results_received,late_results,results_after_validation,"
            + "validated_units,wrong_results_accepted,credit_granted,cheater_credit";

    private ApplicationCsv() {
    }

    public static Path write(ExperimentResult result, Path file) throws IOException {
        return AtomicFiles.write(file, render(result.applications()));
    }

    static String render(List<ApplicationResult> rows) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (ApplicationResult row : rows) {
            ApplicationRun run = row.run();
            ApplicationFigures f = run.figures();
            List<Object> cells = List.of(row.policy(), row.load(), row.replication(), row.seed(), f.tasks(),
                    f.volunteers(), f.replication(), f.quorum(), f.cheaters(), f.complete(), f.makespan(),
                    f.applicationWork(), run.workDone(), run.wastedWork(), run.redundancy(), run.unitRuns(),
                    f.replicasIssued(), f.reissuedAfterDeadline(), f.deadlinesMissed(), f.resultsReceived(),
                    f.lateResults(), f.resultsAfterValidation(), f.validatedUnits(), f.wrongResultsAccepted(),
                    f.creditGranted(), f.cheaterCredit());
            for (int i = 0; i < cells.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                out.append(ResultsCsv.cell(cells.get(i)));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
