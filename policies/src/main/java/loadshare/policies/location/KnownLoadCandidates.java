package loadshare.policies.location;

import loadshare.policies.NodeContext;
import loadshare.policies.information.LoadTable;
import loadshare.policies.transfer.TransferPolicy;

/**
 * Candidates from what the information policy has told this node: for a sender the nodes believed to be
 * receivers, least loaded first; for a receiver the nodes believed to be senders, most loaded first. The
 * knowledge may be stale, so location policies still probe before they move a job.
 */
public final class KnownLoadCandidates implements Candidates {

    private final LoadTable known;
    private final TransferPolicy transfer;

    public KnownLoadCandidates(LoadTable known, TransferPolicy transfer) {
        this.known = known;
        this.transfer = transfer;
    }

    @Override
    public int[] pick(NodeContext node, int count, boolean forSender) {
        int[] best = new int[count];
        double[] bestLoad = new double[count];
        int found = 0;
        for (int other = 0; other < known.size(); other++) {
            double load = known.load(other);
            if (other == node.self() || Double.isNaN(load)
                    || !(forSender ? transfer.isReceiver(load) : transfer.isSender(load))) {
                continue;
            }
            double rank = forSender ? load : -load;
            if (found < count) {
                found++;
            } else if (rank >= bestLoad[count - 1]) {
                continue;
            }
            best[found - 1] = other;
            bestLoad[found - 1] = rank;
            for (int i = found - 1; i > 0 && bestLoad[i - 1] > bestLoad[i]; i--) {
                int node1 = best[i];
                best[i] = best[i - 1];
                best[i - 1] = node1;
                double load1 = bestLoad[i];
                bestLoad[i] = bestLoad[i - 1];
                bestLoad[i - 1] = load1;
            }
        }
        return found == count ? best : java.util.Arrays.copyOf(best, found);
    }
}
