package loadshare.policies.dispatch;

import java.util.ArrayDeque;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.DispatchMessage.Forward;
import loadshare.protocol.Job;

/**
 * One dispatcher: its {@link DispatchPolicy} and its CPU. Forwarding a job costs {@code transferCost} of the
 * dispatcher's CPU time (costs.transfer, like any node that sends a job away); jobs wait for it in arrival order,
 * and each is placed when its turn ends, with the freshest counts. With no cost a job is forwarded at once.
 */
final class Dispatcher {

    private final int index;
    private final DispatchPolicy policy;
    private final double transferCost;
    private final int sessions;
    private final SessionFigures figures;
    private final ArrayDeque<Job> waiting = new ArrayDeque<>();

    /**
     * @param index   this dispatcher's number in its tier (its timer tag)
     * @param figures where the tier counts the sessions' stickiness, or null without sessions
     */
    Dispatcher(int index, DispatchPolicy policy, double transferCost, int sessions, SessionFigures figures) {
        this.index = index;
        this.policy = policy;
        this.transferCost = transferCost;
        this.sessions = sessions;
        this.figures = figures;
    }

    DispatchPolicy policy() {
        return policy;
    }

    /** A job arrived here. */
    void arrive(Job job, CoordinatorContext context) {
        if (transferCost == 0) {
            forward(job, context);
            return;
        }
        waiting.add(job);
        if (waiting.size() == 1) {
            context.setTimer(index, transferCost);
        }
    }

    /** The CPU finished forwarding the oldest waiting job. */
    void forwarded(CoordinatorContext context) {
        Job job = waiting.poll();
        if (job == null) {
            return;
        }
        forward(job, context);
        if (!waiting.isEmpty()) {
            context.setTimer(index, transferCost);
        }
    }

    private void forward(Job job, CoordinatorContext context) {
        int session = Hashing.session(job.id(), sessions);
        int node = policy.choose(session, context.random());
        if (node < 0) {
            node = job.home();      // no node left to choose (live runtime): back to where it came from
        } else {
            policy.sent(node);
        }
        if (figures != null) {
            figures.placed(session, node);
        }
        context.send(node, new Forward(job));
    }

    /** Jobs waiting for this dispatcher's CPU, the one being forwarded included. */
    int queued() {
        return waiting.size();
    }
}
