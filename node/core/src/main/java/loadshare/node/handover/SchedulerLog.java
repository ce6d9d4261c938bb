package loadshare.node.handover;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How a new instance of a central scheduler takes up the log its predecessors wrote: which writes count, in which
 * order.
 *
 * <p>An instance writes one batch at a time, each to a majority of the nodes, and a batch's effects (the messages the
 * scheduler sent while handling its inputs) leave only once that write has succeeded. An instance that dies may leave
 * its last write on a minority only: its successor's majority read may miss it, and the successor then writes its own
 * batches at the same positions. So that a later reader does not mix the two, every write names its instance and each
 * instance's header names the one it followed and how much of its log it took: the log is the chain of instances from
 * the deepest back to the first, each contributing its writes from its header up to its successor's header. A write
 * missing from that chain was never complete, and nothing it led to was sent. An instance whose header itself reached
 * a minority only, and which then died, may show beside its successor, at the same depth: it wrote nothing after
 * its header (that write never succeeded), and the reader takes the one that did write; if neither did, either is
 * the same log.
 */
public final class SchedulerLog {

    private SchedulerLog() {
    }

    /**
     * The log as a new instance takes it up: the inputs in order, and where the instance's own writes go — its header
     * at position {@code base}, naming {@code parent} (null if the log is empty) at {@code depth}.
     */
    public record TakenUp(List<SchedulerInput> inputs, String parent, int depth, long base) {

        /** The run's first instance: nothing to take up. */
        public static final TakenUp FIRST = new TakenUp(List.of(), null, 0, 0);
    }

    /**
     * The log that {@code batches} (every write a majority read found, in any order, any writer) hold.
     *
     * @throws IllegalStateException if the chain of writers has a hole (a write the next instance took up is missing)
     */
    public static TakenUp takeUp(Collection<LogBatch> batches) {
        Map<String, TreeMap<Long, LogBatch>> byWriter = new HashMap<>();
        for (LogBatch b : batches) {
            byWriter.computeIfAbsent(b.incarnation(), w -> new TreeMap<>()).put(b.index(), b);
        }
        if (byWriter.isEmpty()) {
            return TakenUp.FIRST;
        }
        String head = byWriter.keySet().stream().max(Comparator
                .comparingInt((String w) -> byWriter.get(w).firstEntry().getValue().depth())
                .thenComparingInt(w -> byWriter.get(w).size() > 1 ? 1 : 0)
                .thenComparing(Comparator.<String>naturalOrder())).orElseThrow();
        Deque<List<LogBatch>> segments = new ArrayDeque<>();
        long limit = Long.MAX_VALUE;
        long next = -1;
        for (String writer = head; writer != null; ) {
            TreeMap<Long, LogBatch> writes = byWriter.get(writer);
            if (writes == null) {
                throw new IllegalStateException("the scheduler's log names writer " + writer + ", of which it holds no "
                        + "write");
            }
            LogBatch header = writes.firstEntry().getValue();
            List<LogBatch> segment = new ArrayList<>();
            for (long i = header.index(); i < limit && writes.containsKey(i); i++) {
                segment.add(writes.get(i));
            }
            long end = header.index() + segment.size();
            if (limit != Long.MAX_VALUE && end != limit) {
                throw new IllegalStateException("the scheduler's log has a hole: position " + end + " of writer "
                        + writer + " is missing");
            }
            next = next < 0 ? end : next;
            segments.addFirst(segment);
            limit = header.index();
            writer = header.parent();
        }
        if (limit != 0) {
            throw new IllegalStateException("the scheduler's log has a hole: its first writer began at " + limit);
        }
        List<SchedulerInput> inputs = new ArrayList<>();
        for (List<LogBatch> segment : segments) {
            for (LogBatch b : segment) {
                inputs.addAll(b.inputs());
            }
        }
        int depth = byWriter.get(head).firstEntry().getValue().depth();
        return new TakenUp(List.copyOf(inputs), head, depth + 1, next);
    }
}
