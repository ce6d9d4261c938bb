package loadshare.policies.compose;

import loadshare.policies.ClusterShape;
import loadshare.policies.information.LoadTable;
import loadshare.policies.location.Candidates;
import loadshare.policies.location.KnownLoadCandidates;
import loadshare.policies.location.RandomCandidates;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.transfer.TransferPolicy;

/**
 * What a component sees while one node's policy is being built: the cluster's shape, the node, and the parts
 * built before it. Families are built in this order: load metric, transfer, information, selection, location, so
 * a location policy may ask for the transfer policy and the metric. The table of the others' loads is made by the
 * first component that asks for it, and the composed policy then keeps it up to date from every message.
 */
public final class ComponentContext {

    private final ClusterShape shape;
    private final int node;
    private LoadMetric metric;
    private TransferPolicy transfer;
    private LoadTable table;
    private boolean broadcasts;

    ComponentContext(ClusterShape shape, int node) {
        this.shape = shape;
        this.node = node;
    }

    public ClusterShape shape() {
        return shape;
    }

    /** The node whose policy is being built. */
    public int node() {
        return node;
    }

    /** This node's load metric (built first). */
    public LoadMetric metric() {
        return require(metric, "load metric");
    }

    /** This node's transfer policy (built after the metric). */
    public TransferPolicy transfer() {
        return require(transfer, "transfer policy");
    }

    /** The table of the others' loads, made on first use (a view of every node: N entries on each node). */
    public LoadTable table() {
        if (table == null) {
            table = new LoadTable(shape.nodes());
        }
        return table;
    }

    /**
     * An information policy that broadcasts loads says so here: location policies then pick candidates from the
     * {@link #table()} it fills instead of at random.
     */
    public void broadcastsLoads() {
        broadcasts = true;
        table();
    }

    /** Whom a location policy probes: the best the broadcasts suggest, or random nodes when nothing is broadcast. */
    public Candidates candidates() {
        return broadcasts ? new KnownLoadCandidates(table, transfer()) : new RandomCandidates();
    }

    void metric(LoadMetric metric) {
        this.metric = metric;
    }

    void transfer(TransferPolicy transfer) {
        this.transfer = transfer;
    }

    LoadTable tableIfMade() {
        return table;
    }

    private static <T> T require(T part, String what) {
        if (part == null) {
            throw new IllegalStateException("the " + what + " is not built yet at this point");
        }
        return part;
    }
}
