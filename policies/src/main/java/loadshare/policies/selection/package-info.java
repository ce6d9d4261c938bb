/**
 * The selection policy of the lecture notes: which job moves — the newly arrived one (non-preemptive), or a running job
 * with long expected remaining work (preemptive, by process migration).
 */
package loadshare.policies.selection;
