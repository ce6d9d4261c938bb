package loadshare.node.results;

import loadshare.node.run.ApplicationRun;

/** What one replication of an application-running policy (volunteer computing) at one load measured of its application. */
public record ApplicationResult(String policy, double load, int replication, long seed, ApplicationRun run) {
}
