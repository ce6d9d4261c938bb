/**
 * The location policy of the lecture notes: with whom to share load — random; threshold (probe candidates one after
 * another, {@code SequentialSearch}) and shortest (poll several in parallel, {@code ParallelPoll}), each for the
 * sender side and the receiver side; the symmetric and stable symmetric combinations (the stable policy keeps
 * sender, receiver and OK {@link loadshare.policies.location.NodeLists}); asking a coordinator; the power of d
 * choices; the nearest neighbour ({@code NearestCandidates}: the nodes in order of distance).
 * {@link loadshare.policies.location.Candidates} says whom a search tries first.
 */
package loadshare.policies.location;
