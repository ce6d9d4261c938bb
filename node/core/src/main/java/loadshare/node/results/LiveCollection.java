package loadshare.node.results;

import java.util.List;

/**
 * Who collected a live run's figures: the collector is a cluster singleton, which moves to the next oldest node when
 * its node leaves or dies.
 *
 * @param node       the node whose collector ended the run
 * @param epochNanos the run's clock: the wall-clock instant of model second 0, in nanoseconds since the Unix epoch
 *                   (negative if the run never began), which places the nodes' log lines on the model's time line
 * @param handOvers  every time the collector moved, in order (none if it never did)
 */
public record LiveCollection(int node, long epochNanos, List<HandOver> handOvers) {

    public LiveCollection {
        handOvers = List.copyOf(handOvers);
    }

    /**
     * The collector started on node {@code to} at model time {@code at}; node {@code from}'s collector was last seen
     * alive at {@code lastSeen} (model time; NaN if it never recorded a sign of life).
     */
    public record HandOver(double at, int from, int to, double lastSeen) {

        /** Model seconds with no collector: from the predecessor's last sign of life to the successor's start. */
        public double absent() {
            return at - lastSeen;
        }
    }
}
