/**
 * The dispatcher of a typical cluster scheduler (the lecture notes' "scheduling in clustered web servers": requests
 * arrive at a load balancer, which places each on a worker of the server pool): the dispatch policies
 * ({@link loadshare.policies.dispatch.RandomDispatch}, {@link loadshare.policies.dispatch.RoundRobinDispatch},
 * {@link loadshare.policies.dispatch.WeightedRoundRobinDispatch} for heterogeneous servers,
 * {@link loadshare.policies.dispatch.LeastLoadedDispatch}, {@link loadshare.policies.dispatch.PowerOfDDispatch}
 * and session-level balancing, {@link loadshare.policies.dispatch.SessionAffinityDispatch}), one
 * {@link loadshare.policies.dispatch.Dispatcher} and the tier of several
 * ({@link loadshare.policies.dispatch.DispatchTier}, a coordinator), and the node side
 * ({@link loadshare.policies.dispatch.DispatchedNode}). {@link loadshare.policies.dispatch.DispatchPolicies} is
 * their registry, one {@link loadshare.policies.dispatch.DispatchDescriptor} each;
 * {@link loadshare.policies.dispatch.Dispatching} puts them around any node policy without a coordinator of its own.
 */
package loadshare.policies.dispatch;
