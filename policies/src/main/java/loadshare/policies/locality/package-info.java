/**
 * Data locality for central schedulers: where a rigid job's input data is held ({@link InputData}), how near a host
 * is to it ({@link Locality}: data-local, rack-local, remote, and what a remote read costs), delay scheduling
 * (Zaharia et al., EuroSys 2010: a job skipped while no data-local slot is free, up to a bound per level,
 * {@link DelayScheduling}) and what a run measured of it ({@link LocalityCounts}). The cluster-scheduling lecture
 * notes place jobs on machines; this package says which machines a job's data prefers. Pure.
 */
package loadshare.policies.locality;
