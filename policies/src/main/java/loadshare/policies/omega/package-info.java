/**
 * Omega-like shared-state scheduling (Schwarzkopf et al., EuroSys 2013), the {@code omega} policy: several
 * schedulers — one per job class of a synthetic workload, each with its own queue and its own decision time — place
 * jobs optimistically against a snapshot of one shared cell state and commit transactionally; a commit that finds a
 * chosen machine taken by another scheduler's commit conflicts and is retried. With {@code schedulers = monolithic}
 * one scheduler serialises every decision: the trade-off the lecture notes' cluster-scheduling lecture draws between
 * a monolithic scheduler, two-level offers ({@code mesos}) and shared state. The scheduler runs as a central
 * scheduler ({@link loadshare.policies.omega.OmegaScheduler}), hosted like every one; docs/omega.md.
 */
package loadshare.policies.omega;
