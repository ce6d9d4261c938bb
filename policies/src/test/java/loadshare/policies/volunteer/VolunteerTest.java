package loadshare.policies.volunteer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.config.CostSettings;
import loadshare.policies.NodeContext;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage.UnitAssignment;
import loadshare.protocol.VolunteerMessage.UnitRequest;
import loadshare.protocol.VolunteerMessage.UnitResult;
import org.junit.jupiter.api.Test;

/** One volunteer alone: it asks for work only when a CPU is idle, returns results, cheats or vanishes as configured. */
class VolunteerTest {

    private static final int SERVER = 5;

    private static VolunteerSettings settings(double cheaters, boolean collude, double vanish) {
        return new VolunteerSettings(3, 1, 1, 10.0, cheaters, collude, vanish, 7.0);
    }

    /** A node with {@code cpus} CPUs whose jobs finish when the test says so. */
    private static final class FakeNode implements NodeContext {
        final int self;
        final int cpus;
        final List<Job> running = new ArrayList<>();
        final ArrayDeque<Job> waiting = new ArrayDeque<>();
        final List<NodeMessage> toServer = new ArrayList<>();
        final Map<Long, Double> timers = new HashMap<>();
        final RandomGenerator random = new SplittableRandom(42);

        FakeNode(int self, int cpus) {
            this.self = self;
            this.cpus = cpus;
        }

        void finish(Job job, Volunteer policy) {
            assertTrue(running.remove(job));
            if (!waiting.isEmpty()) {
                running.add(waiting.poll());
            }
            policy.onJobDeparture(job, this);
        }

        long requests() {
            return toServer.stream().filter(m -> m instanceof UnitRequest).count();
        }

        List<UnitResult> results() {
            return toServer.stream().filter(m -> m instanceof UnitResult).map(m -> (UnitResult) m).toList();
        }

        @Override public int self() { return self; }
        @Override public int nodeCount() { return SERVER; }
        @Override public int coordinator() { return SERVER; }
        @Override public double distance(int to) { return 0; }
        @Override public double now() { return 0; }
        @Override public RandomGenerator random() { return random; }
        @Override public CostSettings costs() { return new CostSettings(0, 0, 0); }
        @Override public int load() { return running.size() + waiting.size(); }
        @Override public int queued() { return waiting.size(); }
        @Override public int idleCpus() { return cpus - running.size(); }
        @Override public int cpus() { return cpus; }
        @Override public long nextNegotiation() { return 1; }

        @Override
        public void runLocally(Job job) {
            if (running.size() < cpus) {
                running.add(job);
            } else {
                waiting.add(job);
            }
        }

        @Override public void transfer(Job job, int to, long negotiation, double load) { throw new AssertionError(); }
        @Override public boolean withdraw(Job job) { return waiting.remove(job); }
        @Override public Job takeOldestWaiting() { return waiting.poll(); }
        @Override public Job migrationCandidate(double minRatio) { throw new AssertionError(); }
        @Override public double speed() { return 1; }
        @Override public long memoryBytes() { return 0; }
        @Override public long vmBytes(Job job) { return 0; }
        @Override public boolean ownerActive() { return false; }
        @Override public double ownerAwayFor() { return Double.POSITIVE_INFINITY; }
        @Override public List<Job> foreignJobs() { return List.of(); }
        @Override public void evict(Job job, int to) { throw new AssertionError(); }
        @Override public void suspend(Job job) { throw new AssertionError(); }
        @Override public void resume(Job job) { throw new AssertionError(); }
        @Override public List<Job> suspendedJobs() { return List.of(); }
        @Override public void sendProbe(int to, NodeMessage probe) { throw new AssertionError(); }

        @Override
        public void send(int to, NodeMessage message) {
            assertEquals(SERVER, to, "a volunteer talks to the server only");
            toServer.add(message);
        }

        @Override public void chargeCpu(double work) { }
        @Override public void setTimer(long tag, double delay) { timers.put(tag, delay); }
        @Override public void cancelTimer(long tag) { timers.remove(tag); }
    }

