package loadshare.node.core;

import java.util.function.DoubleSupplier;
import java.util.random.RandomGenerator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.NodeMessage;

/**
 * What a policy's coordinator (the central queue's dispatcher, the load directory, Sprite's and Condor's
 * managers, the volunteer server) sees in either runtime: its participant index after the nodes', the cluster's
 * size, model time and its own random stream; its sends and timers become the hosting runtime's effects.
 */
public final class CoordinatorHost implements CoordinatorContext {

    private final int self;
    private final int nodeCount;
    private final RandomGenerator random;
    private final DoubleSupplier clock;
    private final CoordinatorEffects effects;

    /**
     * @param nodeCount the coordinator is participant {@code nodeCount}
     * @param clock     model time now, as the runtime keeps it
     */
    public CoordinatorHost(int nodeCount, RandomGenerator random, DoubleSupplier clock, CoordinatorEffects effects) {
        this.self = nodeCount;
        this.nodeCount = nodeCount;
        this.random = random;
        this.clock = clock;
        this.effects = effects;
    }

    @Override
    public int self() {
        return self;
    }

    @Override
    public int nodeCount() {
        return nodeCount;
    }

    @Override
    public double now() {
        return clock.getAsDouble();
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void send(int to, NodeMessage message) {
        effects.send(self, to, message);
    }

    @Override
    public void setTimer(long tag, double delay) {
        effects.setTimer(self, tag, delay);
    }
}
