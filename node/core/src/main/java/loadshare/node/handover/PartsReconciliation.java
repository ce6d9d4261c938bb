package loadshare.node.handover;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import loadshare.protocol.BatchMessage.PartStates;
import loadshare.protocol.BatchMessage.Reconcile;

/**
 * A central scheduler taken up after a hand-over squares what it believes with what the nodes run. It asks each node
 * about the runs it believes have a part there ({@link Reconcile}, sent before anything else it sends the node, so
 * the node has none of its new launches yet when it answers) and takes the answer ({@link PartStates}) as inputs:
 * <ul>
 *   <li>a part that ended there is {@code Done} (its report was lost with the predecessor, or its handling did not
 *       reach the log): the run ends once, and its job is not run again;</li>
 *   <li>a part the node neither runs nor ended is lost (its {@code Launch} left with a write that reached the log but
 *       was lost with the predecessor): the run is requeued;</li>
 *   <li>a part the node runs that the scheduler did not ask about is stopped ({@code Kill}): its run was requeued in
 *       the log and its {@code Kill} was lost, so the job waits (or runs) elsewhere already.</li>
 * </ul>
 */
public final class PartsReconciliation {

    /** What one answer means: inputs for the scheduler, and the runs whose parts on the node must stop. */
    public record Outcome(List<SchedulerInput> inputs, List<Long> kill) {

        static final Outcome NONE = new Outcome(List.of(), List.of());
    }

    /** The runs each node was asked about and has not answered for yet. */
    private final Map<Integer, List<Long>> asked = new HashMap<>();

    /** Node {@code node} is asked about {@code runs} (those the scheduler believes have a part there): the question. */
    public Reconcile ask(int node, List<Long> runs) {
        asked.put(node, List.copyOf(runs));
        return new Reconcile(List.copyOf(runs));
    }

    /** Whether node {@code node} was asked and has not answered. */
    public boolean waitsFor(int node) {
        return asked.containsKey(node);
    }

    /** Node {@code node} is gone: its answer will not come (its parts are lost with it). */
    public void gone(int node) {
        asked.remove(node);
    }

    /** Node {@code node}'s answer, taken at model time {@code now}; nothing if it was not asked (or answered). */
    public Outcome answer(int node, PartStates states, double now) {
        List<Long> runs = asked.remove(node);
        if (runs == null) {
            return Outcome.NONE;
        }
        Set<Long> running = new HashSet<>(states.running());
        Set<Long> ended = new HashSet<>(states.ended());
        List<SchedulerInput> inputs = new ArrayList<>();
        for (long run : runs) {
            if (ended.contains(run)) {
                inputs.add(SchedulerInput.done(now, node, run));
            } else if (!running.contains(run)) {
                inputs.add(SchedulerInput.partLost(now, node, run));
            }
        }
        Set<Long> known = new HashSet<>(runs);
        List<Long> kill = new ArrayList<>();
        for (long run : states.running()) {
            if (!known.contains(run)) {
                kill.add(run);
            }
        }
        return new Outcome(List.copyOf(inputs), List.copyOf(kill));
    }
}
