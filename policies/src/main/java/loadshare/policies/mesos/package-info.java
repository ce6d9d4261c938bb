/**
 * Mesos-like two-level scheduling of the seeds' cluster-scheduling lecture: a master offers free resources to one
 * framework at a time, in order of lowest (weighted) dominant share — Dominant Resource Fairness — and each
 * framework's own scheduler accepts part of an offer (launches tasks) or declines it, refusing that agent's
 * offers for a while. The allocator is pure; it is not yet a registry policy (no runtime hosts it).
 */
package loadshare.policies.mesos;
