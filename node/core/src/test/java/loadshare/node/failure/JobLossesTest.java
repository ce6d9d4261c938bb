package loadshare.node.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.config.FailureSettings;
import loadshare.config.FailureSettings.Checkpoints;
import loadshare.config.FailureSettings.Law;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.config.FailureSettings.Outages;
import loadshare.node.run.FailureFigures;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** A job's ledger under each on-failure, worked by hand. */
class JobLossesTest {

    private static final double EPS = 1e-12;

    private static FailureSettings failures(OnFailure onFailure, Checkpoints checkpoints) {
        return new FailureSettings(new Outages(200, Law.EXPONENTIAL, 1, 10, Law.EXPONENTIAL, 0, List.of()), List.of(),
                List.of(), "", onFailure, checkpoints, 1.0);
    }

    @Test
    void checkpoint_keepsWhatItsCheckpointsSaved_andCountsTheRestAsLost() {
        JobLosses losses = new JobLosses(failures(OnFailure.CHECKPOINT, new Checkpoints(3, 0.5)));
        losses.measuring();
        Job job = losses.arriving(new Job(7, 0, 1.0, 10, 0));
        assertEquals(11.5, job.demand(), EPS, "10 of work in 4 segments: 3 checkpoints of 0.5");
        // lost after 7.2 of CPU work: two segments of 3 + 0.5 written, 0.2 of the third lost
        Job again = losses.lost(job.withDemand(11.5 - 7.2));
        assertEquals(4.5, again.demand(), EPS, "4 of work left, one checkpoint on the way");
        assertEquals(7, again.id());
        assertEquals(1.0, again.arrivalTime(), EPS);
        losses.finished(again, true, 30);
        FailureFigures f = losses.figures(0.95, 200.0 / 210, 1, 0, 0);
        assertEquals(0.2, f.lostWork(), 1e-9);
        assertEquals(1.0 + 0.5, f.checkpointWork(), 1e-9);
        assertEquals(10 / 11.7, f.goodput(), 1e-9);
        assertEquals(1, f.restartsPerJob(), EPS);
        assertEquals(1, f.jobsHit(), EPS);
        assertEquals(1, f.hitShare(), EPS);
    }

    @Test
    void restart_losesEverythingDone_andStartsOverWithAllTheWork() {
        JobLosses losses = new JobLosses(failures(OnFailure.RESTART, Checkpoints.NONE));
        losses.measuring();
        Job job = losses.arriving(new Job(1, 0, 0, 4, 0));
        assertEquals(4, job.demand(), EPS);
        Job again = losses.lost(job.withDemand(1.5));
        assertEquals(4, again.demand(), EPS);
        Job third = losses.lost(again.withDemand(4)); // lost while waiting: nothing done
        losses.finished(third, true, 10);
        losses.finished(losses.arriving(new Job(2, 0, 0, 1, 0)), true, 30);
        FailureFigures f = losses.figures(0.9, 0.9, 2, 0, 0);
        assertEquals(2.5, f.lostWork(), EPS);
        assertEquals(0, f.checkpointWork(), EPS);
        assertEquals(5 / 7.5, f.goodput(), EPS);
        assertEquals(1, f.restartsPerJob(), EPS);
        assertEquals(0.5, f.hitShare(), EPS);
        assertEquals(0.25, f.hitResponseShare(), EPS);
    }

    @Test
    void checkpointingAutomatically_usesYoungsInterval() {
        Checkpointing c = Checkpointing.of(failures(OnFailure.CHECKPOINT, new Checkpoints(Double.NaN, 1)));
        assertEquals(20, c.interval(), EPS, "sqrt(2 x 1 x 200)");
        assertEquals(20, c.young(), EPS);
        assertEquals(Checkpointing.NONE, Checkpointing.of(failures(OnFailure.RESTART, new Checkpoints(5, 1))));
    }
}
