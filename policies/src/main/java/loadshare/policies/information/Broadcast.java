package loadshare.policies.information;

import loadshare.policies.NodeContext;
import loadshare.protocol.LoadSharingMessage.LoadUpdate;

/** Tells every other node this node's load: N - 1 messages. */
final class Broadcast {

    private Broadcast() {
    }

    static void load(NodeContext node, double load) {
        LoadUpdate update = new LoadUpdate(load);
        for (int other = 0; other < node.nodeCount(); other++) {
            if (other != node.self()) {
                node.send(other, update);
            }
        }
    }
}
