package loadshare.node.live;

import java.util.Comparator;
import java.util.Iterator;
import java.util.PriorityQueue;

/**
 * A workstation's own timed inputs (its next arrival, its CPUs' completions, its policy's timers) in the order
 * they are due. Akka timers only wake the actor; it then takes every input due by now from here, earliest
 * first, so two inputs whose timers fire out of order (a late tick, a busy thread) still reach the core in
 * model-time order, as in the simulator.
 */
final class DueInputs {

    enum Kind { ARRIVAL, SERVICE, TIMER, SEND, OWNER, PART, HELD }

    /**
     * One input: due at model time {@code due}; {@code arg} is the CPU, the timer tag, the delayed message's key,
     * 1 for an owner's return (0 leaving) or a launched part's key; a held message's is unused (the earliest held
     * message is the one due, {@link HeldMessages}).
     */
    record Due(double due, long seq, Kind kind, long arg) {
    }

    private final PriorityQueue<Due> queue = new PriorityQueue<>(
            Comparator.comparingDouble(Due::due).thenComparingLong(Due::seq));
    private long seq;

    Due add(double due, Kind kind, long arg) {
        Due d = new Due(due, seq++, kind, arg);
        queue.add(d);
        return d;
    }

    /**
     * Removes the pending input of this kind and argument (a policy timer by tag, a CPU's service completion
     * by CPU); returns it, or null if none is pending.
     */
    Due remove(Kind kind, long arg) {
        for (Iterator<Due> it = queue.iterator(); it.hasNext(); ) {
            Due d = it.next();
            if (d.kind() == kind && d.arg() == arg) {
                it.remove();
                return d;
            }
        }
        return null;
    }

    /** When the earliest pending input falls due (model time); infinite if none is pending. */
    double nextDue() {
        Due first = queue.peek();
        return first == null ? Double.POSITIVE_INFINITY : first.due();
    }

    /** The earliest input due at or before {@code horizon}, removed; null if none is. */
    Due pollUpTo(double horizon) {
        Due first = queue.peek();
        return first != null && first.due() <= horizon ? queue.poll() : null;
    }
}
