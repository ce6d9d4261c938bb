package loadshare.config.trace;

/** Receives the usable jobs of a trace, one at a time, in the order of the file. */
@FunctionalInterface
public interface TraceSink {

    /**
     * @param submit     submit time, seconds, >= 0 (as written, not yet relative to the first job)
     * @param runTime    run time, seconds, > 0
     * @param processors allocated processors, or requested ones when the allocation is unknown; > 0
     * @param user       the user id as written (-1: unknown)
     * @param node       the home node a CSV line names, or -1 (SWF)
     */
    void job(double submit, double runTime, int processors, long user, int node);

    /**
     * A usable job with what a batch scheduler needs besides (SWF fields 9, 10, 15 and 16; -1 where unknown, and
     * always for CSV). By default only the five fields above are passed on.
     *
     * @param requestedTime the user's estimate of the run time, seconds (field 9)
     * @param memory        requested memory per processor, KB (field 10)
     * @param queue         the queue number (field 15)
     * @param partition     the partition number (field 16)
     */
    default void job(double submit, double runTime, int processors, long user, int node, double requestedTime,
                     double memory, int queue, int partition) {
        job(submit, runTime, processors, user, node);
    }
}
