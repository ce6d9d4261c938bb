package loadshare.node.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.JobClass;
import loadshare.policies.batch.BatchJob;
import org.junit.jupiter.api.Test;

/** Synthetic rigid jobs: shapes in their classes' ranges, shares, the offered load, and the same jobs per seed. */
class SyntheticBatchWorkloadTest {

    private static final List<JobClass> CLASSES = List.of(new JobClass("web", 0.75, 2, 1, 4, 1024, 2048, 300),
            new JobClass("hpc", 0.25, 0, 8, 8, 96, 96, 1200));
    private static final int JOBS = 200_000;

    @Test
    void jobs_stayInTheirClassesRanges_andArriveInOrder() {
        SyntheticBatchWorkload w = new SyntheticBatchWorkload(CLASSES, 0.6, 64, JOBS, 7);
        double last = 0;
        for (int i = 0; i < w.jobs(); i++) {
            BatchJob job = w.job(i);
            JobClass c = CLASSES.get(job.jobClass());
            assertTrue(job.processors() >= c.processors() && job.processors() <= c.processorsMax());
            assertTrue(job.memoryPerProcessor() >= c.memory() && job.memoryPerProcessor() <= c.memoryMax());
            assertEquals(job.runTime(), job.estimate());
            assertEquals(job.jobClass(), job.user());
            assertTrue(w.submit(i) >= last && w.submit(i) == job.submit());
            last = w.submit(i);
        }
    }

    @Test
    void sharesAndOfferedLoad_matchTheClasses_withinSamplingError() {
        SyntheticBatchWorkload w = new SyntheticBatchWorkload(CLASSES, 0.6, 64, JOBS, 11);
        long web = 0;
        double cpuSeconds = 0;
        for (int i = 0; i < w.jobs(); i++) {
            web += w.job(i).jobClass() == 0 ? 1 : 0;
            cpuSeconds += w.job(i).processors() * w.job(i).runTime();
        }
        double share = web / (double) JOBS;
        assertEquals(0.75, share, 4 * Math.sqrt(0.75 * 0.25 / JOBS));
        // offered load = processor-seconds / (CPUs x span); the run times' spread dominates the error (cv ~ 1.2)
        double load = cpuSeconds / (64 * w.submit(JOBS - 1));
        assertEquals(0.6, load, 0.6 * 4 * 1.3 / Math.sqrt(JOBS));
    }

    @Test
    void theSameSeed_drawsTheSameJobs() {
        SyntheticBatchWorkload a = new SyntheticBatchWorkload(CLASSES, 0.6, 64, 1000, 3);
        SyntheticBatchWorkload b = new SyntheticBatchWorkload(CLASSES, 0.6, 64, 1000, 3);
        for (int i = 0; i < 1000; i++) {
            assertEquals(a.job(i), b.job(i));
        }
        assertEquals(0.75 * 300 + 0.25 * 1200, a.meanRunTime(), 1e-9);
    }

    @Test
    void aBurstyClass_arrivesOnlyInItsBursts_theOthersAsWithoutBursts_allInSubmitOrderNumberedAgain() {
        List<JobClass> bursty = List.of(new JobClass("web", 0.75, 2, 1, 4, 1024, 2048, 300),
                new JobClass("hpc", 0.25, 0, 8, 8, 96, 96, 1200, 3600, 600));
        SyntheticBatchWorkload even = new SyntheticBatchWorkload(CLASSES, 0.6, 64, 5000, 3);
        SyntheticBatchWorkload w = new SyntheticBatchWorkload(bursty, 0.6, 64, 5000, 3);
        List<Double> webEven = new java.util.ArrayList<>();
        List<Double> webBursty = new java.util.ArrayList<>();
        long hpcEven = 0;
        long hpcBursty = 0;
        double last = 0;
        for (int i = 0; i < 5000; i++) {
            BatchJob job = w.job(i);
            assertEquals(i, job.id());
            assertTrue(w.submit(i) >= last && w.submit(i) == job.submit());
            last = w.submit(i);
            if (job.jobClass() == 1) {
                assertTrue(job.submit() % 3600 <= 600, "an hpc job at " + job.submit() + ", outside its burst");
                hpcBursty++;
            } else {
                webBursty.add(job.submit());
            }
            if (even.job(i).jobClass() == 1) {
                hpcEven++;
            } else {
                webEven.add(even.job(i).submit());
            }
        }
        assertEquals(hpcEven, hpcBursty);
        assertEquals(webEven, webBursty);
    }
}
