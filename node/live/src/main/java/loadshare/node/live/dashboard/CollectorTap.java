package loadshare.node.live.dashboard;

import akka.actor.typed.Behavior;
import akka.actor.typed.BehaviorInterceptor;
import akka.actor.typed.TypedActorContext;
import akka.actor.typed.javadsl.Behaviors;
import loadshare.node.live.ResultsCollector;

/**
 * Sits in front of the results collector and shows a {@link RunListener} what the collector hears (statuses and
 * completions), leaving the collector's accounting untouched; the nodes' {@link NodeActivity} reports are for the
 * listener alone and stop here.
 */
public final class CollectorTap extends BehaviorInterceptor<ResultsCollector.Command, ResultsCollector.Command> {

    private final RunListener listener;

    private CollectorTap(RunListener listener) {
        super(ResultsCollector.Command.class);
        this.listener = listener;
    }

    /** The collector, tapped by {@code listener}. */
    public static Behavior<ResultsCollector.Command> around(Behavior<ResultsCollector.Command> collector,
                                                            RunListener listener) {
        return Behaviors.intercept(() -> new CollectorTap(listener), collector);
    }

    @Override
    public Behavior<ResultsCollector.Command> aroundReceive(TypedActorContext<ResultsCollector.Command> ctx,
                                                            ResultsCollector.Command msg,
                                                            ReceiveTarget<ResultsCollector.Command> target) {
        if (msg instanceof NodeActivity activity) {
            listener.activity(activity);
            return Behaviors.same();
        }
        if (msg instanceof ResultsCollector.NodeStatus status) {
            listener.status(status);
        } else if (msg instanceof ResultsCollector.JobDone done) {
            listener.completed(done);
        }
        return target.apply(ctx, msg);
    }
}
