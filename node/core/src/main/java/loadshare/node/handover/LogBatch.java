package loadshare.node.handover;

import java.util.List;
import loadshare.protocol.CborSerializable;

/**
 * One write of a central scheduler's log: the inputs its instance {@code incarnation} handled since its previous
 * write, at position {@code index} of the log. Each instance's first write is its header (no inputs), at the position
 * after the last write of its {@code parent} (the instance whose log it took up; null for the run's first) that it
 * read; {@code depth} counts the instances before it. See {@link SchedulerLog} for why every write names its writer.
 */
public record LogBatch(String incarnation, long index, int depth, String parent, List<SchedulerInput> inputs)
        implements CborSerializable {

    /** The first write of instance {@code incarnation}, which took the log up where {@code up} says. */
    public static LogBatch header(String incarnation, SchedulerLog.TakenUp up) {
        return new LogBatch(incarnation, up.base(), up.depth(), up.parent(), List.of());
    }

    /** The next write of the same instance, at the next position, with {@code inputs}. */
    public LogBatch next(List<SchedulerInput> inputs) {
        return new LogBatch(incarnation, index + 1, depth, parent, List.copyOf(inputs));
    }
}
