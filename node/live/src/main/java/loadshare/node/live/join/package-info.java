/**
 * Joining the live cluster, and saying why a node could not. A node that is not let in within its join timeout
 * ({@link loadshare.node.live.join.JoinWatch}) probes its seeds the way it connects to them
 * ({@link loadshare.node.live.join.SeedProbe}: reachable? TLS? whose certificates?), turns what it found into one
 * line ({@link loadshare.node.live.join.JoinDiagnosis}, pure) and shuts down: a TLS handshake the cluster refuses
 * (another CA, {@code --insecure} against TLS, TLS against {@code --insecure}) or no seed reachable is said, not
 * retried forever. And who founds the cluster when seeds are down at start: Akka lets only the first seed found it;
 * a later seed founds it when every seed before it in the list has taken no connection for a quiet period
 * ({@link loadshare.node.live.join.Founding}, pure, carried out by {@link loadshare.node.live.join.FoundingWatch});
 * the first seed asks only the seeds that take a connection as it starts ({@link loadshare.node.live.join.FirstSeed}),
 * so a seed that is down does not hold it to a timeout, and a slow answer is waited for.
 */
package loadshare.node.live.join;
