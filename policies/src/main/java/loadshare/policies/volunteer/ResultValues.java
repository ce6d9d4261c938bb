package loadshare.policies.volunteer;

import java.util.random.RandomGenerator;

/**
 * The results of work units, so that agreeing results can be compared: the correct result of a unit is a fixed
 * function of the unit (what an honest volunteer computes); a cheater returns something else. Cheaters acting
 * alone return a value of their own (two of them never agree); colluding cheaters all return the same wrong value
 * for a unit, so they can outvote a quorum when the unit's replicas all go to them.
 */
public final class ResultValues {

    /** What colluding cheaters agree to flip in a correct result. */
    private static final long COLLUSION = 0x5A5A_0000_C0DE_0001L;

    private ResultValues() {
    }

    /** The result an honest volunteer computes for {@code unit}. */
    public static long correct(long unit) {
        long z = unit + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A cheater's result for {@code unit}: never the correct one; shared by colluders, its own otherwise. */
    public static long wrong(long unit, boolean collude, RandomGenerator random) {
        long flip = collude ? COLLUSION : random.nextLong() | 1L;
        return correct(unit) ^ flip;
    }
}
