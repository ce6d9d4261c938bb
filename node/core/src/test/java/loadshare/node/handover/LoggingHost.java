package loadshare.node.handover;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.DispatchMessage.Forward;
import loadshare.protocol.NodeMessage;

/**
 * A coordinator's host as the live one logs for a successor, without Akka: each input is logged and handled at its
 * model time; a dispatcher's placement (a {@code Forward} it sends) is logged as it is sent; what the coordinator sends
 * and the timers it has set and not yet fired are kept.
 */
final class LoggingHost implements CoordinatorContext {

    record Sent(double at, int to, NodeMessage message) {
    }

    final Coordinator coordinator;
    final int nodes;
    final RandomGenerator random = new SplittableRandom(5);
    final List<SchedulerInput> log = new ArrayList<>();
    final List<Sent> sent = new ArrayList<>();
    /** Timers set and not fired: due time by tag. */
    final Map<Long, Double> timers = new HashMap<>();
    double now;

    LoggingHost(Coordinator coordinator, int nodes) {
        this.coordinator = coordinator;
        this.nodes = nodes;
    }

    /** Logs {@code input} and hands it to the coordinator, as the live host does. */
    LoggingHost handle(SchedulerInput input) {
        now = input.at();
        log.add(input);
        if (input.kind() == SchedulerInput.Kind.TIMER) {
            timers.remove(input.arg());
        }
        input.applyTo(coordinator, null, this);
        return this;
    }

    /** Hands the coordinator a message it does not log as such (a dispatcher's), at model time {@code at}. */
    LoggingHost message(double at, int from, NodeMessage message) {
        now = at;
        coordinator.onMessage(from, message, this);
        return this;
    }

    @Override
    public int self() {
        return nodes;
    }

    @Override
    public int nodeCount() {
        return nodes;
    }

    @Override
    public double now() {
        return now;
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void send(int to, NodeMessage message) {
        sent.add(new Sent(now, to, message));
        if (message instanceof Forward forward) {
            log.add(SchedulerInput.placed(now, to, forward.job().id()));
        }
    }

    @Override
    public void setTimer(long tag, double delay) {
        timers.put(tag, now + delay);
    }
}
