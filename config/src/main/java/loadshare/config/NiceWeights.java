package loadshare.config;

/**
 * Linux's nice-to-weight table (kernel/sched/core.c, {@code sched_prio_to_weight}): nice 0 weighs 1024 and each
 * step of nice changes the weight by about 1.25, so one nice level apart two CPU-bound tasks split the CPU about
 * 55/45. A user class of {@code share = cfs} may give {@code nice} instead of tickets; its weight is its tickets.
 */
public final class NiceWeights {

    public static final int MIN_NICE = -20;
    public static final int MAX_NICE = 19;

    private static final int[] WEIGHTS = {
        /* -20 */ 88761, 71755, 56483, 46273, 36291,
        /* -15 */ 29154, 23254, 18705, 14949, 11916,
        /* -10 */ 9548, 7620, 6100, 4904, 3906,
        /*  -5 */ 3121, 2501, 1991, 1586, 1277,
        /*   0 */ 1024, 820, 655, 526, 423,
        /*   5 */ 335, 272, 215, 172, 137,
        /*  10 */ 110, 87, 70, 56, 45,
        /*  15 */ 36, 29, 23, 18, 15,
    };

    private NiceWeights() {
    }

    /** The weight of {@code nice} (in {@value #MIN_NICE}..{@value #MAX_NICE}). */
    public static int weight(int nice) {
        if (nice < MIN_NICE || nice > MAX_NICE) {
            throw new IllegalArgumentException("nice must be in " + MIN_NICE + ".." + MAX_NICE + ": " + nice);
        }
        return WEIGHTS[nice - MIN_NICE];
    }
}
