/**
 * Condor (the lecture's case study 4): idle workstations pull batch jobs from a central manager, which
 * matches them by <em>matchmaking with ClassAds</em> — the job's and the machine's {@code Requirements} and
 * {@code Rank}, written in the ClassAd expression language; the machine's <em>owner policy</em> (when to start,
 * suspend, continue and vacate a foreign job); and <em>checkpoint/restart</em> of a vacated job at its home.
 */
package loadshare.policies.condor;
