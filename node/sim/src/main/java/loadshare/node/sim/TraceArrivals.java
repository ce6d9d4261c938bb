package loadshare.node.sim;

import loadshare.hardware.event.EventQueue;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;
import loadshare.node.run.TraceTally;
import loadshare.node.workload.TraceReplay;
import loadshare.protocol.Job;

/**
 * A replayed trace's arrivals in the simulator, and its figures: one arrival event is pending at a time (job i's
 * event carries i), so a million-job trace costs one event in the queue, not a million.
 */
final class TraceArrivals {

    private final TraceReplay replay;
    private final TraceTally tally;

    TraceArrivals(TraceReplay replay, int nodes) {
        this.replay = replay;
        this.tally = new TraceTally(replay, nodes);
    }

    /** Schedules job {@code i}'s arrival at its home as an event of {@code kind}; returns 1, or 0 past the last job. */
    int schedule(EventQueue events, int kind, int i) {
        if (i >= replay.jobs()) {
            return 0;
        }
        events.schedule(replay.arrival(i), kind, replay.home(i), i, null);
        return 1;
    }

    Job job(int i) {
        return replay.job(i);
    }

    void finished(int node, Job job, double now) {
        tally.finished(node, job, now);
    }

    RunMeasurement measured(RunMeasurement measured) {
        return measured.with(Section.TRACE, tally.figures());
    }
}
