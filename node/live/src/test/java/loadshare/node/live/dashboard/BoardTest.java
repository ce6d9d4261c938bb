package loadshare.node.live.dashboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import loadshare.node.live.ResultsCollector;
import loadshare.protocol.Job;
import org.junit.jupiter.api.Test;

/** The dashboard's snapshot, its JSON and its server-sent events, without a browser or an actor system. */
class BoardTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final RunInfo RUN = new RunInfo("quickstart", 3, "sender-threshold", 0.8, 100, 10, 0.05, 1.0);

    private final AtomicLong nanos = new AtomicLong();
    private final Board board = new Board(RUN, nanos::get);

    private static ResultsCollector.NodeStatus status(int node, long arrivals, double now) {
        return new ResultsCollector.NodeStatus(node, new ResultsCollector.NodeJobs(2, arrivals, false, 0, 0, 0, Double.NaN), 0,
                new ResultsCollector.Busy(0, now), null, ResultsCollector.Units.NONE,
                ResultsCollector.RealMigrations.NONE, null,
                loadshare.node.live.MessageDelays.Figures.NONE);
    }

    private JsonNode snapshot() throws Exception {
        return JSON.readTree(board.frame().json());
    }

    @Test
    void json_writesNestedValues_sixSignificantDigits_nullForNaN_andEscapesText() {
        Json json = new Json().object().field("a", 1.0 / 3).field("b", Double.NaN).field("c", 1500.0)
                .field("d", 42L).field("e", "say \"<hi>\"\n").field("f", true).key("g").array().value(1L)
                .object().end().array().end().end().end();
        assertEquals("{\"a\":0.333333,\"b\":null,\"c\":1500,\"d\":42,\"e\":\"say \\\"\\u003chi\\u003e\\\"\\n\","
                + "\"f\":true,\"g\":[1,{},[]]}", json.toString());
        assertEquals("1E-7", Json.number(1e-7));
        assertEquals("123457", Json.number(123456.7));
        assertEquals("0", Json.number(-0.0));
    }

    @Test
    void sse_putsEachLineOfTheDataOnADataLine_andEndsTheEventWithABlankLine() {
        assertEquals("event: snapshot\ndata: {\"a\":1}\n\n", BoardJson.sse("snapshot", "{\"a\":1}"));
        assertEquals("event: x\ndata: one\ndata: two\n\n", BoardJson.sse("x", "one\ntwo"));
    }

    @Test
    void snapshot_showsEachNodesActivity_theRunsPhase_andTheLiveFiguresSoFar() throws Exception {
        assertEquals("waiting for nodes", snapshot().path("phase").asText());
        board.status(status(0, 5, 4.0));
        board.activity(new NodeActivity(0, "127.0.0.1:1000", 3, 1, 7, 2, 1, 0));
        board.completed(new ResultsCollector.JobDone(new Job(1, 0, 5.0, 1, 0), 6.0, 0));   // in warm-up
        board.completed(new ResultsCollector.JobDone(new Job(2, 0, 12.0, 1, 1), 14.0, 1));
        board.completed(new ResultsCollector.JobDone(new Job(3, 1, 20.0, 1, 0), 24.0, 1));
        board.completed(new ResultsCollector.JobDone(new Job(3, 1, 20.0, 1, 0), 25.0, 2));   // duplicate
        JsonNode s = snapshot();
        assertEquals("running", s.path("phase").asText());
        assertEquals(24.0, s.path("modelTime").asDouble());
        JsonNode node0 = s.path("nodes").get(0);
        assertEquals("up", node0.path("state").asText());
        assertEquals(3, node0.path("queued").asInt());
        assertEquals(1, node0.path("running").asInt());
        assertEquals(7, node0.path("jobsIn").asInt());
        assertEquals(2, node0.path("jobsOut").asInt());
        assertEquals(1, node0.path("migrationsIn").asInt());
        assertEquals(1, node0.path("completed").asInt());
        JsonNode live = s.path("live");
        assertEquals(3, live.path("completed").asInt());
        assertEquals(1, live.path("duplicates").asInt());
        assertEquals(2, live.path("measured").asInt(), "jobs that arrived in [warmup, duration)");
        assertEquals(3.0, live.path("meanResponse").asDouble(), 1e-9);
        assertEquals(0.5, live.path("transfersPerJob").asDouble(), 1e-9);
        assertEquals(3 / 24.0, live.path("throughput").asDouble(), 1e-5);
        assertEquals("running", s.path("twin").path("state").asText());
        assertTrue(s.path("result").isNull());
        assertTrue(s.path("report").isNull());
        board.status(status(0, 5, 100.5));
        assertEquals("draining", snapshot().path("phase").asText());
    }

    @Test
    void memberEvents_makeANodeUnreachable_reachableAgain_thenGone_newestEventFirst() throws Exception {
        board.member("127.0.0.1:1002", MemberChange.UP);
        board.activity(new NodeActivity(2, "127.0.0.1:1002", 0, 0, 0, 0, 0, 0));
        nanos.set(2_000_000_000L);
        board.member("127.0.0.1:1002", MemberChange.UNREACHABLE);
        assertEquals("unreachable", snapshot().path("nodes").get(0).path("state").asText());
        board.member("127.0.0.1:1002", MemberChange.REACHABLE);
        assertEquals("up", snapshot().path("nodes").get(0).path("state").asText());
        board.member("127.0.0.1:1002", MemberChange.UNREACHABLE);
        board.member("127.0.0.1:1002", MemberChange.DOWNED);
        board.member("127.0.0.1:1002", MemberChange.GONE);
        board.member("127.0.0.1:1009", MemberChange.JOINED);
        JsonNode s = snapshot();
        assertEquals("gone", s.path("nodes").get(0).path("state").asText());
        JsonNode events = s.path("events");
        assertEquals(7, events.size());
        assertEquals("joined", events.get(0).path("change").asText());
        assertTrue(events.get(0).path("node").isNull(), "a member that has not reported is no node yet");
        assertEquals("gone", events.get(1).path("change").asText());
        assertEquals(2, events.get(1).path("node").asInt());
        assertEquals("reachable again", events.get(4).path("change").asText());
        assertEquals(2.0, events.get(5).path("wall").asDouble());
    }

    @Test
    void twinAndReport_appearWhenReady() throws Exception {
        board.twin(new SimulatedTwin.Figures(600, 2.5, 2.0, 6.0, 9.0, 2.4, 0.8, 0.25, false));
        board.reportReady();
        JsonNode s = snapshot();
        assertEquals("ready", s.path("twin").path("state").asText());
        assertEquals(2.5, s.path("twin").path("meanResponse").asDouble());
        assertEquals("report.html", s.path("report").asText());
        board.twinFailed("boom");
        assertEquals(2.5, snapshot().path("twin").path("meanResponse").asDouble(), "figures, once there, stay");
    }

    @Test
    void await_returnsOnTheNextChange_theSameVersionAfterTheTimeout_andNullOnceClosed() throws Exception {
        long seen = board.frame().version();
        assertEquals(seen, board.await(seen, Duration.ofMillis(20)).version());
        CompletableFuture<Board.Frame> next = CompletableFuture.supplyAsync(() -> {
            try {
                return board.await(seen, Duration.ofSeconds(30));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        board.member("127.0.0.1:1", MemberChange.UP);
        assertEquals(seen + 1, next.get(10, TimeUnit.SECONDS).version());
        board.close();
        assertNull(board.await(seen + 1, Duration.ofSeconds(30)));
    }
}
