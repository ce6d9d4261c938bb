package loadshare.node.joblog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** A job's trail: its first start, the nodes it ran on in order, its moves and restarts; forgotten when it ends. */
class JobTrailsTest {

    private final Job job = new Job(7, 2, 1.5, 3.0, 0);

    @Test
    void trail_keepsTheFirstStart_andEachNodeOnceAVisit_inOrder() {
        JobTrails trails = new JobTrails();
        trails.started(2, job, 2.0);
        trails.started(2, job, 2.5);      // a second slice at home: the same visit
        trails.migrated(job);
        trails.started(5, job, 3.0);
        trails.started(2, job, 4.0);      // back home: a new visit
        trails.restarted(job);
        assertEquals(1, trails.size());
        JobTrail trail = trails.finished(job);
        assertEquals(0, trails.size(), "an ended job is forgotten");
        assertEquals(2.0, trail.start());
        assertArrayEquals(new int[] {2, 5, 2}, trail.nodes());
        assertEquals(1, trail.migrations());
        assertEquals(1, trail.restarts());
    }

    @Test
    void csv_writesTheHeader_thenOneExactRowPerJob() {
        StringWriter out = new StringWriter();
        JobLogCsv csv = new JobLogCsv(out);
        JobTrails trails = new JobTrails();
        Job moved = job.transferred();
        trails.started(4, moved, 0.1 + 0.2);
        trails.started(1, moved, 2.0);
        csv.row(moved, trails.finished(moved), 6.25);
        csv.row(job, trails.finished(job), 9.0);   // never heard of: no start, no nodes
        assertEquals(JobLogCsv.HEADER + "\n"
                + "7,2,1.5,0.30000000000000004,6.25,4;1,1,0,0\n"
                + "7,2,1.5,,9.0,,0,0,0\n", out.toString());
        assertTrue(JobLogCsv.HEADER.startsWith("id,home,arrival,start,end,nodes,"));
    }
}
