package loadshare.policies.dispatch;

/**
 * A dispatcher's own count of the jobs each node holds: the load the node last reported (at a departure), plus
 * the jobs this dispatcher sent it since. Exact with one dispatcher and no latency; stale when reports and jobs
 * take time to arrive, when other dispatchers send jobs it does not see, and when nodes move jobs among
 * themselves.
 */
final class LoadCounts {

    private final int[] count;
    final Members members;

    LoadCounts(int nodes) {
        this.count = new int[nodes];
        this.members = new Members(nodes);
    }

    int of(int node) {
        return count[node];
    }

    void sent(int node) {
        count[node]++;
    }

    void reported(int node, int load) {
        count[node] = load;
    }
}
