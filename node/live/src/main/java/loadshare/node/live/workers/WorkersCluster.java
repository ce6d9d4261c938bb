package loadshare.node.live.workers;

import com.typesafe.config.ConfigUtil;

/**
 * The settings a workers' cluster adds to a live node's ({@code loadshare-live.conf}: Artery over mutual TLS, a run id
 * checked at join, the split-brain resolver keeping the majority): each member's role, and the build every member
 * must share ({@link VersionChecker}).
 */
final class WorkersCluster {

    /** The role of a worker JVM. */
    static final String WORKER_ROLE = "worker";
    /** The role of a runner, the JVM of {@code run --workers} or {@code run --cluster}. */
    static final String RUNNER_ROLE = "runner";

    private WorkersCluster() {
    }

    /**
     * A member's extra settings (HOCON): its role, its build, and the check of builds at join; and Akka's default
     * scheduler tick (10 ms) rather than the live runtime's 1 ms, which its model-time timers need and which here would
     * only wake every member a thousand times a second while it simulates.
     */
    static String settings(String role, String build) {
        return "akka.cluster.roles = [" + role + "]\n"
                + "akka.scheduler.tick-duration = 10ms\n"
                + VersionChecker.KEY + " = " + ConfigUtil.quoteString(build) + "\n"
                + "akka.cluster.configuration-compatibility-check.checkers.loadshare-build = "
                + ConfigUtil.quoteString(VersionChecker.class.getName()) + "\n";
    }
}
