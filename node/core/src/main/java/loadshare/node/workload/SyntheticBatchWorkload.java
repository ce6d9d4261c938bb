package loadshare.node.workload;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.config.JobClass;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.policies.batch.BatchJob;

/**
 * Synthetic rigid jobs of {@code workload.job-classes} as a central scheduler gets them, the source of truth for
 * both runtimes: a Poisson stream whose rate offers {@code load} of all the cluster's CPUs (rate = load x CPUs /
 * the mean processor-seconds of a job), each job of a class drawn by the classes' shares, with processors and
 * memory per processor uniform in the class's ranges and an exponential run time (its estimate exact). Job i is
 * drawn in order from the run's seed alone (arrivals and shapes from two streams), so every policy of a run gets
 * the very same jobs. Job i's user is its class. The jobs of a class with bursts ({@link JobClass#bursty}) are then
 * moved into the bursts of their periods, and the jobs numbered again in submit order.
 */
public final class SyntheticBatchWorkload implements BatchWorkload {

    private final double[] submits;
    private final BatchJob[] jobs;
    private final double meanRunTime;

    /**
     * @param cpus all the cluster's CPUs
     * @param seed the run's seed
     */
    public SyntheticBatchWorkload(List<JobClass> classes, double load, long cpus, int count, long seed) {
        double meanCpuSeconds = 0;
        double meanRun = 0;
        for (JobClass c : classes) {
            meanCpuSeconds += c.shareOfArrivals() * c.meanCpuSeconds();
            meanRun += c.shareOfArrivals() * c.runTime();
        }
        this.meanRunTime = meanRun;
        double rate = load * cpus / meanCpuSeconds;
        RandomStreams streams = new RandomStreams(seed);
        RandomGenerator arrivals = streams.stream(0, StreamPurpose.ARRIVALS);
        RandomGenerator shapes = streams.stream(0, StreamPurpose.SERVICE);
        this.submits = new double[count];
        this.jobs = new BatchJob[count];
        double t = 0;
        for (int i = 0; i < count; i++) {
            t += exponential(arrivals) / rate;
            int k = pick(classes, shapes.nextDouble());
            JobClass c = classes.get(k);
            int processors = c.processors() + shapes.nextInt(c.processorsMax() - c.processors() + 1);
            long memory = c.memory() + (long) (shapes.nextDouble() * (c.memoryMax() - c.memory() + 1));
            double run = c.runTime() * exponential(shapes);
            submits[i] = t;
            jobs[i] = new BatchJob(i, k, t, processors, Math.min(memory, c.memoryMax()), run, run, -1, k);
        }
        if (classes.stream().anyMatch(JobClass::bursty)) {
            burst(classes);
        }
    }

    /**
     * The jobs of bursty classes moved into their bursts ({@link JobClass#arrival}), then every job in submit order
     * (ties in drawing order) and numbered again in that order.
     */
    private void burst(List<JobClass> classes) {
        BatchJob[] moved = new BatchJob[jobs.length];
        for (int i = 0; i < jobs.length; i++) {
            BatchJob j = jobs[i];
            double at = classes.get(j.jobClass()).arrival(j.submit());
            moved[i] = new BatchJob(i, j.user(), at, j.processors(), j.memoryPerProcessor(), j.estimate(),
                    j.runTime(), j.partition(), j.jobClass());
        }
        Arrays.sort(moved, Comparator.comparingDouble(BatchJob::submit)
                .thenComparingLong(BatchJob::id));
        for (int i = 0; i < moved.length; i++) {
            BatchJob j = moved[i];
            submits[i] = j.submit();
            jobs[i] = new BatchJob(i, j.user(), j.submit(), j.processors(), j.memoryPerProcessor(), j.estimate(),
                    j.runTime(), j.partition(), j.jobClass());
        }
    }

    private static double exponential(RandomGenerator random) {
        return -Math.log(1.0 - random.nextDouble());
    }

    /** The class whose cumulative share first exceeds {@code u}. */
    private static int pick(List<JobClass> classes, double u) {
        double cumulative = 0;
        for (int k = 0; k < classes.size() - 1; k++) {
            cumulative += classes.get(k).shareOfArrivals();
            if (u < cumulative) {
                return k;
            }
        }
        return classes.size() - 1;
    }

    @Override
    public int jobs() {
        return jobs.length;
    }

    @Override
    public double submit(int i) {
        return submits[i];
    }

    @Override
    public BatchJob job(int i) {
        return jobs[i];
    }

    /** The classes' mean run time (the same for every replication, as the response-time histograms need). */
    @Override
    public double meanRunTime() {
        return meanRunTime;
    }
}
