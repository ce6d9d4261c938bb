package loadshare.policies.vsystem;

import loadshare.policies.NodeContext;
import loadshare.policies.information.LoadTable;
import loadshare.policies.location.Candidates;
import loadshare.policies.transfer.TransferPolicy;

/**
 * The V-System's location candidates: the nodes the latest broadcasts say are receivers, in random order
 * (a random receiver first, then another...). Receivers looking for work are not part of the V-System.
 */
public final class RandomReceiverCandidates implements Candidates {

    private final LoadTable known;
    private final TransferPolicy transfer;

    public RandomReceiverCandidates(LoadTable known, TransferPolicy transfer) {
        this.known = known;
        this.transfer = transfer;
    }

    @Override
    public int[] pick(NodeContext node, int count, boolean forSender) {
        int[] receivers = new int[known.size()];
        int found = 0;
        for (int other = 0; other < known.size(); other++) {
            double load = known.load(other);
            if (other != node.self() && !Double.isNaN(load) && transfer.isReceiver(load)) {
                receivers[found++] = other;
            }
        }
        int k = Math.min(count, found);
        for (int i = 0; i < k; i++) {
            int j = i + node.random().nextInt(found - i);
            int swap = receivers[i];
            receivers[i] = receivers[j];
            receivers[j] = swap;
        }
        return java.util.Arrays.copyOf(receivers, k);
    }
}
