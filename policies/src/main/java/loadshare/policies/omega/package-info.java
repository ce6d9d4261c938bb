/**
 * Omega-like shared-state scheduling (Schwarzkopf et al., EuroSys 2013), the {@code omega} policy: several
 * schedulers — one per job class of a synthetic workload, each with its own queue and its own decision time — place
 * jobs optimistically against a snapshot of one shared cell state and commit transactionally; a commit that finds a
 * chosen machine taken by another scheduler's commit conflicts and is retried. With {@code schedulers = monolithic}
 * one scheduler serialises every decision. The lecture notes' cluster-scheduling lecture contrasts a monolithic
 * scheduler (Borg) with two-level offers (Mesos, {@code mesos}); shared state is the third architecture, from the
 * Omega paper, set against both on the same workload. The scheduler runs as a central
 * scheduler ({@link loadshare.policies.omega.OmegaScheduler}), hosted like every one; docs/omega.md.
 */
package loadshare.policies.omega;
