package loadshare.hardware.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EventQueueTest {

    @Test
    void events_fireInTimeOrder_andCarryTheirFields() {
        EventQueue q = new EventQueue(16);
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

    @Test
    void simultaneousEvents_fireInSchedulingOrder() {
        EventQueue q = new EventQueue(16);
        for (int i = 0; i < 100; i++) {
            q.schedule(1.0, 0, i, 0, null);
        }
        for (int i = 0; i < 100; i++) {
            q.next();
            assertEquals(i, q.target());
        }
    }

    @Test
    void eventsForNow_waitBehindEarlierScheduledEventsAtTheSameTime() {
        EventQueue q = new EventQueue(16);
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

    @Test
    void interleavedWork_withManyTies_firesExactlyInTimeThenSchedulingOrder() {
        EventQueue q = new EventQueue(16);
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

    @Test
    void manyRandomEvents_comeOutSorted_andTheQueueGrows() {
        EventQueue q = new EventQueue(16);
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

    @Test
    void schedulingInThePast_isRefused() {
        EventQueue q = new EventQueue();
        q.schedule(5.0, 0, 0, 0, null);
        q.next();
        assertThrows(IllegalArgumentException.class, () -> q.schedule(4.0, 0, 0, 0, null));
        assertThrows(IllegalArgumentException.class, () -> q.schedule(Double.NaN, 0, 0, 0, null));
    }

    @Test
    void upcomingTarget_namesTheEventThatFiresNext_amongLaterOnesAndOnesForNow() {
        EventQueue q = new EventQueue(16);
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

    @Test
    void upcomingTarget_seesAnEventForNowBeforeLaterOnes_andNotAfterAnEarlierOneForNow() {
        EventQueue q = new EventQueue(16);
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
}
