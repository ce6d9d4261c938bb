package loadshare.protocol;

/**
 * The dispatcher's protocol ({@code workload.arrivals-at = dispatcher}): a job goes from its home to the
 * dispatcher, the dispatcher forwards it to the node its dispatch policy chooses, and every node reports its load
 * to the dispatcher when a job departs.
 */
public sealed interface DispatchMessage extends NodeMessage {

    /** From a job's home: a new job for the dispatcher to place. */
    record DispatchRequest(Job job) implements DispatchMessage {
    }

    /** From the dispatcher: run this job here (it arrives as if it had arrived here). */
    record Forward(Job job) implements DispatchMessage {
    }

    /** From a node, at each departure: the jobs it holds now. */
    record DepartureReport(int load) implements DispatchMessage {
    }
}
