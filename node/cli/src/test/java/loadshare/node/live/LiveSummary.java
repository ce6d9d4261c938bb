package loadshare.node.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A live run's figures as its {@code summary.json} gives them (what a test of a forked cluster checks). */
record LiveSummary(String interrupted, List<Integer> nodesGone, boolean drained, long arrived, long completed,
                   long lost, long unfinished, long resubmitted, long duplicates, int collector, JsonNode live) {

    /** The {@code live} figures of {@code dir}'s {@code summary.json}. */
    static LiveSummary of(Path dir) throws IOException {
        JsonNode live = new ObjectMapper().readTree(dir.resolve("summary.json").toFile()).get("live");
        List<Integer> gone = new ArrayList<>();
        live.get("nodesGone").forEach(n -> gone.add(n.asInt()));
        return new LiveSummary(live.has("interrupted") ? live.get("interrupted").asText() : null, List.copyOf(gone),
                live.get("drained").asBoolean(), live.get("jobsArrived").asLong(), live.get("jobsCompleted").asLong(),
                live.get("jobsLost").asLong(), live.get("jobsUnfinished").asLong(),
                live.get("jobsResubmitted").asLong(), live.get("duplicateCompletions").asLong(),
                live.get("collector").get("node").asInt(), live);
    }

    /** Every job that arrived is accounted for: completed, lost or unfinished. */
    boolean balances() {
        return arrived == completed + lost + unfinished;
    }

    @Override
    public String toString() {
        return live.toString();
    }
}
