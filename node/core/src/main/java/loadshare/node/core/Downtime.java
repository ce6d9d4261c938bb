package loadshare.node.core;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import loadshare.protocol.Job;

/**
 * What a node keeps while its host is down: nothing runs, and the inputs that reach it wait for it to come back —
 * the running jobs stopped with the work they had left (a transient outage), the jobs that arrived or were
 * resubmitted to it, the timers that fell due, whether its owner came or went, and the peers whose messages it
 * missed. A host that is up has an empty downtime. Whether the host is down is the {@link NodeCore}'s own flag, and
 * a node makes its downtime on its first failure: a node of a large cluster that never fails has none, and the
 * simulator's test of the flag on every event reads no further object (docs/performance.md).
 */
final class Downtime {

    // Made on a node's first failure: most nodes of a large cluster never fail, and these took some 200 bytes a node.
    private List<Job> stopped;
    private List<Job> arrived;
    private Set<Long> timers;
    private BitSet missedFrom;
    private boolean ownerChanged;
    private boolean rejoin;

    void begin() {
        made();
    }

    /** A running job stopped by the failure, with the work it has left; it runs first when the host is back. */
    void stopped(Job job) {
        made();
        stopped.add(job);
    }

    /** A job that reached the host while it is down: given to the policy when the host is back. */
    void arrived(Job job) {
        made();
        arrived.add(job);
    }

    /** A timer that fell due while the host was down: it fires when the host is back (once per tag). */
    void timer(long tag) {
        made();
        timers.add(tag);
    }

    /** A message from {@code node} was lost: negotiations waiting for it give up when the host is back. */
    void missed(int node) {
        made();
        missedFrom.set(node);
    }

    void ownerChanged() {
        ownerChanged = true;
    }

    /** The coordinator took this node back while its host was down (it failed again): it rejoins when back. */
    void rejoin() {
        rejoin = true;
    }

    /** The host is back: what waited for it, in the order it is replayed; the downtime is empty again. */
    Backlog end() {
        made();
        Backlog backlog = new Backlog(List.copyOf(stopped), List.copyOf(arrived), List.copyOf(timers),
                missedFrom.stream().toArray(), ownerChanged, rejoin);
        stopped.clear();
        arrived.clear();
        timers.clear();
        missedFrom.clear();
        ownerChanged = false;
        rejoin = false;
        return backlog;
    }

    /** What waited for the host while it was down. */
    private void made() {
        if (stopped == null) {
            stopped = new ArrayList<>(0);
            arrived = new ArrayList<>(0);
            timers = new LinkedHashSet<>();
            missedFrom = new BitSet();
        }
    }

    record Backlog(List<Job> stopped, List<Job> arrived, List<Long> timers, int[] missedFrom, boolean ownerChanged,
                   boolean rejoin) {
    }
}