    @Test
    void asksOncePerIdleCpu_runsTheUnit_andReturnsTheCorrectResult() {
        FakeNode node = new FakeNode(0, 2);
        Volunteer v = new Volunteer(settings(0, false, 0), 0, false);
        v.onStart(node);
        assertEquals(2, node.requests(), "one request per idle CPU");
        assertTrue(v.onMessage(SERVER, new UnitAssignment(9, 1.5), node));
        Job unit = node.running.get(0);
        assertEquals(new Job(9, SERVER, 0, 1.5, 0), unit, "a unit runs as a job whose home is the server");
        v.onStart(node);
        assertEquals(2, node.requests(), "the other CPU is spoken for by the request in flight");

        node.finish(unit, v);
        assertEquals(List.of(new UnitResult(9, ResultValues.correct(9))), node.results());
        assertEquals(3, node.requests(), "the freed CPU asks again");
    }

    @Test
    void ownJobs_runHere_andABusyNodeDoesNotAsk() {
        FakeNode node = new FakeNode(0, 1);
        Volunteer v = new Volunteer(settings(0, false, 0), 0, false);
        Job own = new Job(1, 0, 0, 1.0, 0);
        v.onJobArrival(own, node);
        v.onStart(node);
        assertEquals(0, node.requests(), "no idle CPU, no request");
        node.finish(own, v);
        assertEquals(1, node.requests());
        assertTrue(node.results().isEmpty(), "an own job has no result to return");
    }

    @Test
    void cheaters_areAFixedFractionOfTheVolunteers_chosenByTheSeed() {
        assertEquals(4, Cheaters.choose(40, 0.1, 7).cardinality());
        assertEquals(1, Cheaters.choose(5, 0.1, 7).cardinality(), "0.5 rounds up to one");
        assertEquals(0, Cheaters.choose(40, 0.0, 7).cardinality());
        assertEquals(Cheaters.choose(40, 0.1, 7), Cheaters.choose(40, 0.1, 7));
        assertNotEquals(Cheaters.choose(40, 0.1, 7), Cheaters.choose(40, 0.1, 8));
        assertTrue(Cheaters.choose(40, 0.1, 7).stream().allMatch(i -> i < 40));
    }

    @Test
    void aNodeBeyondTheVolunteers_onlyRunsItsOwnJobs() {
        FakeNode node = new FakeNode(3, 1);
        Volunteer v = new Volunteer(settings(0, false, 0), 3, false);
        v.onStart(node);
        assertEquals(0, node.requests());
        assertFalse(v.onMessage(SERVER, new UnitAssignment(1, 1.0), node), "it expects no work unit");
    }

    @Test
    void aCheater_returnsWrongResults_colludersAllTheSameOne() {
        FakeNode node = new FakeNode(0, 1);
        Volunteer v = new Volunteer(settings(1.0, true, 0), 0, true);
        v.onStart(node);
        assertTrue(v.cheater());
        v.onMessage(SERVER, new UnitAssignment(4, 1.0), node);
        node.finish(node.running.get(0), v);
        long value = node.results().get(0).value();
        assertNotEquals(ResultValues.correct(4), value);
        assertEquals(ResultValues.wrong(4, true, new SplittableRandom(1)), value, "colluders agree on the wrong value");
    }

    @Test
    void aVanishingVolunteer_losesTheResult_staysAway_thenAsksAgain() {
        FakeNode node = new FakeNode(0, 1);
        Volunteer v = new Volunteer(settings(0, false, 0.999_999), 0, false);
        v.onStart(node);
        v.onMessage(SERVER, new UnitAssignment(2, 1.0), node);
        node.finish(node.running.get(0), v);
        assertTrue(node.results().isEmpty(), "the result is lost");
        assertEquals(1, node.requests(), "away: no request");
        assertEquals(7.0, node.timers.get(Volunteer.RETURN));
        v.onTimer(Volunteer.RETURN, node);
        assertEquals(2, node.requests(), "back, it asks for work again");
    }
}
