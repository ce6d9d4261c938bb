package loadshare.node.run;

/**
 * The lateness a live run measured, for its simulated twin: how late the messages the nodes took in were
 * ({@code toNodes}: a central scheduler's launches and kills, the nodes' protocol messages to each other) and how
 * late those the coordinator took in were ({@code toCoordinator}: the nodes' reports), each by the model time it was
 * sent ({@link DelayTimeline}). The twin adds {@link #of} to each message's modelled distance. Where one side
 * measured nothing, the other's lateness stands in; where neither did, none is added.
 *
 * @param nodes the run's nodes: participant {@code nodes} is the coordinator
 */
public record TwinLateness(DelayTimeline toNodes, DelayTimeline toCoordinator, int nodes) {

    /** The lateness of a message to participant {@code to} sent at model time {@code sentAt}, model seconds. */
    public double of(int to, double sentAt) {
        DelayTimeline mine = to >= nodes ? toCoordinator : toNodes;
        DelayTimeline other = to >= nodes ? toNodes : toCoordinator;
        double late = mine.at(sentAt);
        if (Double.isNaN(late)) {
            late = other.at(sentAt);
        }
        return Double.isNaN(late) ? 0 : late;
    }
}
