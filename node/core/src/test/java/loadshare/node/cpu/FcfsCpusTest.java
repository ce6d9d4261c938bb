package loadshare.node.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** The FCFS scheduler's run queue (a ring in the array of running jobs) behaves as the deque it replaced. */
class FcfsCpusTest {

    /** Counts the services the scheduler starts (nothing times them here). */
    private static final class Services implements CpuServices {

        int started;

        @Override
        public void startService(int node, int cpu, double duration) {
            started++;
        }

        @Override
        public void cancelService(int node, int cpu) {
        }
    }

    private static Job job(int id, int home) {
        return new Job(id, home, 0, 1, 0);
    }

    @Test
    void runQueue_fifoThroughGrowthWrapAndRemoval_matchesADeque() {
        CpuScheduler cpus = new FcfsCpus(0, new Host(2, 1.0), new Services());
        ArrayDeque<Job> expected = new ArrayDeque<>();
        SplittableRandom random = new SplittableRandom(7);
        int next = 0;
        cpus.run(job(next++, 0), 0);
        cpus.run(job(next++, 1), 0);
        assertEquals(0, cpus.idleCpus());
        for (int step = 0; step < 5_000; step++) {
            int action = random.nextInt(10);
            if (action < 5) { // arrivals outnumber departures: the ring grows, and wraps as it is drained
                Job job = job(next++, random.nextInt(3));
                cpus.run(job, step);
                expected.add(job);
            } else if (action < 8) {
                assertSame(expected.poll(), cpus.pollWaiting());
            } else if (!expected.isEmpty()) {
                Job victim = new ArrayList<>(expected).get(random.nextInt(expected.size()));
                assertTrue(cpus.removeWaiting(victim));
                expected.removeLastOccurrence(victim);
            }
            assertEquals(expected.size(), cpus.queued());
            assertEquals(new ArrayList<>(expected), new ArrayList<>(cpus.waiting()));
        }
        assertFalse(cpus.removeWaiting(job(-5, 0)));
        List<Job> foreign = new ArrayList<>();
        cpus.addForeignWaiting(foreign);
        assertEquals(expected.stream().filter(j -> j.home() != 0).toList(), foreign);
    }

    @Test
    void completion_startsTheOldestWaitingJob_andKeepsServiceTimes() {
        Services services = new Services();
        CpuScheduler cpus = new FcfsCpus(0, new Host(1, 2.0), services);
        Job first = job(1, 0);
        Job second = job(2, 1);
        cpus.run(first, 0);
        cpus.run(second, 0.5);
        assertEquals(0.0, cpus.startedAt(0));
        assertEquals(0.5, cpus.endsAt(0)); // demand 1 at speed 2
        assertSame(first, cpus.completed(0));
        cpus.startNext(0, 0.5);
        assertSame(second, cpus.runningOn(0));
        assertEquals(1, cpus.foreignRunning());
        assertEquals(0.5, cpus.startedAt(0));
        assertEquals(1.0, cpus.endsAt(0));
        assertEquals(0, cpus.queued());
        assertNull(cpus.pollWaiting());
        assertEquals(2, services.started); // one service per job: the second waited, then ran
    }
}
