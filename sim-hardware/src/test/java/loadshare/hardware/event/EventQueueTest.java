package loadshare.hardware.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every case holds for both orders of the pending events: they differ in speed only. */
class EventQueueTest {

    static Stream<Named<IntFunction<EventQueue>>> queues() {
        return Stream.of(Named.of("heap", HeapEventQueue::new), Named.of("radix", RadixEventQueue::new));
    }

    @ParameterizedTest
    @MethodSource("queues")
    void events_fireInTimeOrder_andCarryTheirFields(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        q.schedule(3.0, 2, 7, 5, "c");
        q.schedule(1.0, 1, 3, 0, "a");
        q.schedule(2.0, 255, Integer.MAX_VALUE, EventQueue.MAX_ARG, "b");

        assertTrue(q.next());
        assertEquals(1.0, q.now());
        assertEquals(1, q.kind());
        assertEquals(3, q.target());
        assertEquals("a", q.payload());
        assertTrue(q.next());
        assertEquals(255, q.kind());
        assertEquals(Integer.MAX_VALUE, q.target());
        assertEquals(EventQueue.MAX_ARG, q.arg());
        assertTrue(q.next());
        assertEquals(5, q.arg());
        assertFalse(q.next());
    }

    @ParameterizedTest
    @MethodSource("queues")
    void simultaneousEvents_fireInSchedulingOrder(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        for (int i = 0; i < 100; i++) {
            q.schedule(1.0, 0, i, 0, null);
        }
        for (int i = 0; i < 100; i++) {
            q.next();
            assertEquals(i, q.target());
        }
    }

    @ParameterizedTest
    @MethodSource("queues")
    void eventsForNow_waitBehindEarlierScheduledEventsAtTheSameTime(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        q.schedule(1.0, 0, 1, 0, null);
        q.schedule(1.0, 0, 2, 0, null);
        q.schedule(2.0, 0, 9, 0, null);
        q.next();                                  // fires 1 at t = 1
        q.schedule(1.0, 0, 3, 0, null);            // now: goes behind 2, before 9
        q.schedule(1.0, 0, 4, 0, null);
        assertEquals(4, q.size());
        int[] order = new int[4];
        for (int i = 0; i < 4; i++) {
            q.next();
            order[i] = q.target();
            if (q.target() == 3) {
                q.schedule(1.0, 0, 5, 0, null);    // scheduled while firing: after 4
            }
        }
        assertEquals(java.util.List.of(2, 3, 4, 5), java.util.Arrays.stream(order).boxed().toList());
        q.next();
        assertEquals(9, q.target());
        assertEquals(2.0, q.now());
        assertFalse(q.next());
    }

