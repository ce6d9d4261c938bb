/**
 * The live runtime on Akka Cluster: each workstation is a {@link loadshare.node.core.NodeCore} inside a
 * {@link loadshare.node.live.WorkstationActor}, the policy's coordinator inside a
 * {@link loadshare.node.live.CoordinatorActor}; protocol messages cross JVMs as Jackson CBOR; service times play
 * out on wall-clock timers scaled by the time scale; the first node hosts the results collector. A home
 * resubmits the jobs of a node that died, so nothing is lost and each job is counted once. Nodes talk over mutual
 * TLS and join only a cluster of their own run id ({@link loadshare.node.live.NodeSecurity},
 * {@link loadshare.node.live.RunIdChecker}); participants obey only the run's collector.
 */
package loadshare.node.live;
