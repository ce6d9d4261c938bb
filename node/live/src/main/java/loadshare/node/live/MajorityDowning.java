package loadshare.node.live;

import akka.actor.ActorSystem;
import akka.actor.Props;
import akka.cluster.Cluster;
import akka.cluster.DowningProvider;
import akka.cluster.sbr.SplitBrainResolver$;
import akka.cluster.sbr.SplitBrainResolverProvider;
import akka.cluster.sbr.SplitBrainResolverSettings;
import scala.Option;
import scala.concurrent.duration.FiniteDuration;

/**
 * The live cluster's downing provider ({@code akka.cluster.downing-provider-class}): Akka's split-brain resolver,
 * configured as Akka's own ({@code akka.cluster.split-brain-resolver}: stable-after, down-all-when-unstable), deciding
 * by {@link KeepMajorityOfSurvivors}. The only strategy it runs is keep-majority; another
 * {@code active-strategy} is refused at start, in one line.
 */
public final class MajorityDowning extends DowningProvider {

    private final ActorSystem system;
    private final SplitBrainResolverProvider akkas;
    private final SplitBrainResolverSettings settings;

    public MajorityDowning(ActorSystem system) {
        this.system = system;
        this.akkas = new SplitBrainResolverProvider(system);
        this.settings = new SplitBrainResolverSettings(system.settings().config());
        if (!settings.DowningStrategy().equals("keep-majority")) {
            throw new IllegalArgumentException("akka.cluster.split-brain-resolver.active-strategy: "
                    + settings.DowningStrategy() + " is not supported by the live cluster, whose runs keep the "
                    + "majority (keep-majority)");
        }
    }

    @Override
    public FiniteDuration downRemovalMargin() {
        return akkas.downRemovalMargin();
    }

    @Override
    public Option<Props> downingActorProps() {
        Cluster cluster = Cluster.get(system);
        KeepMajorityOfSurvivors strategy = new KeepMajorityOfSurvivors(cluster.selfDataCenter(),
                cluster.selfUniqueAddress());
        return Option.apply(SplitBrainResolver$.MODULE$.props(settings.DowningStableAfter(), strategy));
    }
}
