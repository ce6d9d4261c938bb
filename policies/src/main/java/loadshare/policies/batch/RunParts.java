package loadshare.policies.batch;

/**
 * The nodes a central scheduler launched one run of a rigid job on, one part each, and which of those parts have not
 * reported {@code Done} yet. The run ends when every part has; a host's failure hits the run only if its part there
 * is still running in the scheduler's eyes — a part that ended before the failure (its {@code Done} received) is
 * done, and is not lost with the host.
 */
public final class RunParts {

    private final int[] nodes;
    private final boolean[] done;
    private int left;

    /** A run with one part on each of {@code nodes} (distinct), none done. */
    public RunParts(int[] nodes) {
        this.nodes = nodes.clone();
        this.done = new boolean[nodes.length];
        this.left = nodes.length;
    }

    /**
     * The part on {@code node} reported {@code Done}: returns whether it was the run's last part still running. A
     * node without a part of the run, or whose part already reported, changes nothing.
     */
    public boolean done(int node) {
        for (int k = 0; k < nodes.length; k++) {
            if (nodes[k] == node && !done[k]) {
                done[k] = true;
                return --left == 0;
            }
        }
        return false;
    }

    /** Whether the run has a part on {@code node} that has not reported {@code Done}. */
    public boolean runsOn(int node) {
        for (int k = 0; k < nodes.length; k++) {
            if (nodes[k] == node && !done[k]) {
                return true;
            }
        }
        return false;
    }

    /** The nodes whose parts have not reported {@code Done}, in the order the parts were placed. */
    public int[] running() {
        int[] out = new int[left];
        int i = 0;
        for (int k = 0; k < nodes.length; k++) {
            if (!done[k]) {
                out[i++] = nodes[k];
            }
        }
        return out;
    }
}
