package loadshare.node.live.dashboard;

import loadshare.node.live.LiveMeasurement;
import loadshare.node.live.ResultsCollector;

/**
 * What the collector's node hears of a live run, as it happens: the nodes' periodic status and activity, every
 * distinct or duplicate completion, the cluster's membership changes, and the run's result. Called from actors'
 * threads: an implementation must be thread-safe and must not block.
 */
public interface RunListener {

    /** Hears nothing: the collector without a dashboard. */
    RunListener NONE = new RunListener() {
    };

    /** A node's periodic counters. */
    default void status(ResultsCollector.NodeStatus status) {
    }

    /** A node's queue, running jobs, transfers and migrations, sent beside its status. */
    default void activity(NodeActivity activity) {
    }

    /** A completion report (a resubmitted job may be reported twice). */
    default void completed(ResultsCollector.JobDone done) {
    }

    /** The member at {@code address} ({@code host:port}) changed. */
    default void member(String address, MemberChange change) {
    }

    /** The collector's result: the run is over. */
    default void finished(LiveMeasurement result) {
    }
}
