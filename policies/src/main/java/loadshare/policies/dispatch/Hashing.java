package loadshare.policies.dispatch;

/**
 * The dispatcher's deterministic hashes, the same in every runtime and every replication: a job's session and
 * its dispatcher follow from its id, a session's and a virtual node's place on the ring from their numbers.
 * SplitMix64's finalizer, salted per use so that the three are independent.
 */
public final class Hashing {

    private static final long SESSION = 0x5E55_1057_A11C_E5D1L;
    private static final long DISPATCHER = 0xD15B_A7C4_E125_0001L;
    private static final long RING = 0x21_4E_6C_0FF_EEL;

    private Hashing() {
    }

    /** Job {@code jobId}'s session of {@code sessions} (uniform over them), or -1 when {@code sessions} is 0. */
    public static int session(long jobId, int sessions) {
        return sessions <= 0 ? -1 : (int) Long.remainderUnsigned(mix(jobId ^ SESSION), sessions);
    }

    /** Which of {@code dispatchers} dispatchers job {@code jobId} arrives at (uniform over them). */
    public static int dispatcher(long jobId, int dispatchers) {
        return dispatchers <= 1 ? 0 : (int) Long.remainderUnsigned(mix(jobId ^ DISPATCHER), dispatchers);
    }

    /** Session {@code session}'s place on the ring. */
    static long sessionPoint(int session) {
        return mix(mix(session + 1L) ^ RING);
    }

    /** The place on the ring of virtual node {@code v} of {@code node}. */
    static long nodePoint(int node, int v) {
        return mix(mix(((long) node << 32) | (v & 0xFFFF_FFFFL)) + RING);
    }

    static long mix(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
