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
}
