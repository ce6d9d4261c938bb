package loadshare.node.live;

import akka.actor.ActorSystem;
import akka.cluster.ConfigValidation;
import akka.cluster.JoinConfigCompatChecker;
import com.typesafe.config.Config;
import java.util.List;
import scala.collection.immutable.Seq;

/**
 * Akka Cluster's join-time configuration check, for loadshare: a node joins only a cluster whose
 * {@value #KEY} is its own, so a node of another run or experiment is refused before it becomes a member (the
 * joining node is then shut down). Registered in {@code loadshare-live.conf} under
 * {@code akka.cluster.configuration-compatibility-check.checkers}; the key is a required key, sent at join.
 */
public final class RunIdChecker extends JoinConfigCompatChecker {

    /** The setting every node of one run has the same value of. */
    public static final String KEY = "loadshare.run-id";

    private static final Seq<String> REQUIRED = akka.japi.Util.immutableSeq(List.of(KEY));

    public RunIdChecker() {
    }

    /** Akka instantiates checkers with the actor system. */
    public RunIdChecker(ActorSystem system) {
    }

    @Override
    public Seq<String> requiredKeys() {
        return REQUIRED;
    }

    @Override
    public ConfigValidation check(Config toCheck, Config actualConfig) {
        return JoinConfigCompatChecker.fullMatch(REQUIRED, toCheck, actualConfig);
    }
}
