package loadshare.node.report;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.results.LiveCollection;
import loadshare.node.results.LiveFigures;
import loadshare.node.run.JobAccounting;

/** A live run's own figures (jobs arrived, lost, resubmitted..., real migrations, interruption) as name-value rows. */
final class LiveLines {

    private LiveLines() {
    }

    static List<List<String>> rows(LiveFigures f) {
        JobAccounting jobs = f.accounting();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("model seconds of arrivals", Fmt.sig(f.duration(), 4)));
        rows.add(List.of("wall seconds per model second", Fmt.sig(f.timeScale(), 4)));
        rows.add(List.of("jobs arrived", Long.toString(jobs.arrived())));
        rows.add(List.of("jobs completed", Long.toString(jobs.completed())));
        rows.add(List.of("jobs lost", Long.toString(jobs.lost())));
        rows.add(List.of("jobs unfinished", Long.toString(jobs.unfinished())));
        rows.add(List.of("jobs resubmitted", Long.toString(jobs.resubmitted())));
        rows.add(List.of("duplicate completions ignored", Long.toString(jobs.duplicates())));
        rows.add(List.of("nodes gone", jobs.nodesGone().isEmpty() ? "none" : jobs.nodesGone().toString()));
        rows.add(List.of("VMs migrated with real page bytes", Long.toString(f.realMigrations())));
        rows.add(List.of("real VM migrations that did not get there", Long.toString(f.realMigrationsFailed())));
        rows.add(List.of("interrupted", f.interrupted() == null ? "no" : f.interrupted()));
        rows.add(List.of("results collected by", "node " + f.collection().node()));
        for (LiveCollection.HandOver h : f.collection().handOvers()) {
            rows.add(List.of("collector hand-over", String.format("t = %s: node %d to node %d, absent %s model s",
                    Fmt.sig(h.at(), 4), h.from(), h.to(), Double.isNaN(h.absent()) ? "?" : Fmt.sig(h.absent(), 3))));
        }
        return rows;
    }
}
