/**
 * The live runtime on Akka Cluster: each workstation is a {@link loadshare.node.core.NodeCore} inside a
 * {@link loadshare.node.live.WorkstationActor}, the policy's coordinator inside a
 * {@link loadshare.node.live.CoordinatorActor}; protocol messages cross JVMs as Jackson CBOR; service times play
 * out on wall-clock timers scaled by the time scale; the first node hosts the results collector. A home
 * resubmits the jobs of a node that died, so nothing is lost and each job is counted once.
 */
package loadshare.node.live;
