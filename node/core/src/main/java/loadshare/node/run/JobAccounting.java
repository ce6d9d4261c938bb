package loadshare.node.run;

import java.util.List;

/**
 * A live run's bookkeeping of its jobs, which balances by definition: {@code arrived = completed + lost +
 * unfinished}. Every job of a home that stayed should complete once ({@code lost} = 0); the jobs a home that died
 * or left still held when it went are {@code unfinished} (nobody else knew them), as are a staying home's jobs
 * still running when an interrupted run ended.
 *
 * @param arrived     jobs that arrived at any node, dead ones included, as far as the collector learned (a home's
 *                    last status report, or more if its completed jobs show more: a home numbers its jobs in order)
 * @param completed   distinct jobs completed (any home)
 * @param lost        jobs of the homes that stayed that never completed though the run ran to its end (must be 0)
 * @param unfinished  jobs that never completed because their home went, or because the run was interrupted
 * @param resubmitted jobs resubmitted by their homes (their node left or died, or they could not be delivered)
 * @param duplicates  completions of an already completed job, ignored (a resubmitted job may finish twice)
 * @param nodesGone   every node that left or died during the run
 */
public record JobAccounting(long arrived, long completed, long lost, long unfinished, long resubmitted,
                            long duplicates, List<Integer> nodesGone) {

    public JobAccounting {
        nodesGone = List.copyOf(nodesGone);
    }

    /** Whether every arrived job is accounted for: completed, lost or unfinished. */
    public boolean balances() {
        return arrived == completed + lost + unfinished;
    }
}
