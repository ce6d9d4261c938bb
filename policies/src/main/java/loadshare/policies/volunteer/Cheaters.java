package loadshare.policies.volunteer;

import java.util.BitSet;
import java.util.random.RandomGenerator;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;

/**
 * Which volunteers cheat: a fixed fraction of them, round(fraction x volunteers), chosen at random from the run's
 * seed (its {@link StreamPurpose#ROLES} stream), so every replication has its own cheaters and the same seed the
 * same ones.
 */
public final class Cheaters {

    private Cheaters() {
    }

    public static BitSet choose(int volunteers, double fraction, long seed) {
        int count = (int) Math.round(fraction * volunteers);
        RandomGenerator random = new RandomStreams(seed).stream(0, StreamPurpose.ROLES);
        int[] order = new int[volunteers];
        for (int i = 0; i < volunteers; i++) {
            order[i] = i;
        }
        BitSet cheaters = new BitSet(volunteers);
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(volunteers - i);
            int chosen = order[j];
            order[j] = order[i];
            order[i] = chosen;
            cheaters.set(chosen);
        }
        return cheaters;
    }
}
