package loadshare.policies.sprite;

import java.util.BitSet;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.SpriteMessage.Availability;
import loadshare.protocol.SpriteMessage.HostGrant;
import loadshare.protocol.SpriteMessage.HostRelease;
import loadshare.protocol.SpriteMessage.HostRequest;

/**
 * Sprite's central coordinator: the available hosts, as they last reported (state-change information). It
 * grants a random available host other than the asker and reserves it until the host reports again or the
 * asker gives it back, so two askers do not get the same idle host.
 */
public final class SpriteCoordinator implements Coordinator {

    private final BitSet available = new BitSet();
    private final BitSet reserved = new BitSet();

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (message instanceof Availability report) {
            available.set(from, report.available());
            reserved.clear(from);
            return true;
        }
        if (message instanceof HostRequest request) {
            context.send(from, new HostGrant(request.negotiation(), grant(from, context)));
            return true;
        }
        if (message instanceof HostRelease release) {
            if (reserved.get(release.host())) {
                reserved.clear(release.host());
                available.set(release.host());
            }
            return true;
        }
        return false;
    }

    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        available.clear(peer);
        reserved.clear(peer);
    }

    private int grant(int asker, CoordinatorContext context) {
        int candidates = available.cardinality() - (available.get(asker) ? 1 : 0);
        if (candidates <= 0) {
            return -1;
        }
        int pick = context.random().nextInt(candidates);
        for (int host = available.nextSetBit(0); host >= 0; host = available.nextSetBit(host + 1)) {
            if (host != asker && pick-- == 0) {
                available.clear(host);
                reserved.set(host);
                return host;
            }
        }
        throw new IllegalStateException("no available host found among " + candidates);
    }

    /** Whether the coordinator believes {@code host} is available (not counting a reservation). */
    public boolean believesAvailable(int host) {
        return available.get(host);
    }

    /** Whether {@code host} is reserved for an asker. */
    public boolean reserved(int host) {
        return reserved.get(host);
    }
}
