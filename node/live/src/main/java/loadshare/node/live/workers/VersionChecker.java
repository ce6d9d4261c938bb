package loadshare.node.live.workers;

import akka.actor.ActorSystem;
import akka.cluster.ConfigValidation;
import akka.cluster.Invalid;
import akka.cluster.JoinConfigCompatChecker;
import akka.cluster.Valid$;
import com.typesafe.config.Config;
import java.util.List;
import org.slf4j.LoggerFactory;
import scala.collection.immutable.Seq;

/**
 * The workers' cluster admits only members of one loadshare build ({@value #KEY}: its version and commit): a unit
 * computed by another build could give other results, so a runner or worker of another is refused at join. Akka runs
 * the check on both sides of a join, and each says why in one line.
 */
public final class VersionChecker extends JoinConfigCompatChecker {

    /** The setting every member of a workers' cluster has the same value of. */
    public static final String KEY = "loadshare.build";

    private static final Seq<String> REQUIRED = akka.japi.Util.immutableSeq(List.of(KEY));

    public VersionChecker() {
    }

    /** Akka instantiates checkers with the actor system. */
    public VersionChecker(ActorSystem system) {
    }

    @Override
    public Seq<String> requiredKeys() {
        return REQUIRED;
    }

    @Override
    public ConfigValidation check(Config toCheck, Config actualConfig) {
        String theirs = toCheck.hasPath(KEY) ? toCheck.getString(KEY) : "(none)";
        String ours = actualConfig.getString(KEY);
        if (theirs.equals(ours)) {
            return Valid$.MODULE$;
        }
        String line = "refused a join between loadshare " + ours + " (here) and loadshare " + theirs
                + ": every runner and worker of a cluster must run the same build";
        LoggerFactory.getLogger(VersionChecker.class).error(line);
        return new Invalid(akka.japi.Util.immutableSeq(List.of(line)));
    }
}
