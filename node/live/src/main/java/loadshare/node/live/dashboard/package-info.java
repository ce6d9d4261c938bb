/**
 * The dashboard: the live cluster in the open. A web page on loopback, served from node 0 (the results
 * collector), shows each node's queue, running jobs, transfers and migrations in and out, the cluster's
 * membership and reachability events as they happen, the throughput and mean response time so far beside the
 * run's simulated twin (same experiment, policy, load and seed in the simulator), and at the end the run's
 * {@code report.html}.
 *
 * <p>The collector feeds it through a {@link loadshare.node.live.dashboard.RunListener} (a
 * {@link loadshare.node.live.dashboard.CollectorTap} around the collector sees its messages; an actor follows the
 * cluster's member and reachability events); the {@link loadshare.node.live.dashboard.Board} keeps a thread-safe
 * snapshot; the JDK's HTTP server sends it to the page as server-sent events.
 */
package loadshare.node.live.dashboard;
