package loadshare.node.handover;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import loadshare.node.core.CoordinatorEffects;
import loadshare.node.core.CoordinatorHost;
import loadshare.node.workload.BatchWorkload;
import loadshare.policies.Coordinator;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.NodeMessage;

/**
 * Replays a central scheduler's logged inputs into a fresh scheduler, each at the model time it was handled at, with
 * the scheduler's random stream: it comes out in the state its predecessor was in after them. The volunteer server's
 * log and a dispatcher's are replayed the same way (see {@link SchedulerInput}). Its sends are dropped
 * (they were sent already, or their input's write never completed and nothing was sent); its timers are kept, and
 * those that did not fire within the log are still due.
 */
public final class SchedulerReplay implements CoordinatorEffects {

    /**
     * What the replay leaves besides the scheduler's state.
     *
     * @param submitted the jobs submitted
     * @param nextJob   the workload's index of the next job to submit
     * @param lastAt    the model time of the last input (0 if none)
     * @param timers    the timers set and not fired: due time by tag
     * @param down      the nodes reported gone and not back
     */
    public record Replayed(int submitted, int nextJob, double lastAt, Map<Long, Double> timers, Set<Integer> down) {
    }

    private final Map<Long, Double> timers = new HashMap<>();
    private double now;

    private SchedulerReplay() {
    }

    /**
     * Feeds {@code inputs}, in order, to {@code scheduler} (fresh, for a cluster of {@code nodes} nodes, whose jobs are
     * {@code jobs}), drawing from {@code random} (the scheduler's stream, fresh: the host goes on drawing from it).
     */
    public static Replayed replay(CentralScheduler scheduler, BatchWorkload jobs, int nodes, RandomGenerator random,
                                  List<SchedulerInput> inputs) {
        return replay((Coordinator) scheduler, jobs, nodes, random, inputs);
    }

    /**
     * Feeds {@code inputs}, in order, to {@code coordinator} (fresh, for a cluster of {@code nodes} nodes: the volunteer
     * server, which has had its application, or a dispatcher), drawing from {@code random}: as
     * {@link #replay(CentralScheduler, BatchWorkload, int, RandomGenerator, List)}, with no jobs to submit.
     */
    public static Replayed replay(Coordinator coordinator, int nodes, RandomGenerator random,
                                  List<SchedulerInput> inputs) {
        return replay(coordinator, null, nodes, random, inputs);
    }

    private static Replayed replay(Coordinator scheduler, BatchWorkload jobs, int nodes, RandomGenerator random,
                                   List<SchedulerInput> inputs) {
        SchedulerReplay replay = new SchedulerReplay();
        CoordinatorHost context = new CoordinatorHost(nodes, random, () -> replay.now, replay);
        int submitted = 0;
        int nextJob = 0;
        Set<Integer> down = new HashSet<>();
        for (SchedulerInput input : inputs) {
            replay.now = input.at();
            switch (input.kind()) {
                case SUBMIT -> {
                    submitted++;
                    nextJob = (int) input.arg() + 1;
                }
                case TIMER -> replay.timers.remove(input.arg());
                case PEER_DOWN -> down.add(input.node());
                case PEER_UP -> down.remove(input.node());
                default -> { }
            }
            input.applyTo(scheduler, jobs, context);
        }
        return new Replayed(submitted, nextJob, replay.now, Map.copyOf(replay.timers), Set.copyOf(down));
    }

    @Override
    public void send(int from, int to, NodeMessage message) {
        // sent by the instance that handled the input, or never if its write did not complete
    }

    @Override
    public void setTimer(int participant, long tag, double delay) {
        timers.put(tag, now + delay);
    }
}
