package loadshare.hardware.random;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Independent, reproducible random streams derived from one seed: one per (replication, participant,
 * purpose). The derivation mixes the three coordinates into the seed with the SplitMix64 finalizer, so
 * streams are independent of each other and of the order in which they are asked for.
 */
public final class RandomStreams {

    /** What {@link SplittableRandom} adds to its state at every draw (it is made with this gamma from a seed). */
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private final long seed;

    public RandomStreams(long seed) {
        this.seed = seed;
    }

    /** The seed of one replication of an experiment whose root seed is {@code rootSeed}. */
    public static long replicationSeed(long rootSeed, int replication) {
        return mix(rootSeed ^ mix(0x5EED_0000_0000_0000L + replication));
    }

    /** The stream of {@code participant} (a node index) for {@code purpose}. */
    public RandomGenerator stream(int participant, StreamPurpose purpose) {
        return new SplittableRandom(seed(participant, purpose));
    }

    /**
     * The state of {@link #stream stream(participant, purpose)} before its first draw, for {@link #nextDouble}: a
     * caller that keeps many participants' streams (the workload of a large cluster) keeps them as these seeds in one
     * array rather than as an object each, one cache line where there were two or three (docs/performance.md).
     */
    public long seed(int participant, StreamPurpose purpose) {
        long s = mix(seed + 0x9E3779B97F4A7C15L * (participant + 1L));
        return mix(s ^ (0xD1B54A32D192ED03L * (purpose.ordinal() + 1L)));
    }

    /**
     * The next {@code nextDouble()} of the stream whose state is {@code seeds[at]} (a {@link #seed}), which it
     * advances: the very numbers of that stream's {@link SplittableRandom}, in [0, 1).
     */
    public static double nextDouble(long[] seeds, int at) {
        long z = seeds[at] += GOLDEN_GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return ((z ^ (z >>> 31)) >>> 11) * 0x1.0p-53;
    }

    /**
     * The stream of job {@code jobId} for {@code purpose}, {@code occasion} telling apart its uses (e.g. its
     * first and second migration): a job's VM is the same whichever node holds it and whenever it is asked for.
     */
    public RandomGenerator jobStream(long jobId, int occasion, StreamPurpose purpose) {
        long s = mix(seed ^ mix(0x0B0B_0000_0000_0000L + jobId));
        s = mix(s + 0x9E3779B97F4A7C15L * (occasion + 1L));
        s = mix(s ^ (0xD1B54A32D192ED03L * (purpose.ordinal() + 1L)));
        return new SplittableRandom(s);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
