/**
 * Seeded random streams, independent per node and purpose (arrivals, service demands, policy choices, owners), so
 * that every policy of an experiment sees the same jobs (common random numbers); and the distributions of
 * interarrival and service times (exponential, hyperexponential, Erlang, deterministic, bounded Pareto).
 */
package loadshare.hardware.random;