    @ParameterizedTest
    @MethodSource("queues")
    void interleavedWork_withManyTies_firesExactlyInTimeThenSchedulingOrder(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        java.util.PriorityQueue<double[]> reference = new java.util.PriorityQueue<>(
                (a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]));
        SplittableRandom r = new SplittableRandom(7);
        int scheduled = 0;
        for (int step = 0; step < 200_000; step++) {
            boolean grow = step < 100_000 ? r.nextInt(3) > 0 : r.nextInt(3) == 0;
            if (grow || reference.isEmpty()) {
                // coarse times: many events share a time, some are for now (the ring)
                double time = q.now() + r.nextInt(4) * 0.5;
                q.schedule(time, 0, scheduled, 0, null);
                reference.add(new double[] {time, scheduled++});
            } else {
                double[] expected = reference.poll();
                assertTrue(q.next());
                assertEquals(expected[0], q.now());
                assertEquals((int) expected[1], q.target(), "event fired out of order at step " + step);
            }
        }
        while (!reference.isEmpty()) {
            assertTrue(q.next());
            assertEquals((int) reference.poll()[1], q.target());
        }
        assertFalse(q.next());
    }

    @ParameterizedTest
    @MethodSource("queues")
    void manyRandomEvents_comeOutSorted_andTheQueueGrows(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        SplittableRandom r = new SplittableRandom(42);
        List<Double> fired = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            q.schedule(r.nextDouble() * 100, 0, i, 0, null);
        }
        while (q.next()) {
            fired.add(q.now());
            if (fired.size() % 3 == 0 && fired.size() < 15_000) {
                q.schedule(q.now() + r.nextDouble(), 0, 0, 0, null);
            }
            if (fired.size() % 7 == 0 && fired.size() < 15_000) {
                q.schedule(q.now(), 0, 0, 0, null);
            }
        }
        for (int i = 1; i < fired.size(); i++) {
            assertTrue(fired.get(i - 1) <= fired.get(i), "out of order at " + i);
        }
    }

    @ParameterizedTest
    @MethodSource("queues")
    void schedulingInThePast_isRefused(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(1024);
        q.schedule(5.0, 0, 0, 0, null);
        q.next();
        assertThrows(IllegalArgumentException.class, () -> q.schedule(4.0, 0, 0, 0, null));
        assertThrows(IllegalArgumentException.class, () -> q.schedule(Double.NaN, 0, 0, 0, null));
    }

    @ParameterizedTest
    @MethodSource("queues")
    void upcomingTarget_namesTheEventThatFiresNext_amongLaterOnesAndOnesForNow(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        assertEquals(-1, q.upcomingTarget());
        SplittableRandom random = new SplittableRandom(29);
        int target = 0;
        for (; target < 300; target++) {
            q.schedule(Math.floor(random.nextDouble(20)), 0, target, 0, null);   // whole times: many ties
        }
        int fired = 0;
        while (fired < 5000 && q.size() > 0) {
            int hinted = q.upcomingTarget();
            q.next();
            assertEquals(hinted, q.target(), "event " + fired);
            fired++;
            int successors = random.nextInt(3);   // none, a later one, or a later one and one for now
            if (successors >= 1) {
                q.schedule(q.now() + Math.floor(random.nextDouble(20)), 0, target++, 0, null);
            }
            if (successors == 2) {
                q.schedule(q.now(), 0, target++, 0, null);
            }
        }
        assertEquals(5000, fired);
        while (q.size() > 0) {
            q.next();
        }
        assertEquals(-1, q.upcomingTarget());
    }

    @ParameterizedTest
    @MethodSource("queues")
    void upcomingTarget_seesAnEventForNowBeforeLaterOnes_andNotAfterAnEarlierOneForNow(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        q.schedule(1.0, 0, 1, 0, null);
        q.schedule(1.0, 0, 4, 0, null);
        q.schedule(2.0, 0, 2, 0, null);
        q.next();                                  // 1 fires at t = 1
        assertEquals(4, q.upcomingTarget());       // scheduled for t = 1 before it: in the heap, fires first
        q.schedule(1.0, 0, 3, 0, null);            // a message for now, behind 4
        assertEquals(4, q.upcomingTarget());
        q.next();
        assertEquals(3, q.upcomingTarget());
    }

    @ParameterizedTest
    @MethodSource("queues")
    void timesOfZero_tinyAndHuge_fireInOrder_zeroAndMinusZeroAsOneTime(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        q.schedule(Double.MAX_VALUE, 0, 6, 0, null);
        q.schedule(1e300, 0, 5, 0, null);
        q.schedule(0.0, 0, 0, 0, null);
        q.schedule(1.0, 0, 4, 0, null);
        q.schedule(Double.MIN_VALUE, 0, 2, 0, null);
        q.schedule(-0.0, 0, 1, 0, null);           // the same time as 0.0: after it, in scheduling order
        q.schedule(1e-300, 0, 3, 0, null);
        List<Integer> order = new ArrayList<>();
        while (q.next()) {
            order.add(q.target());
            if (q.target() == 4) {
                q.schedule(Math.nextUp(1.0), 0, 7, 0, null);   // the next double after now: before 1e300
                q.schedule(1e300, 0, 8, 0, null);              // equal to one waiting since the start: after it
            }
        }
        assertEquals(List.of(0, 1, 2, 3, 4, 7, 5, 8, 6), order);
        assertEquals(Double.MAX_VALUE, q.now());
    }

    @ParameterizedTest
    @MethodSource("queues")
    void equalTimes_scheduledBeforeAndAfterTheirBucketMoves_fireInSchedulingOrder(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        // events at 8.0 scheduled at t = 0, then after each of the earlier events fired (the radix heap moves the
        // bucket holding 8.0 down at every one of them), then at 8.0 itself
        int target = 0;
        for (int i = 0; i < 5; i++) {
            q.schedule(8.0, 0, target++, 0, null);
        }
        for (double t : new double[] {1.0, 2.0, 4.0, 6.0, 7.0, 7.5, 7.75}) {
            q.schedule(t, 1, 1000, 0, null);
        }
        List<Integer> atEight = new ArrayList<>();
        while (q.next()) {
            if (q.kind() == 1) {
                q.schedule(8.0, 0, target++, 0, null);
                q.schedule(8.0, 0, target++, 0, null);
            } else {
                assertEquals(8.0, q.now());
                atEight.add(q.target());
                if (q.target() == 3) {
                    q.schedule(8.0, 0, target++, 0, null);  // for now, while its time fires: after all waiting
                }
            }
        }
        List<Integer> expected = new ArrayList<>();
        for (int i = 0; i < target; i++) {
            expected.add(i);
        }
        assertEquals(expected, atEight);
    }

    @ParameterizedTest
    @MethodSource("queues")
    void manyEventsForNow_scheduledWhileFiring_stayFirstInFirstOut_withTheirPayloads(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        q.schedule(3.0, 0, 0, 0, "first");
        q.schedule(3.5, 0, 99_999, 0, null);
        q.next();
        for (int i = 1; i <= 1000; i++) {               // more than a radix heap's chunk: bucket 0 spans several
            q.schedule(3.0, 0, i, i, i % 2 == 0 ? "p" + i : null);
        }
        int expected = 1;
        int extra = 1001;
        while (q.next() && q.now() == 3.0) {
            assertEquals(expected, q.target());
            assertEquals(expected % 2 == 0 && expected <= 1000 ? "p" + expected : null, q.payload());
            expected++;
            if (expected % 3 == 0) {                   // some schedule more for now as they fire
                q.schedule(3.0, 0, extra++, 0, null);
            }
        }
        assertEquals(extra, expected);
        assertEquals(99_999, q.target());
        assertEquals(3.5, q.now());
        assertFalse(q.next());
    }

    @ParameterizedTest
    @MethodSource("queues")
    void interleavedWork_withTimesOfEveryScale_firesExactlyInTimeThenSchedulingOrder(IntFunction<EventQueue> queue) {
        EventQueue q = queue.apply(16);
        java.util.PriorityQueue<Object[]> reference = new java.util.PriorityQueue<>((a, b) -> {
            int byTime = Double.compare((double) a[0], (double) b[0]);
            return byTime != 0 ? byTime : Integer.compare((int) a[1], (int) b[1]);
        });
        SplittableRandom r = new SplittableRandom(11);
        int scheduled = 0;
        for (int step = 0; step < 200_000; step++) {
            boolean grow = step < 100_000 ? r.nextInt(3) > 0 : r.nextInt(3) == 0;
            if (grow || reference.isEmpty()) {
                double time = switch (r.nextInt(6)) {
                    case 0 -> q.now();                                               // for now
                    case 1 -> q.now() + Math.scalb(r.nextDouble(), r.nextInt(-40, 40)); // any scale ahead
                    case 2 -> Math.nextUp(q.now());                                  // the least step ahead
                    case 3 -> Math.ceil(q.now()) + r.nextInt(3);                     // shared whole times
                    default -> q.now() - Math.log(1.0 - r.nextDouble());             // exponential gaps
                };
                String payload = r.nextInt(4) == 0 ? "e" + scheduled : null;
                q.schedule(time, scheduled & EventQueue.MAX_KIND, scheduled, scheduled & EventQueue.MAX_ARG, payload);
                reference.add(new Object[] {time, scheduled++, payload});
            } else {
                Object[] expected = reference.poll();
                int hinted = q.upcomingTarget();
                assertTrue(q.next());
                assertEquals((double) expected[0], q.now());
                assertEquals((int) expected[1], q.target(), "event fired out of order at step " + step);
                assertEquals((int) expected[1] & EventQueue.MAX_KIND, q.kind());
                assertEquals((int) expected[1] & EventQueue.MAX_ARG, q.arg());
                assertEquals(expected[2], q.payload());
                assertEquals(q.target(), hinted, "the hint at step " + step);
            }
            assertEquals(reference.size(), q.size());
        }
        while (!reference.isEmpty()) {
            assertTrue(q.next());
            assertEquals((int) reference.poll()[1], q.target());
        }
        assertFalse(q.next());
        assertEquals(scheduled, q.scheduledCount());
    }

    @Test
    void forPending_takesTheRadixHeapFromItsThreshold_andTheHeapBelow() {
        assertTrue(EventQueue.forPending(EventQueue.RADIX_FROM_PENDING - 1) instanceof HeapEventQueue);
        assertTrue(EventQueue.forPending(EventQueue.RADIX_FROM_PENDING) instanceof RadixEventQueue);
    }
}
