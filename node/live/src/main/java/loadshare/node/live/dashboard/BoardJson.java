package loadshare.node.live.dashboard;

import loadshare.node.live.LiveMeasurement;
import loadshare.node.run.JobAccounting;

/** The {@link Board}'s snapshot as JSON, and the server-sent event that carries it. */
final class BoardJson {

    /** The name of the server-sent event that carries a snapshot. */
    static final String EVENT = "snapshot";

    private BoardJson() {
    }

    /** The board's snapshot, on one line; the caller holds the board's lock. */
    static String render(Board board) {
        Json json = new Json();
        board.write(json);
        return json.toString();
    }

    /** {@code data} as one server-sent event named {@code event}: one {@code data:} line per line of it. */
    static String sse(String event, String data) {
        StringBuilder frame = new StringBuilder(data.length() + 32).append("event: ").append(event).append('\n');
        for (String line : data.split("\r\n|\r|\n", -1)) {
            frame.append("data: ").append(line).append('\n');
        }
        return frame.append('\n').toString();
    }

    /** The simulated twin: its figures, or still running, or why it failed. */
    static void twin(Json json, SimulatedTwin.Figures twin, String failure) {
        json.key("twin").object();
        if (twin == null) {
            json.field("state", failure == null ? "running" : "failed").field("failure", failure);
        } else {
            json.field("state", "ready").field("jobs", twin.jobs()).field("meanResponse", twin.meanResponse())
                    .field("p50", twin.p50()).field("p95", twin.p95()).field("p99", twin.p99())
                    .field("throughput", twin.throughput()).field("utilization", twin.utilization())
                    .field("transfersPerJob", twin.transfersPerJob()).field("unstable", twin.unstable());
        }
        json.end();
    }

    /** The collector's result, once the run is over (null before). */
    static void result(Json json, LiveMeasurement m) {
        json.key("result");
        if (m == null) {
            json.value((String) null);
            return;
        }
        JobAccounting a = m.accounting();
        json.object().field("jobs", m.run().jobs()).field("meanResponse", m.run().meanResponseTime())
                .field("throughput", m.run().flow().throughput()).field("utilization", m.run().flow().utilization())
                .field("transfersPerJob", m.run().sharing().transfersPerJob()).field("jobsArrived", a.arrived())
                .field("jobsCompleted", a.completed()).field("jobsLost", a.lost())
                .field("jobsResubmitted", a.resubmitted()).field("duplicates", a.duplicates())
                .field("drained", m.drained()).key("nodesGone").array();
        a.nodesGone().forEach(n -> json.value((long) n));
        json.end().end();
    }
}
