package loadshare.node.live.dashboard;

import akka.actor.typed.Behavior;
import akka.actor.typed.BehaviorInterceptor;
import akka.actor.typed.TypedActorContext;
import akka.actor.typed.javadsl.Behaviors;
import loadshare.node.live.ResultsCollector;

/**
 * Sits in front of the results collector and takes the nodes' {@link NodeActivity} reports, which are for a
 * {@link RunListener} alone (the collector itself tells the listener the statuses and completions it takes in).
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
        return target.apply(ctx, msg);
    }
}
