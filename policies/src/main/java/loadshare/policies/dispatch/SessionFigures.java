package loadshare.policies.dispatch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the dispatchers did to sessions: how sticky they were (of the jobs whose session had a job before, the
 * share sent to the same node as that one) and, when a node left, the share of sessions whose node changed.
 */
public final class SessionFigures {

    /** A node left: of {@code sessions} sessions, {@code moved} now go to another node. */
    public record Departure(int node, int moved, int sessions) {

        /** The share of sessions that moved. */
        public double share() {
            return sessions == 0 ? 0 : (double) moved / sessions;
        }
    }

    private final int[] lastNode;
    private long repeated;
    private long kept;
    private final List<Departure> departures = new ArrayList<>();

    SessionFigures(int sessions) {
        lastNode = new int[sessions];
        Arrays.fill(lastNode, -1);
    }

    void placed(int session, int node) {
        if (lastNode[session] >= 0) {
            repeated++;
            kept += lastNode[session] == node ? 1 : 0;
        }
        lastNode[session] = node;
    }

    void departed(Departure departure) {
        departures.add(departure);
    }

    /** Of the jobs whose session had a job before, the share sent to the same node; NaN before any. */
    public double stickiness() {
        return repeated == 0 ? Double.NaN : (double) kept / repeated;
    }

    /** Jobs whose session had a job before. */
    public long repeated() {
        return repeated;
    }

    /** The nodes that left, in order, and how many sessions each departure moved. */
    public List<Departure> departures() {
        return List.copyOf(departures);
    }

    /** One line for a person: stickiness and the sessions each departure moved. */
    public String describe() {
        StringBuilder line = new StringBuilder(String.format(java.util.Locale.ROOT,
                "sessions: stickiness %.4f (%d of %d repeat jobs to their session's last node)", stickiness(), kept,
                repeated));
        for (Departure d : departures) {
            line.append(String.format(java.util.Locale.ROOT, "; node %d left: %d of %d sessions moved (%.1f%%)",
                    d.node(), d.moved(), d.sessions(), 100 * d.share()));
        }
        return line.toString();
    }
}
