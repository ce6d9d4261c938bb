package loadshare.node.live;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import loadshare.node.joblog.JobLogCsv;
import loadshare.node.joblog.JobTrails;
import loadshare.node.live.RunRecord.JobEvent;

/**
 * A live run's job log ({@code run.job-log}), put together by the collector: the first completion of every measured
 * job, and what the nodes saw every job do ({@link JobEvents}) — its starts on the nodes it ran on, its migrations,
 * its resubmissions. At the end it writes the same rows as the simulator ({@link JobLogCsv}), in order of completion:
 * a job's nodes in the order it got a CPU on them, its first start the earliest.
 *
 * <p>Held in memory until the end, unlike the simulator's, which streams: a live run's jobs are few (its model time
 * runs at wall-clock pace), and the events of a job arrive from several nodes in any order.
 */
public final class LiveJobLog {

    private static final Comparator<ResultsCollector.JobDone> BY_COMPLETION =
            Comparator.comparingDouble(ResultsCollector.JobDone::finishedAt).thenComparingLong(d -> d.job().id());

    private final Map<Long, List<JobEvent>> events = new HashMap<>();
    private final List<ResultsCollector.JobDone> measured = new ArrayList<>();

    void event(JobEvent event) {
        events.computeIfAbsent(event.job(), id -> new ArrayList<>(2)).add(event);
    }

    /** A measured job's first completion. */
    void measured(ResultsCollector.JobDone done) {
        measured.add(done);
    }

    /** The rows it writes: one per measured job. */
    public int rows() {
        return measured.size();
    }

    /** Writes one row per measured job to {@code csv}, in order of completion. */
    public void writeTo(JobLogCsv csv) {
        List<ResultsCollector.JobDone> done = new ArrayList<>(measured);
        done.sort(BY_COMPLETION);
        JobTrails trails = new JobTrails();
        for (ResultsCollector.JobDone d : done) {
            List<JobEvent> seen = new ArrayList<>(events.getOrDefault(d.job().id(), List.of()));
            seen.sort(Comparator.comparingDouble(JobEvent::at));
            for (JobEvent e : seen) {
                switch (e.kind()) {
                    case STARTED -> trails.started(e.node(), d.job(), e.at());
                    case MIGRATED -> trails.migrated(d.job());
                    case RESTARTED -> trails.restarted(d.job());
                }
            }
            csv.row(d.job(), trails.finished(d.job()), d.finishedAt());
        }
    }
}
