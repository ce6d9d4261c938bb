package loadshare.hardware.random;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class RandomStreamsTest {

    @Test
    void streamsKeptAsSeedsInOneArrayDrawTheStreamsOwnNumbers() {
        RandomStreams streams = new RandomStreams(42);
        int participants = 5;
        long[] seeds = new long[participants * StreamPurpose.values().length];
        RandomGenerator[] generators = new RandomGenerator[seeds.length];
        for (int p = 0; p < participants; p++) {
            for (StreamPurpose purpose : StreamPurpose.values()) {
                int at = p * StreamPurpose.values().length + purpose.ordinal();
                seeds[at] = streams.seed(p, purpose);
                generators[at] = streams.stream(p, purpose);
            }
        }
        // interleaved draws, as a simulation makes them: each stream advances only when it is drawn from
        RandomGenerator order = new java.util.SplittableRandom(7);
        for (int i = 0; i < 100_000; i++) {
            int at = order.nextInt(seeds.length);
            assertEquals(generators[at].nextDouble(), RandomStreams.nextDouble(seeds, at), "draw " + i + " of " + at);
        }
    }

    @Test
    void anExponentialOfAUniformIsItsSample() {
        Exponential e = new Exponential(2.5);
        RandomGenerator a = new RandomStreams(3).stream(1, StreamPurpose.SERVICE);
        RandomGenerator b = new RandomStreams(3).stream(1, StreamPurpose.SERVICE);
        for (int i = 0; i < 1_000; i++) {
            assertEquals(e.sample(a), e.ofUniform(b.nextDouble()));
        }
    }
}
