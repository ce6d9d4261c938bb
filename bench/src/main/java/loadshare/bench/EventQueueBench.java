package loadshare.bench;

import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import loadshare.hardware.event.EventQueue;
import loadshare.hardware.event.HeapEventQueue;
import loadshare.hardware.event.RadixEventQueue;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The event queue in the classic hold model: {@code pending} events wait (two a node: its next arrival and its
 * service completion), one fires and schedules its successor an exponential gap later. {@code holdAndMessage} adds
 * a zero-delay message (scheduled for now and fired from the FIFO ring, as a message over a network without
 * latency is), so the difference between the two is what one such message costs the queue. Both orders of the
 * pending events ({@code order}) at both sizes, to show where each is the faster.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EventQueueBench {

    private static final int GAPS = 1 << 16;

    @Param({"2000", "200000"})
    int pending;

    /** The order that holds the pending events ({@code EventQueue.forPending} takes the radix heap from 20,000). */
    @Param({"heap", "radix"})
    String order;

    private EventQueue queue;
    private final double[] gaps = new double[GAPS];
    private int next;

    @Setup
    public void setUp() {
        RandomGenerator random = new RandomStreams(1).stream(0, StreamPurpose.ARRIVALS);
        for (int i = 0; i < GAPS; i++) {
            gaps[i] = -Math.log(1.0 - random.nextDouble());
        }
        queue = order.equals("heap") ? new HeapEventQueue() : new RadixEventQueue();
        for (int i = 0; i < pending; i++) {
            queue.schedule(gaps[i & (GAPS - 1)], 0, i, 0, null);
        }
    }

    @Benchmark
    public int hold() {
        queue.next();
        int target = queue.target();
        queue.schedule(queue.now() + gaps[next++ & (GAPS - 1)], 0, target, 0, null);
        return target;
    }

    @Benchmark
    public int holdAndMessage() {
        queue.next();
        int target = queue.target();
        queue.schedule(queue.now() + gaps[next++ & (GAPS - 1)], 0, target, 0, null);
        queue.schedule(queue.now(), 1, target, 0, null);
        queue.next();
        return queue.target();
    }
}
