package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringWriter;
import java.util.List;
import loadshare.node.joblog.JobLogCsv;
import loadshare.node.live.RunRecord.JobEvent;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

class LiveJobLogTest {

    private static String rows(LiveJobLog log) {
        StringWriter text = new StringWriter();
        log.writeTo(new JobLogCsv(text));
        return text.toString();
    }

    @Test
    void aJobsTrail_isPutTogetherFromItsNodesEvents_inTheOrderOfTheirTimes() {
        LiveJobLog log = new LiveJobLog();
        Job job = new Job(7, 2, 10.0, 3.0, 2);
        // heard from three nodes, in no particular order: restarted by its home 2, started on 2, migrated from 2 to 5,
        // resumed on 5, migrated back to 2
        log.event(new JobEvent(7, 5, 14.0, JobEvent.Kind.STARTED));
        log.event(new JobEvent(7, 2, 12.0, JobEvent.Kind.STARTED));
        log.event(new JobEvent(7, 2, 11.0, JobEvent.Kind.RESTARTED));
        log.event(new JobEvent(7, 2, 13.5, JobEvent.Kind.MIGRATED));
        log.event(new JobEvent(7, 5, 15.0, JobEvent.Kind.MIGRATED));
        log.event(new JobEvent(7, 2, 15.5, JobEvent.Kind.STARTED));
        log.measured(new ResultsCollector.JobDone(job, 17.0, 2));
        assertEquals(List.of(JobLogCsv.HEADER, "7,2,10.0,12.0,17.0,2;5;2,2,2,1"), rows(log).lines().toList());
    }

    @Test
    void rows_comeInOrderOfCompletion_andAJobNeverStartedHasNoStart() {
        LiveJobLog log = new LiveJobLog();
        log.event(new JobEvent(1, 0, 1.5, JobEvent.Kind.STARTED));
        log.measured(new ResultsCollector.JobDone(new Job(1, 0, 1.0, 1.0, 0), 9.0, 0));
        log.measured(new ResultsCollector.JobDone(new Job(2, 1, 2.0, 1.0, 0), 4.0, 1));
        assertEquals(List.of(JobLogCsv.HEADER, "2,1,2.0,,4.0,,0,0,0", "1,0,1.0,1.5,9.0,0,0,0,0"),
                rows(log).lines().toList());
        assertEquals(2, log.rows());
    }
}
