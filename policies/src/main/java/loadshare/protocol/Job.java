package loadshare.protocol;

/**
 * A job: a piece of work that arrived at its home node at {@code arrivalTime} and needs {@code demand}
 * model seconds on a CPU of speed 1.
 *
 * @param id        unique in a run
 * @param home      the node where it arrived
 * @param transfers how many times it has been moved between nodes
 */
public record Job(long id, int home, double arrivalTime, double demand, int transfers) implements CborSerializable {

    /** The same job, one move further. */
    public Job transferred() {
        return new Job(id, home, arrivalTime, demand, transfers + 1);
    }

    /**
     * Whether this is a work unit of a coordinator's application (volunteer computing), not one of the workload's
     * jobs: its home is the coordinator, participant {@code nodeCount}, after the workstations.
     */
    public boolean isWorkUnit(int nodeCount) {
        return home == nodeCount;
    }

    /** The same job with {@code demand} of work (the work it has left, when it stops somewhere). */
    public Job withDemand(double demand) {
        return new Job(id, home, arrivalTime, demand, transfers);
    }
}
