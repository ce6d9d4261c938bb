/**
 * Case study 1 of the lecture notes, the V-System (Stanford): state-change-driven information broadcast to all
 * nodes, the M least loaded nodes are receivers and the others senders ({@link
 * loadshare.policies.vsystem.RankTransfer}), sender-initiated with new-job selection, and a location policy
 * that probes a random receiver from the broadcast list ({@link
 * loadshare.policies.vsystem.RandomReceiverCandidates}), transferring if it still is one, else trying another.
 * The {@code v-system} preset is their composition: transfer {@code rank}, location {@code random-receiver},
 * information {@code state-change}.
 */
package loadshare.policies.vsystem;
