package loadshare.policies.dispatch;

/**
 * A dispatch policy that chooses by this dispatcher's own {@link LoadCounts}: it keeps them from what it sent, what
 * the nodes reported and who left.
 */
abstract class CountedDispatch implements DispatchPolicy {

    final LoadCounts counts;

    CountedDispatch(int nodes) {
        this.counts = new LoadCounts(nodes);
    }

    @Override
    public final void sent(int node) {
        counts.sent(node);
    }

    @Override
    public final void reported(int node, int load) {
        counts.reported(node, load);
    }

    @Override
    public final void left(int node) {
        counts.members.remove(node);
    }

    /** Back with nothing counted: the node reports its load when it rejoins. */
    @Override
    public final void rejoined(int node) {
        if (counts.members.add(node) >= 0) {
            counts.reported(node, 0);
        }
    }
}
