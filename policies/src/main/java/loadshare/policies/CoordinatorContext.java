package loadshare.policies;

import java.util.random.RandomGenerator;
import loadshare.protocol.NodeMessage;

/** What a {@link Coordinator} may see and do; implemented by the runtime that hosts it. */
public interface CoordinatorContext {

    /** The coordinator's own participant index (nodes are 0..nodeCount()-1). */
    int self();

    int nodeCount();

    double now();

    RandomGenerator random();

    void send(int to, NodeMessage message);

    void setTimer(long tag, double delay);
}
