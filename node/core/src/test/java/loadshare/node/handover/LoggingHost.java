package loadshare.node.handover;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import loadshare.node.core.CoordinatorEffects;
import loadshare.node.core.CoordinatorHost;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.Coordinator;
import loadshare.protocol.DispatchMessage.Forward;
import loadshare.protocol.NodeMessage;

/**
 * A coordinator's host as the live one logs for a successor, without Akka: each input is logged and handled at its
 * model time; a dispatcher's placement (a {@code Forward} it sends) is logged as it is sent; what the coordinator sends
 * and the timers it has set and not yet fired are kept.
 *
 * @param <C> the coordinator's type
 */
final class LoggingHost<C extends Coordinator> implements CoordinatorEffects {

    record Sent(double at, int to, NodeMessage message) {
    }

    final C coordinator;
    /** The coordinator's context: participant {@code nodes}, at model time {@link #now}. */
    final CoordinatorHost context;
    final List<SchedulerInput> log = new ArrayList<>();
    final List<Sent> sent = new ArrayList<>();
    /** Timers set and not fired: due time by tag. */
    final Map<Long, Double> timers = new HashMap<>();
    double now;
    /** A central scheduler's jobs; null for other coordinators. */
    private final BatchWorkload jobs;

    /** A coordinator other than a central scheduler, drawing from a stream of seed 5. */
    LoggingHost(C coordinator, int nodes) {
        this(coordinator, nodes, null, 5);
    }

    /** A central scheduler of the jobs {@code jobs}, drawing from a stream of seed {@code seed}. */
    LoggingHost(C coordinator, int nodes, BatchWorkload jobs, long seed) {
        this.coordinator = coordinator;
        this.jobs = jobs;
        this.context = new CoordinatorHost(nodes, new SplittableRandom(seed), () -> now, this);
    }

    /** Logs {@code input} and hands it to the coordinator, as the live host does. */
    LoggingHost<C> handle(SchedulerInput input) {
        now = input.at();
        log.add(input);
        if (input.kind() == SchedulerInput.Kind.TIMER) {
            timers.remove(input.arg());
        }
        input.applyTo(coordinator, jobs, context);
        return this;
    }

    /** Hands the coordinator a message it does not log as such (a dispatcher's), at model time {@code at}. */
    LoggingHost<C> message(double at, int from, NodeMessage message) {
        now = at;
        coordinator.onMessage(from, message, context);
        return this;
    }

    @Override
    public void send(int from, int to, NodeMessage message) {
        sent.add(new Sent(now, to, message));
        if (message instanceof Forward forward) {
            log.add(SchedulerInput.placed(now, to, forward.job().id()));
        }
    }

    @Override
    public void setTimer(int participant, long tag, double delay) {
        timers.put(tag, now + delay);
    }
}
